// A description from a creator's Markdown: the words a reader sees, cut between words at a result's length.
import { DESCRIPTION_MAX_CHARS, plainText, summary, truncate } from './summary';

describe('plainText', () => {
  it('keeps the words of Markdown and drops its marks, code, link targets and HTML', () => {
    const markdown = [
      '# Trợ lý **viết** nội dung',
      '',
      'Viết bài _chuẩn SEO_ với [mẫu có sẵn](https://example.com/x) và ![ảnh minh hoạ](a.png).',
      '',
      '- Nhanh',
      '1. Gọn',
      '> Trích dẫn `mã`',
      '```js',
      'alert(1)',
      '```',
      '<b>in đậm</b> \\*không\\* nghiêng',
    ].join('\n');
    expect(plainText(markdown)).toBe(
      'Trợ lý viết nội dung Viết bài chuẩn SEO với mẫu có sẵn và ảnh minh hoạ. Nhanh Gọn Trích dẫn mã in đậm *không* nghiêng',
    );
  });
});

describe('truncate', () => {
  it('leaves a short text alone', () => {
    expect(truncate('Ngắn gọn.')).toBe('Ngắn gọn.');
  });

  it('cuts a long text between words, with an ellipsis, within the limit', () => {
    const long = 'Trợ lý AI giúp bạn viết nội dung tiếng Việt '.repeat(10).trim();
    const cut = truncate(long);
    expect(Array.from(cut).length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long.charAt(cut.length - 1)).toBe(' ');
  });
});

describe('summary', () => {
  it('falls back when the Markdown has no words', () => {
    expect(summary('![](a.png)', 'Dự phòng')).toBe('Dự phòng');
    expect(summary(null, 'Dự phòng')).toBe('Dự phòng');
  });
});
