// Product moderation (admins only): what waits for review, publish or reject, unpublish. Every decision writes its
// audit row (domain/audit.ts) in the same transaction as the change.
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { categories, products } from '../../db/schema';
import { aborted, notFound } from '../../http/errors';
import { requireRole, type CallContext, type Handler } from '../../http/context';
import type { Tx } from '../../db/client';
import { audit } from '../../domain/audit';
import { notify } from '../../domain/notifications/notify';
import { bumpCatalogVersion } from '../../lib/cache';
import { now } from '../../lib/clock';
import { fold } from '@app/shared/text/fold';
import { applyPendingChanges, awaitsReview } from '../creator-area/changes';
import { coverSvg } from '../uploads/drawn';
import { mediaImage, mediaStorage, writeManifest } from '../uploads/media';
import { COVER_SHAPE, storeImageVariants } from '../uploads/variants';
import { selectProducts, toProduct } from '../catalog/products';
import type { AuditAction } from '@app/shared/contracts/admin';
import { serverMessages } from '@app/shared/messages/server';

const MSG = serverMessages.admin;

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
    demoType: product.demoType,
    demoUrl: product.demoUrl,
    rejectionReason: product.rejectionReason,
    pendingChanges: product.pendingChanges,
    publishedAt: product.publishedAt,
  };
}

/**
 * The creator hears a moderator's decision, in its transaction: publication, rejection, changes accepted or
 * rejected, a live product taken off sale (each refusal with its reason). A product goes back and forth
 * (rejected, edited, sent again), so each decision is its own event, keyed by its instant.
 */
async function notifyDecision(tx: Tx, action: AuditAction, product: ProductRecord, at: Date, reason: string) {
  const base = { userId: product.creatorId, facts: { productId: product.id, title: product.title } };
  const key = (what: string) => `product:${product.id}:${what}:${at.toISOString()}`;
  if (action === 'product.publish') {
    await notify(tx, { ...base, kind: 'productPublished', eventKey: key('published') });
  } else if (action === 'product.reject') {
    await notify(tx, {
      ...base,
      kind: 'productRejected',
      eventKey: key('rejected'),
      facts: { ...base.facts, reason },
    });
  } else if (action === 'product.accept-changes') {
    await notify(tx, { ...base, kind: 'materialChangeApproved', eventKey: key('changes-accepted') });
  } else if (action === 'product.reject-changes') {
    await notify(tx, {
      ...base,
      kind: 'materialChangeRejected',
      eventKey: key('changes-rejected'),
      facts: { ...base.facts, reason },
    });
  } else if (action === 'product.unpublish') {
    await notify(tx, {
      ...base,
      kind: 'productUnpublished',
      eventKey: key('unpublished'),
      facts: { ...base.facts, reason },
    });
  }
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
  const drawn = publish ? await coverToDraw(ctx, input.productId) : null;
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
            ? {
                status: 'published',
                rejectionReason: null,
                publishedAt: existing.publishedAt ?? at,
                updatedAt: at,
                // Still without a cover (the creator may have added one since it was drawn): the drawn one.
                ...(drawn && {
                  media: sql`case when ${withoutCover} then jsonb_set(${products.media}, '{cover}', ${JSON.stringify(drawn.cover)}::jsonb) else ${products.media} end`,
                  thumbnailUrl: sql`case when ${withoutCover} then ${drawn.thumbnailUrl} else ${products.thumbnailUrl} end`,
                }),
              }
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
      objectId: existing.id,
      reason: input.reason ?? null,
      before: moderationState(existing),
      after: moderationState(changed[0]),
    });
    await notifyDecision(tx, action, changed[0], at, input.reason ?? '');
  });
  bumpCatalogVersion();
  const [row] = await selectProducts(ctx.db).where(eq(products.id, input.productId)).limit(1);
  return toProduct(row, true);
};

const withoutCover = sql`coalesce(${products.media}->'cover', 'null'::jsonb) = 'null'::jsonb`;

/**
 * The cover a pending product about to be published without one gets, drawn from its title, category and id
 * as the seeded ones are: the catalogue never shows a card without a picture, and the creator may replace it
 * any time. Drawn before the decision's transaction (rendering takes a few hundred milliseconds); null when
 * the product has a cover or is not pending.
 */
async function coverToDraw(ctx: CallContext, productId: string) {
  const [product] = await ctx.db
    .select({
      id: products.id,
      title: products.title,
      categoryId: products.categoryId,
      categoryName: categories.name,
      status: products.status,
      cover: sql<unknown>`${products.media}->'cover'`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!product || product.status !== 'pending' || product.cover) return null;
  try {
    const storage = mediaStorage(ctx.config);
    const folder = `drawn-${product.id}`;
    const svg = Buffer.from(coverSvg(product, product.categoryName ?? ''));
    const image = await storeImageVariants(storage, folder, svg, COVER_SHAPE, { share: true });
    await writeManifest(storage, folder, { kind: 'cover', image });
    const cover = mediaImage(ctx.config, image);
    return { cover, thumbnailUrl: `${cover.base}-${image.width}.jpg` };
  } catch (error) {
    // The picture is a courtesy: a store that cannot take it now never holds the decision back.
    ctx.log.warn({ err: error, productId }, 'could not draw a cover for the product being published');
    return null;
  }
}

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
      objectId: existing.id,
      reason: input.reason,
      before: moderationState(existing),
      after: moderationState(changed),
    });
    await notifyDecision(tx, 'product.unpublish', changed, at, input.reason);
  });
  bumpCatalogVersion();
  const [row] = await selectProducts(ctx.db).where(eq(products.id, input.productId)).limit(1);
  return toProduct(row, true);
};
