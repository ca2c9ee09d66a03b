// Product thumbnails: a tus upload of the creator's, re-encoded to a 1280×720 JPEG, then named by its
// upload id in saveProduct (the server checks the owner and that it finished).
import sharp from 'sharp';
import type { Product } from '@app/shared/contracts/catalog';
import type { TestUser } from '../../../test/harness';
import { useApi, withApi } from '../../../test/suite';
import { bearer, TUS, uploadWhole, useUploadsDir } from '../../../test/uploads';
import { UPLOAD_MSG } from './avatars';
import { sniffImage } from './image';
import { THUMBNAIL_HEIGHT, THUMBNAIL_MAX_BYTES, THUMBNAIL_WIDTH } from './thumbnails';

const api = useApi({ publicApiUrl: 'https://api.example.vn' });
useUploadsDir('thumbnails-test');
let picture: Buffer;
beforeAll(async () => {
  picture = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});

async function create(token: string, size: number) {
  return fetch(`${api.url}/uploads/thumbnails`, {
    method: 'POST',
    headers: { ...TUS, ...bearer(token), 'upload-length': String(size) },
  });
}

/** Creates and sends the whole file in one PATCH; resolves to the upload id and the last answer. */
const upload = (user: TestUser, file: Buffer) => uploadWhole(api.url, user.token, 'thumbnails', file);

const product = { title: 'Ảnh thử', description: 'Mô tả', price: 10_000, categoryId: 'lap-trinh' };

describe('thumbnail uploads (tus)', () => {
  it('re-encodes to a 1280×720 JPEG served immutably, and saveProduct sets, keeps and removes it', async () => {
    const creator = await api.user('creator');
    const { uploadId, answer } = await upload(creator, picture);
    expect(answer.status).toBe(204);
    const url = `https://api.example.vn/thumbnails/${uploadId}.jpg`;
    expect(answer.headers.get('upload-thumbnail-url')).toBe(url);

    const served = await fetch(`${api.url}/thumbnails/${uploadId}.jpg`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(sniffImage(bytes)).toBe('image/jpeg');
    expect(await sharp(bytes).metadata()).toMatchObject({
      width: THUMBNAIL_WIDTH,
      height: THUMBNAIL_HEIGHT,
      format: 'jpeg',
    });

    const saved = (await api.call('saveProduct', { ...product, thumbnailUploadId: uploadId }, creator.token)).body
      .result as Product;
    expect(saved.thumbnailUrl).toBe(url);
    const kept = await api.call('saveProduct', { ...product, productId: saved.id }, creator.token);
    expect((kept.body.result as Product).thumbnailUrl).toBe(url);
    const removed = await api.call(
      'saveProduct',
      { ...product, productId: saved.id, thumbnailUploadId: null },
      creator.token,
    );
    expect((removed.body.result as Product).thumbnailUrl).toBeNull();
  });

  it("refuses another user's upload id, an unfinished one and an unknown one in saveProduct", async () => {
    const owner = await api.user('creator');
    const other = await api.user('creator');
    const { uploadId } = await upload(owner, picture);
    const foreign = await api.call('saveProduct', { ...product, thumbnailUploadId: uploadId }, other.token);
    expect([foreign.status, foreign.body.error?.message]).toEqual([
      403,
      'Bạn chỉ có thể dùng ảnh do chính mình tải lên.',
    ]);

    const unfinished = ((await create(owner.token, 1000)).headers.get('location') as string).split('/').pop();
    for (const id of [unfinished, 'khongphaimataiien']) {
      const answer = await api.call('saveProduct', { ...product, thumbnailUploadId: id }, owner.token);
      expect([answer.status, answer.body.error?.message]).toEqual([
        400,
        'Không tìm thấy ảnh đại diện sản phẩm. Vui lòng tải ảnh lên lại.',
      ]);
    }
    const malformed = await api.call('saveProduct', { ...product, thumbnailUploadId: '../../etc/passwd' }, owner.token);
    expect(malformed.status).toBe(400);
  });

  it('refuses what is not a picture (magic bytes, then decoding), with the Vietnamese message', async () => {
    const creator = await api.user('creator');
    for (const file of [
      Buffer.from('%PDF-1.7 not an image at all'),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>x()</script>')]),
    ]) {
      const { uploadId, answer } = await upload(creator, file);
      expect(answer.status).toBe(415);
      expect(await answer.text()).toBe(UPLOAD_MSG.notImage);
      expect((await fetch(`${api.url}/thumbnails/${uploadId}.jpg`)).status).toBe(404);
    }
  });

  it('refuses more than 5 MB, non-creators, and serves nothing for unknown names', async () => {
    const creator = await api.user('creator');
    const tooLarge = await create(creator.token, THUMBNAIL_MAX_BYTES + 1);
    expect([tooLarge.status, await tooLarge.text()]).toEqual([413, 'Ảnh đại diện sản phẩm không được lớn hơn 5 MB.']);
    const buyer = await api.user();
    const refused = await create(buyer.token, 100);
    expect([refused.status, await refused.text()]).toEqual([403, 'Chỉ nhà sáng tạo mới tải được ảnh sản phẩm.']);
    for (const name of ['abc.jpg', '..%2F..%2Fetc%2Fpasswd', `${'ab'.repeat(4)}_${'0'.repeat(24)}.jpg`]) {
      expect((await fetch(`${api.url}/thumbnails/${name}`)).status).toBe(404);
    }
  });
});

describe('thumbnail uploads and the per-user rate limit', () => {
  it('counts every tus request against the user', async () => {
    await withApi({ rateLimit: { windowMs: 60_000, perIp: 0, perUser: 1 } }, async (limited) => {
      const creator = await limited.user('creator');
      const post = () =>
        fetch(`${limited.url}/uploads/thumbnails`, {
          method: 'POST',
          headers: { ...TUS, ...bearer(creator.token), 'upload-length': '100' },
        });
      expect((await post()).status).toBe(201);
      const second = await post();
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
