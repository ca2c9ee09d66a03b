import { descriptionSummary } from './summary';

describe('descriptionSummary', () => {
  it('is the plain-text lead when the description has one', () => {
    expect(descriptionSummary('Trợ lý viết bài chuẩn SEO.\n\n## Tính năng chính\n\n- Dàn ý')).toBe(
      'Trợ lý viết bài chuẩn SEO.',
    );
  });

  it('otherwise takes the first paragraph that is not a heading, without its Markdown', () => {
    expect(descriptionSummary('# Giới thiệu\n\nBộ **mẫu** cho [React](https://react.dev) và `HTML`.\n\n- một')).toBe(
      'Bộ mẫu cho React và HTML.',
    );
    expect(descriptionSummary('- Tách nền\n- Làm nét')).toBe('Tách nền Làm nét');
    expect(descriptionSummary('')).toBe('');
  });
});
