// The seed's pictures: every seeded product gets its own cover (variants and a link-preview picture, served
// like an uploaded one), every seeded account an avatar; a second run draws nothing and a creator's own
// cover is never replaced.
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Product } from '@app/shared/contracts/catalog';
import { products } from '../db/schema';
import { useApi } from '../../test/suite';
import { useUploadsDir } from '../../test/uploads';
import { SEED_ACCOUNTS, SEED_PRODUCTS } from './data';
import { seedMedia } from './media';
import { coverSvg, wrapTitle } from '../features/uploads/drawn';

const api = useApi();
useUploadsDir('seed-media-test');
const local = (url: string) => `${api.url}${new URL(url).pathname}`;

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
  expect(first).toEqual({ covers: SEED_PRODUCTS.length - 1, avatars: SEED_ACCOUNTS.length });
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
  expect(await seedMedia(db, api.config)).toEqual({ covers: 0, avatars: 0 });
  expect(Date.now() - again).toBeLessThan(5_000);
  const rows = await db
    .select({ media: products.media })
    .from(products)
    .where(inArray(products.id, ['viet-bai-chuan-seo']));
  expect(rows[0].media.cover?.base).toBe(bases[seeded.findIndex((item) => item.id === 'viet-bai-chuan-seo')]);
});
