// Product media: gallery pictures and videos as tus uploads of a creator's, their limits and refusals, the
// responsive variants and videos served immutably (videos by byte range), and saveProduct's gallery, video and
// cover — a material change on a live product, applied when a moderator accepts it.
import sharp from 'sharp';
import type { Product } from '@app/shared/contracts/catalog';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import type { TestUser } from '../../../test/harness';
import { useApi } from '../../../test/suite';
import { bearer, picture, TUS, uploadWhole, useUploadsDir, servedAt } from '../../../test/uploads';
import { UPLOAD_MSG } from './avatars';

const api = useApi({ publicApiUrl: 'https://api.example.vn' });
useUploadsDir('product-media-test');
const E = productMediaMessages.errors;

/** The first bytes of an MP4 (an `ftyp` box of brand isom) followed by filler: enough for the type check. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12),
  Buffer.alloc(4000, 7),
]);

const upload = (user: TestUser, kind: string, file: Buffer) => uploadWhole(api.url, user.token, kind, file);

const local = (url: string) => servedAt(api.url, url);
const draft = { title: 'Ảnh và video', description: 'Mô tả', price: 10_000, categoryId: 'lap-trinh' };
const save = async (user: TestUser, input: Record<string, unknown>) =>
  api.call('saveProduct', { ...draft, ...input }, user.token);

describe('product pictures (tus)', () => {
  it('makes AVIF, WebP and JPEG variants at several widths, served immutable under hashed names', async () => {
    const creator = await api.user('creator');
    const { uploadId, answer } = await upload(creator, 'product-images', await picture(1200, 900));
    expect(answer.status).toBe(204);
    const base = answer.headers.get('upload-media-base') as string;
    expect(base).toMatch(new RegExp(`^https://api\\.example\\.vn/media/${uploadId}/[0-9a-f]{16}$`));
    for (const [width, format, type] of [
      [480, 'avif', 'image/avif'],
      [960, 'webp', 'image/webp'],
      [1200, 'jpg', 'image/jpeg'],
    ] as const) {
      const served = await fetch(local(`${base}-${width}.${format}`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
    }
    // Never enlarged; what the server keeps for itself is not served.
    for (const missing of [local(`${base}-1600.jpg`), `${api.url}/media/${uploadId}/manifest.json`]) {
      const answer = await fetch(missing);
      expect([answer.status, await answer.text()]).toEqual([404, E.notFound]);
    }
  });

  it('refuses wrong magic bytes, too large, too many pixels, too small, and non-creators', async () => {
    const creator = await api.user('creator');
    const pdf = await upload(creator, 'product-images', Buffer.from('%PDF-1.7 not an image at all'));
    expect([pdf.answer.status, await pdf.answer.text()]).toEqual([415, UPLOAD_MSG.notImage]);
    // A small file that claims a huge canvas: refused from its header, before decoding.
    const bomb = await upload(creator, 'product-images', await picture(8000, 6000));
    expect([bomb.answer.status, await bomb.answer.text()]).toEqual([422, E.tooManyPixels]);
    const tiny = await upload(creator, 'product-images', await picture(200, 100));
    expect([tiny.answer.status, await tiny.answer.text()]).toEqual([422, E.tooSmall(320, 240)]);
    const coverTooSmall = await upload(creator, 'thumbnails', await picture(600, 600));
    expect([coverTooSmall.answer.status, await coverTooSmall.answer.text()]).toEqual([422, E.tooSmall(640, 360)]);

    const tooLarge = await fetch(`${api.url}/uploads/product-images`, {
      method: 'POST',
      headers: { ...TUS, ...bearer(creator.token), 'upload-length': String(10 * 1024 * 1024 + 1) },
    });
    expect([tooLarge.status, await tooLarge.text()]).toEqual([413, E.imageTooLarge]);
    const buyer = await api.user();
    const refused = await fetch(`${api.url}/uploads/product-images`, {
      method: 'POST',
      headers: { ...TUS, ...bearer(buyer.token), 'upload-length': '100' },
    });
    expect([refused.status, await refused.text()]).toEqual([403, E.creatorsOnly]);
  });
});

describe('product videos (tus)', () => {
  it('takes MP4 and WebM by their first bytes, refuses the rest, and serves byte ranges', async () => {
    const creator = await api.user('creator');
    const png = await upload(creator, 'product-videos', await picture(400, 300));
    expect([png.answer.status, await png.answer.text()]).toEqual([415, E.notVideo]);
    // An HEIC picture shares MP4's box structure: its brand gives it away.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(100)]);
    expect((await upload(creator, 'product-videos', heic)).answer.status).toBe(415);
    const tooLarge = await fetch(`${api.url}/uploads/product-videos`, {
      method: 'POST',
      headers: { ...TUS, ...bearer(creator.token), 'upload-length': String(100 * 1024 * 1024 + 1) },
    });
    expect([tooLarge.status, await tooLarge.text()]).toEqual([413, E.videoTooLarge]);

    const webmHead = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]);
    const webm = await upload(
      creator,
      'product-videos',
      Buffer.concat([webmHead, Buffer.from('webm'), Buffer.alloc(500)]),
    );
    expect(webm.answer.status).toBe(204);
    expect(webm.answer.headers.get('upload-media-url')).toMatch(/\/[0-9a-f]{16}\.webm$/);

    const { answer } = await upload(creator, 'product-videos', mp4);
    expect(answer.status).toBe(204);
    const url = local(answer.headers.get('upload-media-url') as string);
    const whole = await fetch(url);
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('accept-ranges')]).toEqual([
      200,
      'video/mp4',
      'bytes',
    ]);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);

    const part = await fetch(url, { headers: { range: 'bytes=4-11' } });
    expect([part.status, part.headers.get('content-range'), part.headers.get('content-length')]).toEqual([
      206,
      `bytes 4-11/${mp4.length}`,
      '8',
    ]);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${mp4.length - 10}-${mp4.length - 1}/${mp4.length}`);
    // Every answer read to its end: an unread stream would keep the server's file open after the test.
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    const outside = await fetch(url, { headers: { range: `bytes=${mp4.length}-` } });
    expect([outside.status, outside.headers.get('content-range')]).toEqual([416, `bytes */${mp4.length}`]);
  });
});

describe('saveProduct with media', () => {
  it('sets the cover, a captioned gallery in order and a video with its poster; keeps them when absent', async () => {
    const creator = await api.user('creator');
    const cover = await upload(creator, 'thumbnails', await picture(1600, 900));
    const first = await upload(creator, 'product-images', await picture(800, 600, '#cc3366'));
    const second = await upload(creator, 'product-images', await picture(600, 800, '#33cc66'));
    const video = await upload(creator, 'product-videos', mp4);
    const saved = (
      await save(creator, {
        thumbnailUploadId: cover.uploadId,
        gallery: [
          { uploadId: second.uploadId, caption: 'Màn hình kết quả' },
          { uploadId: first.uploadId, caption: 'Màn hình nhập liệu' },
        ],
        video: { uploadId: video.uploadId, posterUploadId: first.uploadId },
      })
    ).body.result as Product;
    const { media } = saved;
    expect(media.cover).toMatchObject({ width: 1280, height: 720, widths: [320, 640, 960, 1280] });
    const share = await sharp(
      Buffer.from(await (await fetch(local(`${media.cover!.base}-share.jpg`))).arrayBuffer()),
    ).metadata();
    expect([share.width, share.height]).toEqual([1200, 630]);
    expect(media.gallery.map((image) => [image.id, image.caption, image.width, image.height])).toEqual([
      [second.uploadId, 'Màn hình kết quả', 600, 800],
      [first.uploadId, 'Màn hình nhập liệu', 800, 600],
    ]);
    expect(media.video).toMatchObject({ id: video.uploadId, type: 'video/mp4', bytes: mp4.length });
    expect(media.video?.poster?.base).toBe(media.gallery[1].base);

    // Absent keeps; a caption and the order change; the video goes.
    const kept = (await save(creator, { productId: saved.id })).body.result as Product;
    expect(kept.media).toEqual(media);
    const edited = (
      await save(creator, {
        productId: saved.id,
        gallery: [{ uploadId: first.uploadId, caption: 'Nhập liệu' }],
        video: null,
      })
    ).body.result as Product;
    expect(edited.media.gallery.map((image) => image.caption)).toEqual(['Nhập liệu']);
    expect(edited.media.video).toBeNull();
  });

  it('refuses a 9th picture, a missing caption, a foreign or unfinished upload, a picture as the video', async () => {
    const creator = await api.user('creator');
    const other = await api.user('creator');
    const mine = await upload(creator, 'product-images', await picture(800, 600));
    const nine = Array.from({ length: 9 }, (_, i) => ({
      uploadId: `${mine.uploadId.slice(0, -1)}${i}`,
      caption: 'Ảnh',
    }));
    const tooMany = await save(creator, { gallery: nine });
    expect([tooMany.status, tooMany.body.error?.message]).toEqual([400, 'Thư viện có tối đa 8 ảnh.']);
    const noCaption = await save(creator, { gallery: [{ uploadId: mine.uploadId, caption: '  ' }] });
    expect([noCaption.status, noCaption.body.error?.message]).toEqual([400, 'Vui lòng nhập chú thích ảnh.']);
    const missingCaption = await save(creator, { gallery: [{ uploadId: mine.uploadId }] });
    expect(missingCaption.status).toBe(400);
    const foreign = await save(other, { gallery: [{ uploadId: mine.uploadId, caption: 'Ảnh' }] });
    expect([foreign.status, foreign.body.error?.message]).toEqual([403, E.notYours]);
    const unknown = await save(creator, {
      gallery: [{ uploadId: `${mine.uploadId.slice(0, -4)}0000`, caption: 'Ảnh' }],
    });
    expect([unknown.status, unknown.body.error?.message]).toEqual([400, E.imageMissing]);
    const twice = await save(creator, {
      gallery: [
        { uploadId: mine.uploadId, caption: 'Ảnh' },
        { uploadId: mine.uploadId, caption: 'Ảnh' },
      ],
    });
    expect([twice.status, twice.body.error?.message]).toEqual([400, E.duplicateImage]);
    const pictureAsVideo = await save(creator, { video: { uploadId: mine.uploadId } });
    expect([pictureAsVideo.status, pictureAsVideo.body.error?.message]).toEqual([400, E.videoMissing]);
  });

  it('holds new media of a live product for review; the moderator’s acceptance puts them live', async () => {
    const creator = await api.user('creator');
    const admin = await api.user('admin');
    const productId = await api.addProduct(creator.uid, { ...draft });
    const image = await upload(creator, 'product-images', await picture(800, 600));
    const gallery = [{ uploadId: image.uploadId, caption: 'Màn hình chính' }];
    const saved = (await save(creator, { productId, gallery })).body.result as Product;
    expect(saved.media.gallery).toEqual([]);
    expect(saved.pendingChanges?.media?.gallery.map((item) => item.caption)).toEqual(['Màn hình chính']);
    expect(((await api.call('getProduct', { productId })).body.result as Product).media.gallery).toEqual([]);

    const accepted = await api.call('moderateProduct', { productId, decision: 'publish' }, admin.token);
    expect((accepted.body.result as Product).pendingChanges).toBeNull();
    const live = (await api.call('getProduct', { productId })).body.result as Product;
    expect(live.media.gallery.map((item) => [item.id, item.caption])).toEqual([[image.uploadId, 'Màn hình chính']]);
  });
});
