// What the moderation queue derives from a pending product: whether it is new or a change to a live product,
// when it was submitted, what the change proposes against what is live, and the product as buyers would see
// it once approved. Pure, tested on its own.
import type { Product } from '@app/shared/contracts/catalog';
import type { ProductMedia } from '@app/shared/contracts/media';
import type { PreviewData } from '@app/shared/ui/ProductPreview';

export type QueueKind = 'new' | 'changes';

/** A published product in the queue waits for its pending changes; anything else is a new product. */
export const kindOf = (product: Product): QueueKind =>
  product.status === 'published' && product.pendingChanges ? 'changes' : 'new';

/** When it was sent for review: the changes' own time, or the product's last update (its submission). */
export const submittedAt = (product: Product): string =>
  kindOf(product) === 'changes' && product.pendingChanges ? product.pendingChanges.submittedAt : product.updatedAt;

export type ChangeRow =
  | { field: 'title'; live: string; proposed: string }
  | { field: 'price'; live: number; proposed: number }
  | { field: 'appUrl'; live: string | null; proposed: string | null }
  | { field: 'media'; live: ProductMedia; proposed: ProductMedia }
  | { field: 'demoUrl'; live: string | null; proposed: string | null };

/**
 * The material fields the change proposes (title, price, app URL, embedded demo address), each with its live
 * value; unchanged ones left out.
 */
export function changeRows(product: Product): ChangeRow[] {
  const changes = product.pendingChanges;
  if (!changes) return [];
  const rows: ChangeRow[] = [];
  if (changes.title !== undefined && changes.title !== product.title) {
    rows.push({ field: 'title', live: product.title, proposed: changes.title });
  }
  if (changes.price !== undefined && changes.price !== product.price) {
    rows.push({ field: 'price', live: product.price, proposed: changes.price });
  }
  if (changes.appUrl !== undefined && changes.appUrl !== product.appUrl) {
    rows.push({ field: 'appUrl', live: product.appUrl, proposed: changes.appUrl });
  }
  if (changes.media !== undefined) rows.push({ field: 'media', live: product.media, proposed: changes.media });
  if (changes.demoUrl !== undefined && changes.demoUrl !== product.demoUrl) {
    rows.push({ field: 'demoUrl', live: product.demoUrl, proposed: changes.demoUrl });
  }
  return rows;
}

/** The product as it would be once approved: the live version with the proposed changes applied. */
export function proposed(product: Product): Product {
  const changes = kindOf(product) === 'changes' ? product.pendingChanges : null;
  if (!changes) return product;
  return {
    ...product,
    title: changes.title ?? product.title,
    price: changes.price ?? product.price,
    appUrl: changes.appUrl !== undefined ? changes.appUrl : product.appUrl,
    media: changes.media ?? product.media,
    thumbnailUrl: changes.thumbnailUrl !== undefined ? changes.thumbnailUrl : product.thumbnailUrl,
    // A new demo address is tried out as buyers would see it once accepted: as an embed.
    ...(changes.demoUrl !== undefined ? { demoType: 'embed' as const, demoUrl: changes.demoUrl } : {}),
  };
}

/** What the shared preview shows. */
export const previewData = (product: Product): PreviewData => {
  const shown = proposed(product);
  return {
    title: shown.title,
    description: shown.description,
    whatYouGet: shown.whatYouGet,
    price: shown.price,
    categoryName: shown.categoryName,
    subcategoryName: shown.subcategoryName,
    thumbnailUrl: shown.thumbnailUrl,
    creatorName: shown.creatorName,
  };
};
