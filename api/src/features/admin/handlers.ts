// The admin area: product moderation, creator applications, dashboard figures. Admins only; every decision
// writes its audit row (domain/audit.ts) in the same transaction as the change.
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { creatorApplications, products, transactions, users } from '../../db/schema';
import { aborted, notFound } from '../../http/errors';
import { requireRole, type Handler } from '../../http/context';
import { audit } from '../../domain/audit';
import { bumpCatalogVersion } from '../../lib/cache';
import { now } from '../../lib/clock';
import { fold } from '@app/shared/text/fold';
import { applyPendingChanges, awaitsReview } from '../creator-area/changes';
import { listed, selectProducts, toProduct } from '../catalog/products';
import { syncRoleClaims } from './users';
import type { AuditAction } from '@app/shared/contracts/admin';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.admin;

/** What waits for a moderator: new products (pending) and material changes to published ones. */
export const listPendingProducts: Handler<'listPendingProducts'> = async (_input, ctx) => {
  await requireRole(ctx, 'admin');
  const rows = await selectProducts(ctx.db)
    .where(
      or(
        eq(products.status, 'pending'),
        and(
          eq(products.status, 'published'),
          isNotNull(products.pendingChanges),
          sql`${products.pendingChanges}->>'rejectionReason' is null`,
        ),
      ),
    )
    .orderBy(asc(products.updatedAt), asc(products.id));
  return rows.map((row) => toProduct(row, true));
};

type ProductRecord = typeof products.$inferSelect;

/** What the audit log keeps of a product's moderation state (the fields an admin decision changes). */
function moderationState(product: ProductRecord) {
  return {
    status: product.status,
    title: product.title,
    price: product.price,
    rejectionReason: product.rejectionReason,
    pendingChanges: product.pendingChanges,
    publishedAt: product.publishedAt,
  };
}

/**
 * A pending product: publish, or reject with the reason the creator sees. A published product's pending
 * changes: accept (they become the live version) or reject (the live version stays; the reason is kept on
 * the changes). Every write is conditional on what was read, so two admins cannot both decide, and changes
 * the creator replaced meanwhile are never accepted unseen. The decision and its audit row commit together.
 */
export const moderateProduct: Handler<'moderateProduct'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const at = now();
  const publish = input.decision === 'publish';
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(products).where(eq(products.id, input.productId)).limit(1);
    if (!existing) throw notFound(MSG.productNotFound);
    let changed: ProductRecord[];
    let action: AuditAction;
    if (existing.status === 'pending') {
      action = publish ? 'product.publish' : 'product.reject';
      changed = await tx
        .update(products)
        .set(
          publish
            ? { status: 'published', rejectionReason: null, publishedAt: existing.publishedAt ?? at, updatedAt: at }
            : { status: 'rejected', rejectionReason: input.reason ?? null, updatedAt: at },
        )
        .where(and(eq(products.id, existing.id), eq(products.status, 'pending')))
        .returning();
      if (changed.length === 0) throw aborted(MSG.notPending);
    } else if (awaitsReview(existing) && existing.pendingChanges) {
      action = publish ? 'product.accept-changes' : 'product.reject-changes';
      const pending = existing.pendingChanges;
      const accepted = applyPendingChanges(existing, pending);
      changed = await tx
        .update(products)
        .set(
          publish
            ? {
                ...accepted,
                searchText: fold(`${accepted.title} ${existing.description}`),
                pendingChanges: null,
                updatedAt: at,
              }
            : { pendingChanges: { ...pending, rejectionReason: input.reason ?? '' }, updatedAt: at },
        )
        .where(
          and(
            eq(products.id, existing.id),
            eq(products.status, 'published'),
            sql`${products.pendingChanges}->>'submittedAt' = ${pending.submittedAt}`,
            sql`${products.pendingChanges}->>'rejectionReason' is null`,
          ),
        )
        .returning();
      if (changed.length === 0) throw aborted(MSG.productChanged);
    } else {
      throw aborted(MSG.notPending);
    }
    await audit(tx, {
      adminId: admin.uid,
      action,
      objectType: 'product',
      objectId: existing.id,
      reason: input.reason ?? null,
      before: moderationState(existing),
      after: moderationState(changed[0]),
    });
  });
  bumpCatalogVersion();
  const [row] = await selectProducts(ctx.db).where(eq(products.id, input.productId)).limit(1);
  return toProduct(row, true);
};

/**
 * Takes a live product off sale with a reason the creator sees on /creator/products (it becomes 'rejected':
 * they may edit it and send it for review again). publishedAt stays, and buyers who own it keep access
 * (catalog/handlers.ts getProduct, the library); pending changes are dropped with the live version.
 */
export const unpublishProduct: Handler<'unpublishProduct'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const at = now();
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(products).where(eq(products.id, input.productId)).limit(1);
    if (!existing) throw notFound(MSG.productNotFound);
    if (existing.status !== 'published') throw aborted(MSG.notPublished);
    const [changed] = await tx
      .update(products)
      .set({ status: 'rejected', rejectionReason: input.reason, pendingChanges: null, updatedAt: at })
      .where(and(eq(products.id, existing.id), eq(products.status, 'published')))
      .returning();
    // Someone else decided in between (archived by the creator, unpublished by another admin).
    if (!changed) throw aborted(MSG.notPublished);
    await audit(tx, {
      adminId: admin.uid,
      action: 'product.unpublish',
      objectType: 'product',
      objectId: existing.id,
      reason: input.reason,
      before: moderationState(existing),
      after: moderationState(changed),
    });
  });
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
    sampleIdea: application.sampleIdea,
    status: application.status,
    rejectionReason: application.rejectionReason,
    createdAt: application.createdAt.toISOString(),
  }));
};

/**
 * Approving grants the creator role in the database (what every role check reads) and as a Firebase custom
 * claim; the user stays signed in — the client refreshes its ID token to pick the claim up. Rejecting needs
 * a reason, shown on /become-a-creator. Who decided is recorded, in the application and the audit log (one
 * transaction); the claim is set after the commit (never an outside call inside a transaction).
 */
export const reviewCreatorApplication: Handler<'reviewCreatorApplication'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const at = now();
  const approved = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(creatorApplications)
      .set({
        status,
        reviewedAt: at,
        reviewedBy: admin.uid,
        rejectionReason: status === 'rejected' ? (input.reason ?? null) : null,
      })
      .where(and(eq(creatorApplications.id, input.applicationId), eq(creatorApplications.status, 'pending')))
      .returning({ userId: creatorApplications.userId });
    if (!changed) return null;
    let roles: { before: string[]; after: string[] } | null = null;
    if (status === 'approved') {
      const [before] = await tx.select({ roles: users.roles }).from(users).where(eq(users.uid, changed.userId));
      const [after] = await tx
        .update(users)
        .set({ roles: sql`array_append(array_remove(${users.roles}, 'creator'), 'creator')`, updatedAt: at })
        .where(eq(users.uid, changed.userId))
        .returning({ roles: users.roles });
      roles = { before: before?.roles ?? [], after: after?.roles ?? ['creator'] };
    }
    await audit(tx, {
      adminId: admin.uid,
      action: status === 'approved' ? 'application.approve' : 'application.reject',
      objectType: 'application',
      objectId: input.applicationId,
      reason: input.reason ?? null,
      before: { status: 'pending', userId: changed.userId, roles: roles?.before },
      after: {
        status,
        userId: changed.userId,
        rejectionReason: status === 'rejected' ? (input.reason ?? null) : null,
        roles: roles?.after,
      },
    });
    return { userId: changed.userId, roles: roles?.after ?? null };
  });
  if (!approved) {
    const [exists] = await ctx.db
      .select({ id: creatorApplications.id })
      .from(creatorApplications)
      .where(eq(creatorApplications.id, input.applicationId))
      .limit(1);
    throw exists ? aborted(MSG.applicationReviewed) : notFound(MSG.applicationNotFound);
  }
  if (approved.roles) {
    bumpCatalogVersion();
    await syncRoleClaims(ctx, approved.userId, approved.roles);
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
        published: sql<number>`count(*) filter (where ${listed()})::int`,
        // New products and changes to published ones, as listPendingProducts lists them.
        pending: sql<number>`count(*) filter (where ${products.status} = 'pending' or (${products.status} = 'published' and ${products.pendingChanges} is not null and ${products.pendingChanges}->>'rejectionReason' is null))::int`,
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
