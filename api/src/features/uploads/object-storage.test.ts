// Every upload in an S3-compatible bucket (S3_*): a real s3rver in this process (test/s3.ts). The tus uploads
// go through @tus/s3-store (a chunk, then the rest after asking the offset), the kept files — avatars,
// thumbnails, the responsive variants, videos — are objects of the bucket served by the API (video by byte
// range), nothing lands on the disk, and the sweep removes abandoned uploads from the bucket.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Course } from '@app/shared/contracts/academy';
import type { Product } from '@app/shared/contracts/catalog';
import { addCourse, enrol } from '../../../test/academy';
import { userRow } from '../../../test/harness';
import { startLocalS3, type LocalS3 } from '../../../test/s3';
import { useApi, withApi } from '../../../test/suite';
import { bearer, TUS, uploadWhole, useUploadsDir, servedAt } from '../../../test/uploads';
import { AVATAR_SIZE } from './avatars';
import { sniffImage } from './image';
import { UPLOAD_EXPIRY_MS } from './tus';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
const api = useApi(() => ({ publicApiUrl: 'https://api.example.vn', s3: s3.settings }));
const uploads = useUploadsDir('object-storage-test');
afterAll(async () => {
  await s3?.stop();
});

const local = (url: string) => servedAt(api.url, url);
const picture = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), randomBytes(6000)]);

function randomBytes(size: number): Buffer {
  return Buffer.from(Array.from({ length: size }, (_, index) => (index * 31 + 7) % 251));
}

async function create(token: string, kind: string, size: number) {
  const created = await fetch(`${api.url}/uploads/${kind}`, {
    method: 'POST',
    headers: { ...TUS, ...bearer(token), 'upload-length': String(size) },
  });
  expect(created.status).toBe(201);
  return created.headers.get('location') as string;
}

const patch = (location: string, token: string, offset: number, body: Buffer) =>
  fetch(new URL(location, api.url), {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...bearer(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
  });

const head = (location: string, token: string) =>
  fetch(new URL(location, api.url), { method: 'HEAD', headers: { ...TUS, ...bearer(token) } });

/** Nothing of a finished upload is left in the bucket but what the API keeps. */
async function expectNoTusLeftovers(uploadId: string) {
  const keys = await s3.keys();
  expect(keys.filter((key) => key.startsWith(uploadId))).toEqual([]);
  expect((await s3.multipartUploads()).filter((upload) => upload.key === uploadId)).toEqual([]);
}

/** The cover uploaded by the cover test, reused by the S3_PUBLIC_URL test. */
let coverUploadId = '';

describe('uploads in an S3-compatible bucket', () => {
  it('an avatar sent in two chunks (the second after asking the offset) is kept and served from the bucket', async () => {
    const user = await api.user();
    const file = await picture(400, 400);
    const location = await create(user.token, 'avatars', file.length);
    const uploadId = location.split('/').pop() as string;
    const half = Math.floor(file.length / 2);
    expect((await patch(location, user.token, 0, file.subarray(0, half))).status).toBe(204);
    // Waiting in the bucket, not on this instance's disk.
    expect((await s3.multipartUploads()).map((upload) => upload.key)).toContain(uploadId);
    const offset = Number((await head(location, user.token)).headers.get('upload-offset'));
    expect(offset).toBe(half);
    const done = await patch(location, user.token, offset, file.subarray(offset));
    expect(done.status).toBe(204);
    const photoURL = done.headers.get('upload-photo-url') as string;
    expect(photoURL).toMatch(new RegExp(`^https://api\\.example\\.vn/avatars/${user.uid}/avatar\\.jpg\\?v=\\d+$`));
    expect((await userRow(api, user.uid)).photoURL).toBe(photoURL);

    expect(await s3.keys()).toContain(`avatars/${user.uid}/avatar.jpg`);
    const served = await fetch(local(photoURL));
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=300');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(sniffImage(bytes)).toBe('image/jpeg');
    expect(await sharp(bytes).metadata()).toMatchObject({ width: AVATAR_SIZE, height: AVATAR_SIZE });
    await expectNoTusLeftovers(uploadId);
    expect(fs.existsSync(path.join(uploads, 'avatars'))).toBe(false);
    expect(fs.existsSync(path.join(uploads, 'tus'))).toBe(false);
  });

  it('a cover is re-encoded into its thumbnail and variants in the bucket, and saveProduct finds it there', async () => {
    const creator = await api.user('creator');
    const { uploadId, answer } = await uploadWhole(api.url, creator.token, 'thumbnails', await picture(1280, 720));
    expect(answer.status).toBe(204);
    coverUploadId = uploadId;
    const keys = await s3.keys();
    expect(keys).toContain(`thumbnails/${uploadId}.jpg`);
    expect(keys).toContain(`media/${uploadId}/manifest.json`);
    const variants = keys.filter((key) => key.startsWith(`media/${uploadId}/`) && !key.endsWith('manifest.json'));
    // 4 widths × AVIF, WebP, JPEG, and the link-preview picture.
    expect(variants).toHaveLength(13);
    for (const key of [`thumbnails/${uploadId}.jpg`, variants.find((name) => name.endsWith('-640.webp')) as string]) {
      const served = await fetch(`${api.url}/${key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(
        key.startsWith('media/') ? 640 : 1280,
      );
    }
    const saved = await api.call(
      'saveProduct',
      {
        title: 'Ảnh trong kho',
        description: 'Mô tả',
        price: 10_000,
        categoryId: 'lap-trinh',
        thumbnailUploadId: uploadId,
      },
      creator.token,
    );
    expect((saved.body.result as Product).thumbnailUrl).toBe(`https://api.example.vn/thumbnails/${uploadId}.jpg`);
    await expectNoTusLeftovers(uploadId);
  });

  it('a video is kept as sent and served by byte range from the bucket', async () => {
    const creator = await api.user('creator');
    const { uploadId, answer } = await uploadWhole(api.url, creator.token, 'product-videos', mp4);
    expect(answer.status).toBe(204);
    const url = answer.headers.get('upload-media-url') as string;
    expect(await s3.keys()).toContain(new URL(url).pathname.slice(1));
    const whole = await fetch(local(url));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);
    const part = await fetch(local(url), { headers: { range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(100, 1100))).toBe(true);
    const outside = await fetch(local(url), { headers: { range: `bytes=${mp4.length}-` } });
    expect(outside.status).toBe(416);
    await expectNoTusLeftovers(uploadId);
  });

  it('abandoned uploads are swept from the bucket a day after they began, not before', async () => {
    const user = await api.user();
    const file = await picture(300, 300);
    const location = await create(user.token, 'avatars', file.length);
    const uploadId = location.split('/').pop() as string;
    expect((await patch(location, user.token, 0, file.subarray(0, 1000))).status).toBe(204);
    // Its age as the bucket reports it (the multipart upload's start), which is what the sweep reads.
    await s3.age(uploadId, UPLOAD_EXPIRY_MS - 60_000);
    await api.app.uploads.sweepExpired();
    expect((await head(location, user.token)).status).toBe(200);
    expect((await s3.keys()).filter((key) => key.startsWith(uploadId))).toEqual([
      `${uploadId}.info`,
      `${uploadId}.part`,
    ]);
    await s3.age(uploadId, UPLOAD_EXPIRY_MS + 60_000);
    expect(await api.app.uploads.sweepExpired()).toBeGreaterThan(0);
    expect((await head(location, user.token)).status).toBe(404);
    await expectNoTusLeftovers(uploadId);
  });

  it('with S3_PUBLIC_URL (a CDN in front of the bucket) files are redirected there', async () => {
    const uploadId = coverUploadId;
    const creator = await api.user('creator');
    const variant = (await s3.keys()).find((key) => key.startsWith(`media/${uploadId}/`) && key.endsWith('-320.jpg'));
    await withApi({ s3: { ...s3.settings, publicUrl: 'https://cdn.example.vn' } }, async (cdn) => {
      const media = await fetch(`${cdn.url}/${variant}`, { redirect: 'manual' });
      expect(media.status).toBe(301);
      expect(media.headers.get('location')).toBe(`https://cdn.example.vn/${variant}`);
      const thumbnail = await fetch(`${cdn.url}/thumbnails/${uploadId}.jpg`, { redirect: 'manual' });
      expect(thumbnail.status).toBe(302);
      expect(thumbnail.headers.get('location')).toBe(`https://cdn.example.vn/thumbnails/${uploadId}.jpg`);
      expect(thumbnail.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${cdn.url}/thumbnails/${creator.uid}_000000000000000000000000.jpg`)).status).toBe(404);
    });
  });

  it('with S3_PUBLIC_URL a lesson video is still streamed by the API, at its signed address only', async () => {
    await withApi({ s3: { ...s3.settings, publicUrl: 'https://cdn.example.vn' } }, async (cdn) => {
      const admin = await cdn.user('admin');
      const video = await uploadWhole(cdn.url, admin.token, 'product-videos', mp4);
      const poster = await uploadWhole(cdn.url, admin.token, 'product-images', await picture(1280, 720));
      const course = await addCourse(cdn);
      const set = await cdn.call(
        'setLessonVideo',
        {
          courseId: course.courseId,
          lessonId: course.lessonIds[0],
          video: { uploadId: video.uploadId, posterUploadId: poster.uploadId },
        },
        admin.token,
      );
      expect(set.status).toBe(200);
      const learner = await cdn.user();
      await enrol(cdn, learner, course);
      const read = await cdn.call('getCourse', { courseId: course.courseId }, learner.token);
      const url = (read.body.result as Course).lessons[0].video!.url;
      const address = `${cdn.url}${new URL(url).pathname}${new URL(url).search}`;
      const part = await fetch(address, { redirect: 'manual', headers: { range: 'bytes=100-1099' } });
      expect([part.status, part.headers.get('location'), part.headers.get('cache-control')]).toEqual([
        206,
        null,
        expect.stringMatching(/^private, max-age=\d+$/),
      ]);
      expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(100, 1100))).toBe(true);
      const bare = await fetch(address.split('?')[0], { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([404, null]);
      await bare.arrayBuffer();
    });
  });
});
