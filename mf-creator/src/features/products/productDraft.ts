// The product editor's form, pure: what the inputs hold (strings), how a product fills it, and how it
// becomes saveProduct's input, which the contract's schema then checks (tested in productDraft.test.ts).
import type { z } from '@app/shared/contracts/browser';
import type { Product, DemoType } from '@app/shared/contracts/catalog';
import type { saveProductInput } from '@app/shared/contracts/creator';
import type { Control } from '@app/shared/forms/useContractForm';
import { optional, readNumber } from '@app/shared/forms/schemaResolver';
import type { MediaImage, ProductMedia } from '@app/shared/contracts/media';

/** A gallery picture in the form: the upload it is, its caption, and what the editor shows of it. */
export type GalleryDraft = { uploadId: string; caption: string; src: string };

export type ProductDraft = {
  productId?: string;
  title: string;
  description: string;
  price: string;
  categoryId: string;
  subcategoryId: string;
  demoType: DemoType;
  /** The embedded demo's address (sent only with the `embed` demo type). */
  demoUrl: string;
  /** "Bạn nhận được gì", one item a line. */
  whatYouGet: string;
  appUrl: string;
  commissionRate: string;
  /** A finished upload to use as the thumbnail; null removes it; undefined keeps the current one. */
  thumbnailUploadId?: string | null;
  /** The gallery in order, as it will be saved. */
  gallery: GalleryDraft[];
  /** The video as it will be saved (the product's own, a finished upload, or none). */
  videoUploadId: string | null;
  /** A finished picture upload to show before the video; null: the cover; undefined keeps the current one. */
  posterUploadId?: string | null;
};

/** What the schema makes of a valid draft: saveProduct's input. */
export type SaveInput = z.output<typeof saveProductInput>;

/** The editor's form control, for the field components. */
export type DraftControl = Control<ProductDraft, unknown, SaveInput>;

export const DEMO_TYPES: readonly DemoType[] = ['info', 'pongGame', 'uiComponent', 'embed', 'none'];

export const emptyDraft = (): ProductDraft => ({
  title: '',
  description: '',
  price: '0',
  categoryId: '',
  subcategoryId: '',
  demoType: 'info',
  demoUrl: '',
  whatYouGet: '',
  appUrl: '',
  commissionRate: '0',
  gallery: [],
  videoUploadId: null,
});

/** The smallest JPEG of a saved picture: enough for the editor's thumbnails. */
export const smallJpeg = (image: MediaImage) => `${image.base}-${image.widths[0]}.jpg`;

/** What the creator edits: the media under review when there is a proposal, else the live ones. */
export const editedMedia = (product: Product): ProductMedia => product.pendingChanges?.media ?? product.media;

/**
 * A saved product in the form. On a published product the creator edits the version under review when
 * there is one (title, price, app URL, media, demo address waiting for a moderator), not the live one buyers see.
 */
export function draftFrom(product: Product): ProductDraft {
  const pending = product.pendingChanges;
  const appUrl = pending && 'appUrl' in pending ? pending.appUrl : product.appUrl;
  const demoUrl = pending?.demoUrl ?? product.demoUrl;
  return {
    productId: product.id,
    title: pending?.title ?? product.title,
    description: product.description,
    price: String(pending?.price ?? product.price),
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId ?? '',
    demoType: pending?.demoUrl ? 'embed' : product.demoType,
    demoUrl: demoUrl ?? '',
    whatYouGet: product.whatYouGet.join('\n'),
    appUrl: appUrl ?? '',
    commissionRate: String(product.commissionRate),
    gallery: editedMedia(product).gallery.map((image) => ({
      uploadId: image.id,
      caption: image.caption,
      src: smallJpeg(image),
    })),
    videoUploadId: editedMedia(product).video?.id ?? null,
  };
}

/** The list's lines, trimmed, blank ones dropped. */
export const whatYouGetLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toSaveInput(draft: ProductDraft) {
  return {
    ...(draft.productId ? { productId: draft.productId } : {}),
    title: draft.title,
    description: draft.description,
    price: readNumber(draft.price),
    categoryId: draft.categoryId,
    subcategoryId: optional(draft.subcategoryId) ?? null,
    demoType: draft.demoType,
    // The address belongs to an embed only; another demo type sends none (a typed one is kept in the form).
    demoUrl: draft.demoType === 'embed' ? draft.demoUrl.trim() : null,
    whatYouGet: whatYouGetLines(draft.whatYouGet),
    appUrl: optional(draft.appUrl)?.trim() ?? null,
    commissionRate: readNumber(draft.commissionRate),
    ...(draft.thumbnailUploadId === undefined ? {} : { thumbnailUploadId: draft.thumbnailUploadId }),
    gallery: draft.gallery.map(({ uploadId, caption }) => ({ uploadId, caption })),
    video:
      draft.videoUploadId === null
        ? null
        : {
            uploadId: draft.videoUploadId,
            ...(draft.posterUploadId === undefined ? {} : { posterUploadId: draft.posterUploadId }),
          },
  };
}
