import { saveProductInput } from '@app/shared/contracts/browser';
import { aProduct } from '@app/shared/testing/factories';
import { draftFrom, emptyDraft, toSaveInput } from './productDraft';
import { actionsFor, pendingFields } from './productStatus';

const issues = (draft: ReturnType<typeof emptyDraft>) => {
  const result = saveProductInput.safeParse(toSaveInput(draft));
  // The first issue of each field, as the form shows it.
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.reverse().map((i) => [String(i.path[0]), i.message]));
};

describe('product draft', () => {
  const valid = { ...emptyDraft(), title: 'Pong', description: 'Mô tả', categoryId: 'giai-tri' };

  it('turns a valid draft into saveProduct input (numbers read the Vietnamese way, empties as null)', () => {
    expect(toSaveInput({ ...valid, price: '79.000', commissionRate: '10', appUrl: ' ' })).toEqual({
      title: 'Pong',
      description: 'Mô tả',
      price: 79_000,
      categoryId: 'giai-tri',
      subcategoryId: null,
      demoType: 'info',
      demoUrl: null,
      whatYouGet: [],
      appUrl: null,
      commissionRate: 10,
      gallery: [],
      video: null,
    });
    expect(issues(valid)).toEqual({});
  });

  it('sends "Bạn nhận được gì" as its non-blank lines, and a demo address only with an embedded demo', () => {
    const input = toSaveInput({ ...valid, whatYouGet: ' Mã nguồn \n\n  Hỗ trợ 1-1 \n', demoUrl: 'https://x.vn' });
    expect(input).toMatchObject({ whatYouGet: ['Mã nguồn', 'Hỗ trợ 1-1'], demoType: 'info', demoUrl: null });
    const embed = { ...valid, demoType: 'embed' as const };
    expect(toSaveInput({ ...embed, demoUrl: ' https://demo.example.vn/ ' }).demoUrl).toBe('https://demo.example.vn/');
    expect(issues({ ...embed, demoUrl: 'https://demo.example.vn/' })).toEqual({});
    expect(issues({ ...embed, demoUrl: '' }).demoUrl).toBe('Vui lòng nhập địa chỉ trang demo.');
    expect(issues({ ...embed, demoUrl: 'http://demo.example.vn/' }).demoUrl).toBe(
      'Địa chỉ trang demo phải bắt đầu bằng https://.',
    );
    expect(issues({ ...embed, demoUrl: 'https://an:mk@demo.example.vn/' }).demoUrl).toBe(
      'Địa chỉ trang demo không được chứa tên đăng nhập hoặc mật khẩu.',
    );
    expect(issues({ ...valid, whatYouGet: 'x'.repeat(161) }).whatYouGet).toBe(
      'Mỗi mục “Bạn nhận được gì” không được dài quá 160 ký tự.',
    );
    expect(
      issues({ ...valid, whatYouGet: Array.from({ length: 11 }, (_, i) => `Mục ${i}`).join('\n') }).whatYouGet,
    ).toBe('Tối đa 10 mục “Bạn nhận được gì”.');
  });

  it('refuses what the server refuses, in the contract’s words', () => {
    expect(issues({ ...valid, title: ' ', description: '', categoryId: '' })).toEqual({
      title: 'Vui lòng nhập tên sản phẩm.',
      description: 'Vui lòng nhập mô tả sản phẩm.',
      categoryId: 'Vui lòng chọn danh mục.',
    });
    expect(issues({ ...valid, price: '' }).price).toBe('Giá phải là số.');
    expect(issues({ ...valid, price: '-1' }).price).toBe('Giá không được âm.');
    expect(issues({ ...valid, price: '7,5' }).price).toBe('Giá phải là số đồng nguyên.');
    expect(issues({ ...valid, commissionRate: '51' }).commissionRate).toBe('Hoa hồng tối đa 50%.');
    expect(issues({ ...valid, commissionRate: '-1' }).commissionRate).toBe('Hoa hồng không được âm.');
    expect(issues({ ...valid, commissionRate: '50' })).toEqual({});
    expect(issues({ ...valid, appUrl: 'http://app.example.com' }).appUrl).toBe(
      'Đường dẫn ứng dụng phải bắt đầu bằng https://.',
    );
    expect(issues({ ...valid, appUrl: 'https://app.example.com' })).toEqual({});
  });

  it('fills the form from a published product’s pending changes, not its live version', () => {
    const product = aProduct({
      pendingChanges: { title: 'Pong 2', price: 99_000, submittedAt: '2026-03-01T00:00:00.000Z' },
    });
    expect(draftFrom(product)).toMatchObject({ productId: 'pong-neon', title: 'Pong 2', price: '99000' });
    expect(draftFrom(product).appUrl).toBe('https://apps.example.com/pong-neon');
    expect(pendingFields(product.pendingChanges!)).toBe('tên, giá');
    // A new demo address waiting for review is what the form shows, as an embed.
    const demo = aProduct({
      pendingChanges: { demoUrl: 'https://demo.example.vn/', submittedAt: '2026-03-01T00:00:00.000Z' },
    });
    expect(draftFrom(demo)).toMatchObject({ demoType: 'embed', demoUrl: 'https://demo.example.vn/' });
    expect(pendingFields(demo.pendingChanges!)).toBe('trang demo');
  });

  it('sends the gallery in order with captions (required), and the video with its poster', () => {
    const gallery = [
      { uploadId: 'abcdef01_aaaa', caption: 'Màn hình chính', src: 'blob:1' },
      { uploadId: 'abcdef01_bbbb', caption: ' ', src: 'blob:2' },
    ];
    expect(toSaveInput({ ...valid, gallery, videoUploadId: 'abcdef01_cccc', posterUploadId: null })).toMatchObject({
      gallery: [
        { uploadId: 'abcdef01_aaaa', caption: 'Màn hình chính' },
        { uploadId: 'abcdef01_bbbb', caption: ' ' },
      ],
      video: { uploadId: 'abcdef01_cccc', posterUploadId: null },
    });
    const result = saveProductInput.safeParse(toSaveInput({ ...valid, gallery }));
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['gallery.1.caption', 'Vui lòng nhập chú thích ảnh.'],
    ]);
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...gallery[0], uploadId: `abcdef01_${i}000` }));
    expect(issues({ ...valid, gallery: nine }).gallery).toBe('Thư viện có tối đa 8 ảnh.');
  });

  it('fills the gallery and the video from the media under review', () => {
    const picture = { base: 'https://api/media/x/0123456789abcdef', width: 800, height: 600, widths: [480, 800] };
    const media = { cover: null, gallery: [{ ...picture, id: 'x', caption: 'Ảnh 1' }], video: null };
    const product = aProduct({ pendingChanges: { media, submittedAt: '2026-03-01T00:00:00.000Z' } });
    expect(draftFrom(product)).toMatchObject({
      gallery: [{ uploadId: 'x', caption: 'Ảnh 1', src: `${picture.base}-480.jpg` }],
      videoUploadId: null,
    });
  });

  it.each([
    ['draft', { submit: true, archive: false, unarchive: false, delete: true }],
    ['rejected', { submit: true, archive: false, unarchive: false, delete: false }],
    ['pending', { submit: false, archive: false, unarchive: false, delete: false }],
    ['published', { submit: false, archive: true, unarchive: false, delete: false }],
    ['archived', { submit: false, archive: false, unarchive: true, delete: false }],
  ] as const)('offers a %s product only the actions its status allows', (status, actions) => {
    expect(actionsFor({ status })).toEqual(actions);
  });
});
