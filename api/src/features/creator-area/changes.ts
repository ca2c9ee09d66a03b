// Editing a product that buyers can see: which of the creator's edits apply at once and which wait for a
// moderator. Material fields (title, price, app URL, and the media a buyer judges it by: cover with its
// thumbnail, gallery, video) are what a buyer pays for, so a change to them on a live product is held in
// products.pending_changes while the live version stays as it is. So is a new address of an embedded demo:
// it is a page of the creator's that every visitor's browser opens, so a moderator looks at it first.
// Everything else (description, what the buyer gets, category, a built-in demo or none, commission) applies
// at once.
import type { DemoType } from '@app/shared/contracts/catalog';
import type { ProductMedia } from '@app/shared/contracts/media';
import type { PendingProductChanges } from '../../db/schema/catalog';
import { sameMedia } from './media';

/** `demoUrl`: the embedded demo's address, null when the demo is not an embed. */
export type MaterialFields = {
  title: string;
  price: number;
  appUrl: string | null;
  media: ProductMedia;
  thumbnailUrl: string | null;
  demoUrl: string | null;
};

export type Demo = { demoType: DemoType; demoUrl: string | null };

/**
 * The demo a save on a live product writes at once: a built-in demo or none replaces the live one (taking
 * an outside page off the product needs no review), an embed at the live address stays; an embed at a new
 * address is not written (it waits in the pending changes) and the live demo stays as it is.
 */
export function immediateDemo(live: Demo, edited: Demo): Demo {
  const demo = edited.demoType === 'embed' ? live : { demoType: edited.demoType, demoUrl: null };
  // Only the demo's two fields: `live` may be the whole product as read.
  return { demoType: demo.demoType, demoUrl: demo.demoUrl };
}

type ProductState = { status: string; publishedAt: Date | null };

/**
 * Whether the product has a live version: published, or archived after having been published (an archived
 * product is edited like a published one, so bringing it back never skips review of a material change).
 */
export function hasLiveVersion(product: ProductState): boolean {
  return product.status === 'published' || (product.status === 'archived' && product.publishedAt !== null);
}

/**
 * The pending changes a save leaves: only the material fields that differ from the live ones, with the
 * time they were submitted; null when none differ (setting them back to the live values drops the request).
 * Every save replaces what was pending before (a refused request is sent again by saving again).
 */
export function pendingChangesFor(
  live: MaterialFields,
  edited: MaterialFields,
  submittedAt: Date,
): PendingProductChanges | null {
  const changes: Omit<PendingProductChanges, 'submittedAt'> = {};
  if (edited.title !== live.title) changes.title = edited.title;
  if (edited.price !== live.price) changes.price = edited.price;
  if (edited.appUrl !== live.appUrl) changes.appUrl = edited.appUrl;
  if (!sameMedia(edited.media, live.media) || edited.thumbnailUrl !== live.thumbnailUrl) {
    changes.media = edited.media;
    changes.thumbnailUrl = edited.thumbnailUrl;
  }
  if (edited.demoUrl !== null && edited.demoUrl !== live.demoUrl) changes.demoUrl = edited.demoUrl;
  if (Object.keys(changes).length === 0) return null;
  return { ...changes, submittedAt: submittedAt.toISOString() };
}

/** The live fields once a moderator accepts the pending changes (an accepted demo address makes the demo an embed). */
export function applyPendingChanges(
  live: MaterialFields,
  pending: PendingProductChanges,
): MaterialFields & { demoType?: 'embed' } {
  return {
    title: pending.title ?? live.title,
    price: pending.price ?? live.price,
    appUrl: pending.appUrl !== undefined ? pending.appUrl : live.appUrl,
    media: pending.media ?? live.media,
    thumbnailUrl: pending.thumbnailUrl !== undefined ? pending.thumbnailUrl : live.thumbnailUrl,
    demoUrl: pending.demoUrl ?? live.demoUrl,
    ...(pending.demoUrl !== undefined ? { demoType: 'embed' as const } : {}),
  };
}

/** Whether the product waits for a moderator's decision (a new product, or changes to a live one). */
export function awaitsReview(product: { status: string; pendingChanges: PendingProductChanges | null }): boolean {
  if (product.status === 'pending') return true;
  return product.status === 'published' && product.pendingChanges !== null && !product.pendingChanges.rejectionReason;
}
