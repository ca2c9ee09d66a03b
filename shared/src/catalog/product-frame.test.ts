import { LEAD_MAX_CHARS, productFrame, splitLead } from './product-frame';

describe("a product page's heading", () => {
  it('takes a plain first paragraph as the lead and leaves the rest as Markdown', () => {
    expect(splitLead('Trò chơi Pong với ánh neon.\n\n## Tính năng\n\n- **Nhanh**')).toEqual({
      lead: 'Trò chơi Pong với ánh neon.',
      rest: '## Tính năng\n\n- **Nhanh**',
    });
    expect(splitLead('\n  Một đoạn duy nhất, 100% tiếng Việt: (có) dấu "ngoặc" và số 3,5.  ')).toEqual({
      lead: 'Một đoạn duy nhất, 100% tiếng Việt: (có) dấu "ngoặc" và số 3,5.',
      rest: '',
    });
    expect(splitLead('Dòng một.\r\n\r\nDòng hai.')).toEqual({ lead: 'Dòng một.', rest: 'Dòng hai.' });
  });

  it('keeps the whole description when its first paragraph is not plain text, spans lines or is long', () => {
    for (const description of [
      'Một trò chơi **nhanh**.',
      'Xem [trang chủ](https://example.vn).',
      'Có `mã` ở đây.',
      'Địa chỉ https://example.vn ở đây.',
      '<b>đậm</b>',
      'A &amp; B',
      '# Tiêu đề',
      '- mục một',
      '1. bước một',
      '> trích dẫn',
      '    mã thụt lề',
      'Dòng một\ndòng hai',
      'Tiêu đề\n===',
      'x'.repeat(LEAD_MAX_CHARS + 1),
      '',
    ]) {
      expect(splitLead(description)).toEqual({ lead: null, rest: description });
    }
  });

  it('is eyebrow (category · subcategory), title and lead', () => {
    const product = { title: 'Pong Neon', description: 'Chơi ngay.', categoryName: 'Trò chơi', subcategoryName: null };
    expect(productFrame(product)).toEqual({ eyebrow: 'Trò chơi', title: 'Pong Neon', lead: 'Chơi ngay.' });
    expect(productFrame({ ...product, subcategoryName: 'Arcade', description: '**Chơi**' })).toEqual({
      eyebrow: 'Trò chơi · Arcade',
      title: 'Pong Neon',
    });
  });
});
