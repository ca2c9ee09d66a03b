// The creator area's products: listMyProducts, saveProduct, submitProductForReview (archive and delete:
// ./lifecycle.ts; the dashboard's figures come from the ledger: features/ledger).
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { categories, products, subcategories } from '../../db/schema';
import { aborted, invalidArgument, notFound, permissionDenied } from '../../http/errors';
import { requireRole, type CallContext, type Handler } from '../../http/context';
import { bumpCatalogVersion } from '../../lib/cache';
import { now } from '../../lib/clock';
import { shortId } from '../../lib/ids';
import { fold } from '@app/shared/text/fold';
import { selectProducts, toProduct } from '../catalog/products';
import { thumbnailExists, thumbnailUrl } from '../uploads/thumbnails';
import { ownerOfUploadId } from '../uploads/tus';
import { NO_MEDIA } from '@app/shared/contracts/media';
import { serverMessages } from '@app/shared/messages/server';
import { demoUrlProblem } from '../../domain/demo-url';
import { hasLiveVersion, immediateDemo, pendingChangesFor, type Demo, type MaterialFields } from './changes';
import { mediaFor } from './media';

export const MSG = serverMessages.creatorArea;

/** The product as its creator sees it (the handlers check ownership before answering with it). */
export async function loadOwnProduct(ctx: CallContext, productId: string) {
  const [row] = await selectProducts(ctx.db).where(eq(products.id, productId)).limit(1);
  if (!row) throw notFound(MSG.productNotFound);
  return toProduct(row, true);
}

/** One of the caller's products (unknown: 404; someone else's: 403). */
export async function findOwnProduct(ctx: CallContext, creatorId: string, productId: string) {
  const [existing] = await ctx.db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!existing) throw notFound(MSG.productNotFound);
  if (existing.creatorId !== creatorId) throw permissionDenied(MSG.notYours);
  return existing;
}

/**
 * Writes a change to one of the caller's products only while `stillAsRead` holds — a moderator's decision (or
 * another tab's) in between is never overwritten: 409 with `message` — then drops the cached catalogue
 * answers and answers the product.
 */
export async function changeOwnProduct(
  ctx: CallContext,
  productId: string,
  set: Partial<typeof products.$inferInsert>,
  stillAsRead: SQL | undefined,
  message: string,
) {
  const changed = await ctx.db.update(products).set(set).where(stillAsRead).returning({ id: products.id });
  if (changed.length === 0) throw aborted(message);
  bumpCatalogVersion();
  return loadOwnProduct(ctx, productId);
}

export const listMyProducts: Handler<'listMyProducts'> = async (_input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const rows = await selectProducts(ctx.db)
    .where(eq(products.creatorId, creator.uid))
    .orderBy(desc(products.updatedAt), desc(products.id));
  return rows.map((row) => toProduct(row, true));
};

function slug(title: string): string {
  const base = fold(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return `${base || 'san-pham'}-${shortId(4).toLowerCase()}`;
}

type SaveInput = Parameters<Handler<'saveProduct'>>[0];

async function checkCategory(ctx: CallContext, input: SaveInput): Promise<void> {
  const [category] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId))
    .limit(1);
  if (!category) throw invalidArgument(MSG.badCategory);
  if (input.subcategoryId) {
    const [sub] = await ctx.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(and(eq(subcategories.id, input.subcategoryId), eq(subcategories.categoryId, input.categoryId)))
      .limit(1);
    if (!sub) throw invalidArgument(MSG.badSubcategory);
  }
}

/**
 * The thumbnail URL a save writes: undefined keeps the current one, null removes it, an upload id must be
 * one of the caller's finished thumbnail uploads (the id carries its owner: features/uploads/tus.ts).
 */
async function thumbnailFor(
  ctx: CallContext,
  uid: string,
  uploadId: string | null | undefined,
): Promise<string | null | undefined> {
  if (uploadId === undefined || uploadId === null) return uploadId;
  const owner = ownerOfUploadId(uploadId);
  if (owner !== null && owner !== uid) throw permissionDenied(MSG.thumbnailNotYours);
  if (owner === null || !(await thumbnailExists(ctx.config, uploadId))) throw invalidArgument(MSG.thumbnailMissing);
  return thumbnailUrl(ctx.config, uploadId);
}

/** The demo the save asks for; an embedded page's address checked against the deployment's rules (domain/demo-url.ts). */
function demoFor(ctx: CallContext, input: SaveInput): Demo {
  const demoType = input.demoType ?? 'info';
  if (demoType !== 'embed') return { demoType, demoUrl: null };
  // The contract requires the address with an embed.
  const demoUrl = input.demoUrl ?? '';
  const problem = demoUrlProblem(demoUrl, { localMode: ctx.config.localMode });
  if (problem) throw invalidArgument(MSG.demoUrl[problem]);
  return { demoType, demoUrl };
}

/**
 * Creates a draft or edits one of the caller's products. A product with a live version (published, or
 * archived after publication) takes the non-material fields at once and holds material changes for review
 * (./changes.ts); any other product takes everything at once. Absent commissionRate, thumbnailUploadId,
 * gallery, video and whatYouGet keep what the product has; the other fields are the whole product as the editor shows it.
 */
export const saveProduct: Handler<'saveProduct'> = async (input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  await checkCategory(ctx, input);
  const thumbnail = await thumbnailFor(ctx, creator.uid, input.thumbnailUploadId);
  const existing = input.productId ? await findOwnProduct(ctx, creator.uid, input.productId) : null;
  // Media build on what the creator last saw: the pending proposal when there is one.
  const shown = existing ? (existing.pendingChanges?.media ?? existing.media) : NO_MEDIA;
  const shownThumbnail = existing
    ? existing.pendingChanges?.thumbnailUrl !== undefined
      ? existing.pendingChanges.thumbnailUrl
      : existing.thumbnailUrl
    : null;
  const demo = demoFor(ctx, input);
  const at = now();
  const material: MaterialFields = {
    title: input.title,
    price: input.price,
    appUrl: input.appUrl ?? null,
    media: await mediaFor(ctx, creator.uid, input, shown),
    thumbnailUrl: thumbnail !== undefined ? thumbnail : shownThumbnail,
    demoUrl: demo.demoUrl,
  };
  const immediate = {
    description: input.description,
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId ?? null,
    ...(input.whatYouGet !== undefined ? { whatYouGet: input.whatYouGet } : {}),
    ...(input.commissionRate !== undefined ? { commissionRate: input.commissionRate } : {}),
    updatedAt: at,
  };
  if (!existing) {
    const productId = slug(input.title);
    await ctx.db.insert(products).values({
      id: productId,
      creatorId: creator.uid,
      status: 'draft',
      ...immediate,
      ...material,
      ...demo,
      searchText: fold(`${input.title} ${input.description}`),
      createdAt: at,
    });
    bumpCatalogVersion();
    return loadOwnProduct(ctx, productId);
  }

  // Written only if the product is still as read: a moderator's decision in between is never overwritten.
  const unchanged = and(
    eq(products.id, existing.id),
    eq(products.status, existing.status),
    eq(products.title, existing.title),
    eq(products.price, existing.price),
    sql`${products.appUrl} is not distinct from ${existing.appUrl}`,
    sql`${products.demoUrl} is not distinct from ${existing.demoUrl}`,
  );
  const live = hasLiveVersion(existing);
  return changeOwnProduct(
    ctx,
    existing.id,
    live
      ? {
          ...immediate,
          // A new embedded page waits for review with the material fields; the live demo stays meanwhile.
          ...immediateDemo(existing, demo),
          // Buyers keep searching the live title.
          searchText: fold(`${existing.title} ${input.description}`),
          pendingChanges: pendingChangesFor(existing, material, at),
        }
      : {
          ...immediate,
          ...material,
          ...demo,
          searchText: fold(`${input.title} ${input.description}`),
          pendingChanges: null,
        },
    unchanged,
    MSG.productChanged,
  );
};

/** A draft or a rejected product goes to the moderators (the old rejection reason is cleared). */
export const submitProductForReview: Handler<'submitProductForReview'> = async (input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const existing = await findOwnProduct(ctx, creator.uid, input.productId);
  if (existing.status !== 'draft' && existing.status !== 'rejected') throw aborted(MSG.notSubmittable);
  return changeOwnProduct(
    ctx,
    input.productId,
    { status: 'pending', rejectionReason: null, updatedAt: now() },
    and(eq(products.id, input.productId), inArray(products.status, ['draft', 'rejected'])),
    MSG.notSubmittable,
  );
};
