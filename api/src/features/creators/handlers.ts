// getAllCreators, getPublicCreatorProfile, submitCreatorApplication, getMyCreatorApplication.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { creatorApplications, products, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/client';
import { aborted, notFound } from '../../http/errors';
import { requireUser, type CallContext, type Handler } from '../../http/context';
import { cached } from '../../lib/cache';
import { now } from '../../lib/clock';
import { uuid } from '../../lib/ids';
import { listed, revealAppUrls, selectProducts, toProduct } from '../catalog/products';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.creators;

/** A creator the public sees: a suspended one is not found, like their products. */
const isCreator = sql`'creator' = any(${users.roles}) and ${users.suspendedAt} is null`;

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
      .where(isCreator)
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
    .where(and(eq(users.uid, creatorId), isCreator))
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

/** One open application per user; after a rejection the user may apply again (a new application). */
export const submitCreatorApplication: Handler<'submitCreatorApplication'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  if (user.roles.includes('creator')) throw aborted(MSG.alreadyCreator);
  const id = uuid();
  try {
    const [row] = await ctx.db
      .insert(creatorApplications)
      .values({
        id,
        userId: user.uid,
        displayName: input.displayName,
        expertise: input.expertise,
        bio: input.bio,
        portfolioUrl: input.portfolioUrl ?? null,
        phone: input.phone ?? null,
        sampleIdea: input.sampleIdea,
        createdAt: now(),
      })
      .returning();
    return { applicationId: row.id, status: row.status, submittedAt: row.createdAt.toISOString() };
  } catch (error) {
    // The partial unique index allows one open application per user.
    if (isUniqueViolation(error)) throw aborted(MSG.applicationPending);
    throw error;
  }
};

/** /become-a-creator: the caller's role (from the database, fresher than a token) and latest application. */
export const getMyCreatorApplication: Handler<'getMyCreatorApplication'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(creatorApplications)
    .where(eq(creatorApplications.userId, user.uid))
    .orderBy(desc(creatorApplications.createdAt), desc(creatorApplications.id))
    .limit(1);
  return {
    isCreator: user.roles.includes('creator'),
    application: row
      ? {
          id: row.id,
          status: row.status,
          displayName: row.displayName,
          expertise: row.expertise,
          bio: row.bio,
          portfolioUrl: row.portfolioUrl,
          phone: row.phone,
          sampleIdea: row.sampleIdea,
          submittedAt: row.createdAt.toISOString(),
          reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
          rejectionReason: row.rejectionReason,
        }
      : null,
  };
};
