// getAllCreators, getPublicCreatorProfile: the creators the public sees, with their listed products.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { products, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type CallContext, type Handler } from '../../http/context';
import { cached } from '../../lib/cache';
import { listed, revealAppUrls, selectProducts, toProduct } from '../catalog/products';
import { serverMessages } from '@app/shared/messages/server';

const MSG = serverMessages.creators;

/** A creator the public sees: a suspended one is not found, like their products. */
export const isPublicCreator = sql`'creator' = any(${users.roles}) and ${users.suspendedAt} is null`;

/** Public list (loaded on app start): creators and their published product counts. */
export const getAllCreators: Handler<'getAllCreators'> = (_input, ctx) =>
  cached(ctx.catalogCache, 'getAllCreators', null, () =>
    ctx.db
      .select({
        uid: users.uid,
        displayName: users.displayName,
        photoURL: users.photoURL,
        bio: users.bio,
        productCount: sql<number>`count(${products.id})::int`,
      })
      .from(users)
      .leftJoin(products, and(eq(products.creatorId, users.uid), listed()))
      .where(isPublicCreator)
      .groupBy(users.uid)
      .orderBy(asc(users.displayName), asc(users.uid)),
  );

export const getPublicCreatorProfile: Handler<'getPublicCreatorProfile'> = async (input, ctx) => {
  // The cached profile is the public one (no paid links); the viewer's own links are added per call.
  const profile = await cached(ctx.catalogCache, 'getPublicCreatorProfile', input.creatorId, () =>
    loadCreatorProfile(input.creatorId, ctx),
  );
  return { ...profile, products: await revealAppUrls(ctx.db, ctx.auth, profile.products) };
};

async function loadCreatorProfile(creatorId: string, ctx: CallContext) {
  const [creator] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.uid, creatorId), isPublicCreator))
    .limit(1);
  if (!creator) throw notFound(MSG.creatorNotFound);
  const items = await selectProducts(ctx.db)
    .where(and(eq(products.creatorId, creator.uid), listed()))
    .orderBy(desc(products.createdAt), asc(products.id));
  return {
    creator: {
      uid: creator.uid,
      displayName: creator.displayName,
      photoURL: creator.photoURL,
      bio: creator.bio,
      productCount: items.length,
      joinedAt: creator.createdAt.toISOString(),
    },
    products: await revealAppUrls(
      ctx.db,
      ctx.auth,
      items.map((row) => toProduct(row)),
    ),
  };
}
