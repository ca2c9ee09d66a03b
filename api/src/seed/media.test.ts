// The seed's media: every seeded product gets its own cover (variants and a link-preview picture, served
// like an uploaded one), every seeded account an avatar, the first lesson its video with a poster; a second run
// stores nothing, and a creator's own cover or an admin's own lesson video is never replaced.
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Product } from '@app/shared/contracts/catalog';
import fs from 'node:fs/promises';
import { ACADEMY_COURSE_ID, type Course, type LessonVideo } from '@app/shared/contracts/academy';
import { lessons, products } from '../db/schema';
import { seedToken } from '../../test/harness';
import { useApi } from '../../test/suite';
import { useUploadsDir, servedAt } from '../../test/uploads';
import { SEED_ACCOUNTS, SEED_PRODUCTS } from './data';
import { seedMedia } from './media';
import { LESSON_VIDEO_FILE } from './lesson-video';
import { coverSvg, wrapTitle } from '../features/uploads/drawn';

const api = useApi();
useUploadsDir('seed-media-test');
const local = (url: string) => servedAt(api.url, url);

it('wraps a title into at most three lines', () => {
  expect(wrapTitle('Trợ lý viết bài chuẩn SEO')).toEqual(['Trợ lý viết bài chuẩn', 'SEO']);
  expect(wrapTitle('một hai ba bốn năm sáu bảy tám chín mười mười một mười hai mười ba', 10)).toHaveLength(3);
  expect(coverSvg({ id: 'a', title: '<b> & "c"', categoryId: 'x' }, 'Danh mục')).toContain(
    '&lt;b&gt; &amp; &quot;c&quot;',
  );
});

it('gives every seeded product a distinct cover and every account an avatar, once', async () => {
  const db = api.app.database.db;
  // A creator who set their own picture keeps it.
  await db.update(products).set({ thumbnailUrl: 'https://cdn.example.vn/own.jpg' }).where(eq(products.id, 'pong-neon'));

  const first = await seedMedia(db, api.config);
  expect(first).toEqual({ covers: SEED_PRODUCTS.length - 1, avatars: SEED_ACCOUNTS.length, videos: 1 });
  // Each seeded product as the catalogue serves it (read one by one: on PostgreSQL the test files share one
  // database, and others' products fill the catalogue's pages).
  const seeded: Product[] = [];
  for (const { id } of SEED_PRODUCTS.filter((product) => product.id !== 'pong-neon')) {
    seeded.push((await api.call('getProduct', { productId: id })).body.result as Product);
  }
  expect(seeded).toHaveLength(SEED_PRODUCTS.length - 1);
  const bases = seeded.map((item) => item.media.cover?.base);
  expect(new Set(bases).size).toBe(seeded.length);
  for (const item of seeded) {
    expect(item.media.cover).toMatchObject({ width: 1280, height: 720, widths: [320, 640, 960, 1280] });
    expect(item.thumbnailUrl).toBe(`${item.media.cover?.base}-1280.jpg`);
  }
  const card = await fetch(local(`${bases[0]}-640.avif`));
  expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/avif']);
  expect((await card.arrayBuffer()).byteLength).toBeGreaterThan(0);
  const share = await sharp(Buffer.from(await (await fetch(local(`${bases[0]}-share.jpg`))).arrayBuffer())).metadata();
  expect([share.width, share.height]).toEqual([1200, 630]);

  const [own] = await db.select().from(products).where(eq(products.id, 'pong-neon'));
  expect([own.thumbnailUrl, own.media.cover]).toEqual(['https://cdn.example.vn/own.jpg', null]);
  const creator = await api.call('getPublicCreatorProfile', { creatorId: 'seed-creator' });
  const photo = (creator.body.result as { creator: { photoURL: string } }).creator.photoURL;
  const avatar = await fetch(local(photo));
  expect([avatar.headers.get('content-type'), (await avatar.arrayBuffer()).byteLength > 0]).toEqual([
    'image/jpeg',
    true,
  ]);

  const again = Date.now();
  expect(await seedMedia(db, api.config)).toEqual({ covers: 0, avatars: 0, videos: 0 });
  expect(Date.now() - again).toBeLessThan(5_000);
  const rows = await db
    .select({ media: products.media })
    .from(products)
    .where(inArray(products.id, ['viet-bai-chuan-seo']));
  expect(rows[0].media.cover?.base).toBe(bases[seeded.findIndex((item) => item.id === 'viet-bai-chuan-seo')]);
});

it('gives the first lesson a short H.264 video with a poster, served from /media with byte ranges, once', async () => {
  const db = api.app.database.db;
  await seedMedia(db, api.config);
  const course = (await api.call('getCourse', { courseId: ACADEMY_COURSE_ID }, await seedToken(api, 'seed-buyer'))).body
    .result as Course;
  const [first, second] = course.lessons;
  expect(first.title).toBe('Bài 1: Tư duy sản phẩm cho chuyên gia');
  expect(second.video).toBeNull();
  const video = first.video as LessonVideo;
  expect(video).toMatchObject({
    type: 'video/mp4',
    poster: { width: 1280, height: 720, widths: [320, 640, 960, 1280] },
  });
  const whole = await fs.readFile(LESSON_VIDEO_FILE);
  expect(whole.length).toBeLessThanOrEqual(400 * 1024);
  const part = await fetch(local(video.url), { headers: { range: 'bytes=0-15' } });
  expect([part.status, part.headers.get('content-range'), part.headers.get('content-type')]).toEqual([
    206,
    `bytes 0-15/${whole.length}`,
    'video/mp4',
  ]);
  // An MP4: its first box is the file type.
  expect(
    Buffer.from(await part.arrayBuffer())
      .subarray(4, 8)
      .toString('latin1'),
  ).toBe('ftyp');
  const poster = await fetch(local(`${video.poster?.base}-640.webp`));
  expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/webp']);

  // An admin's own video stays.
  const own = { ...video, id: 'own-video-id', url: 'https://cdn.example.vn/own.mp4', bytes: 1000 };
  await db.update(lessons).set({ video: own }).where(eq(lessons.id, first.id));
  expect((await seedMedia(db, api.config)).videos).toBe(0);
  const [kept] = await db.select({ video: lessons.video }).from(lessons).where(eq(lessons.id, first.id));
  expect(kept.video?.url).toBe('https://cdn.example.vn/own.mp4');
  // Removed, it comes back as the seed's (as a seeded product's removed cover is drawn again).
  await db.update(lessons).set({ video: null }).where(eq(lessons.id, first.id));
  expect((await seedMedia(db, api.config)).videos).toBe(1);
});
