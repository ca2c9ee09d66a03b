// Pictures for the seed: every seeded product gets a cover (responsive variants and a link-preview picture,
// made the way an uploaded cover is), every seeded account an avatar, and the first lesson its video
// (./lesson-video.ts). Idempotent and cheap once done: a
// picture already in the store is not drawn again, and a product or account that has its own picture (its
// creator changed it) is never overwritten.
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { products, users } from '../db/schema';
import { bumpCatalogVersion } from '../lib/cache';
import { AVATAR_CACHE, avatarKey } from '../features/uploads/avatars';
import { mediaImage, mediaStorage, readManifest, uploadStorage, writeManifest } from '../features/uploads/media';
import { COVER_SHAPE, storeImageVariants, type StoredImage } from '../features/uploads/variants';
import { avatarSvg, coverSvg } from '../features/uploads/drawn';
import { SEED_ACCOUNTS, SEED_CATEGORIES, SEED_PRODUCTS } from './data';
import { seedLessonVideo } from './lesson-video';

type MediaConfig = Pick<Config, 'publicApiUrl' | 'dataDir' | 'databaseUrl' | 's3'>;

async function seedCover(config: MediaConfig, product: (typeof SEED_PRODUCTS)[number]): Promise<StoredImage> {
  const storage = mediaStorage(config);
  const folder = `seed-${product.id}`;
  const known = await readManifest(storage, folder);
  if (known && known.kind === 'cover') {
    const last = `${known.image.base}-${known.image.widths[known.image.widths.length - 1]}.jpg`;
    if ((await storage.size(last)) !== null) return known.image;
  }
  const categoryName = SEED_CATEGORIES.find((category) => category.id === product.categoryId)?.name ?? '';
  const svg = Buffer.from(coverSvg(product, categoryName));
  const image = await storeImageVariants(storage, folder, svg, COVER_SHAPE, { share: true });
  await writeManifest(storage, folder, { kind: 'cover', image });
  return image;
}

/** Draws what is missing; resolves to how many products and accounts got a picture now, and lessons a video. */
export async function seedMedia(
  db: Db,
  config: MediaConfig,
): Promise<{ covers: number; avatars: number; videos: number }> {
  // Only seeded rows still on their seed picture (or none): a creator's own picture is never touched.
  const seedCoverUrl = `${config.publicApiUrl}/media/seed-%`;
  const waiting = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          SEED_PRODUCTS.map((product) => product.id),
        ),
        or(isNull(products.thumbnailUrl), like(products.thumbnailUrl, seedCoverUrl)),
      ),
    );
  let covers = 0;
  for (const product of SEED_PRODUCTS.filter((item) => waiting.some((row) => row.id === item.id))) {
    const image = await seedCover(config, product);
    const cover = mediaImage(config, image);
    const thumbnailUrl = `${cover.base}-${image.width}.jpg`;
    const changed = await db
      .update(products)
      .set({ media: sql`jsonb_set(${products.media}, '{cover}', ${JSON.stringify(cover)}::jsonb)`, thumbnailUrl })
      .where(and(eq(products.id, product.id), sql`${products.thumbnailUrl} is distinct from ${thumbnailUrl}`))
      .returning({ id: products.id });
    covers += changed.length;
  }
  // Cached catalogue answers must show the new covers.
  if (covers > 0) bumpCatalogVersion();

  let avatars = 0;
  const storage = uploadStorage(config);
  const accounts = await db
    .select({ uid: users.uid, photoURL: users.photoURL })
    .from(users)
    .where(
      inArray(
        users.uid,
        SEED_ACCOUNTS.map((account) => account.uid),
      ),
    );
  for (const account of SEED_ACCOUNTS) {
    const photoURL = `${config.publicApiUrl}/avatars/${encodeURIComponent(account.uid)}/avatar.jpg`;
    const row = accounts.find((item) => item.uid === account.uid);
    if (!row || (row.photoURL !== null && row.photoURL !== photoURL)) continue;
    const key = avatarKey(account.uid) as string;
    if ((await storage.size(key)) === null) {
      const picture = await sharp(Buffer.from(avatarSvg(account.uid, account.displayName)))
        .jpeg({ quality: 85 })
        .toBuffer();
      await storage.put(key, picture, { cacheControl: AVATAR_CACHE });
    }
    if (row.photoURL === null) {
      await db
        .update(users)
        .set({ photoURL })
        .where(and(eq(users.uid, account.uid), isNull(users.photoURL)));
      avatars += 1;
    }
  }
  return { covers, avatars, videos: await seedLessonVideo(db, config) };
}
