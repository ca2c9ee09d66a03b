// The admin area: product moderation, creator applications, dashboard figures. Admins only.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { creatorApplications, products, transactions, users } from '../../db/schema';
import { aborted, notFound } from '../../http/errors';
import { requireRole, type Handler } from '../../http/context';
import { bumpCatalogVersion } from '../../lib/cache';
import { selectProducts, toProduct } from '../catalog/products';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.admin;

export const listPendingProducts: Handler<'listPendingProducts'> = async (_input, ctx) => {
  await requireRole(ctx, 'admin');
  const rows = await selectProducts(ctx.db)
    .where(eq(products.status, 'pending'))
    .orderBy(asc(products.updatedAt), asc(products.id));
  return rows.map((row) => toProduct(row, true));
};

export const moderateProduct: Handler<'moderateProduct'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const now = new Date();
  const status = input.decision === 'publish' ? 'published' : 'rejected';
  // Conditional update: only a pending product changes, so two admins cannot both decide.
  const changed = await ctx.db
    .update(products)
    .set({ status, updatedAt: now, ...(status === 'published' ? { publishedAt: now } : {}) })
    .where(and(eq(products.id, input.productId), eq(products.status, 'pending')))
    .returning({ id: products.id });
  if (changed.length === 0) {
    const [exists] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId))
      .limit(1);
    throw exists ? aborted(MSG.notPending) : notFound(MSG.productNotFound);
  }
  bumpCatalogVersion();
  const [row] = await selectProducts(ctx.db).where(eq(products.id, input.productId)).limit(1);
  return toProduct(row, true);
};

export const listCreatorApplications: Handler<'listCreatorApplications'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const rows = await ctx.db
    .select({ application: creatorApplications, email: users.email })
    .from(creatorApplications)
    .innerJoin(users, eq(users.uid, creatorApplications.userId))
    .where(input?.status ? eq(creatorApplications.status, input.status) : undefined)
    .orderBy(desc(creatorApplications.createdAt), asc(creatorApplications.id));
  return rows.map(({ application, email }) => ({
    id: application.id,
    userId: application.userId,
    email,
    displayName: application.displayName,
    expertise: application.expertise,
    bio: application.bio,
    portfolioUrl: application.portfolioUrl,
    phone: application.phone,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
  }));
};

/** Approving grants the creator role (in the database and as a Firebase custom claim). */
export const reviewCreatorApplication: Handler<'reviewCreatorApplication'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const userId = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(creatorApplications)
      .set({ status, reviewedAt: new Date() })
      .where(and(eq(creatorApplications.id, input.applicationId), eq(creatorApplications.status, 'pending')))
      .returning({ userId: creatorApplications.userId });
    if (!changed) return null;
    if (status === 'approved') {
      await tx
        .update(users)
        .set({ roles: sql`array_append(array_remove(${users.roles}, 'creator'), 'creator')`, updatedAt: new Date() })
        .where(eq(users.uid, changed.userId));
    }
    return changed.userId;
  });
  if (!userId) {
    const [exists] = await ctx.db
      .select({ id: creatorApplications.id })
      .from(creatorApplications)
      .where(eq(creatorApplications.id, input.applicationId))
      .limit(1);
    throw exists ? aborted(MSG.applicationReviewed) : notFound(MSG.applicationNotFound);
  }
  if (status === 'approved') {
    bumpCatalogVersion();
    const [row] = await ctx.db.select({ roles: users.roles }).from(users).where(eq(users.uid, userId)).limit(1);
    await ctx.identity.auth
      .setCustomUserClaims(userId, { roles: row?.roles ?? ['creator'] })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'could not set the creator claim'));
  }
  return { applicationId: input.applicationId, status };
};

export const getAdminStats: Handler<'getAdminStats'> = async (_input, ctx) => {
  await requireRole(ctx, 'admin');
  const [[people], [catalogue], [pendingApplications], [money]] = await Promise.all([
    ctx.db
      .select({
        users: sql<number>`count(*)::int`,
        creators: sql<number>`count(*) filter (where 'creator' = any(${users.roles}))::int`,
      })
      .from(users),
    ctx.db
      .select({
        published: sql<number>`count(*) filter (where ${products.status} = 'published')::int`,
        pending: sql<number>`count(*) filter (where ${products.status} = 'pending')::int`,
      })
      .from(products),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creatorApplications)
      .where(eq(creatorApplications.status, 'pending')),
    ctx.db
      .select({
        paid: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${transactions.price}), 0)::bigint`.mapWith(Number),
      })
      .from(transactions)
      .where(eq(transactions.status, 'paid')),
  ]);
  return {
    users: people?.users ?? 0,
    creators: people?.creators ?? 0,
    publishedProducts: catalogue?.published ?? 0,
    pendingProducts: catalogue?.pending ?? 0,
    pendingApplications: pendingApplications?.n ?? 0,
    paidTransactions: money?.paid ?? 0,
    revenue: money?.revenue ?? 0,
  };
};
