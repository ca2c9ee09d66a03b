// The product editor's form, pure: what the inputs hold (strings), how a product fills it, and how it
// becomes saveProduct's input, which the contract's schema then checks (tested in productDraft.test.ts).
import type { z } from '@app/shared/contracts/browser';
import type { Product, DemoType } from '@app/shared/contracts/catalog';
import type { saveProductInput } from '@app/shared/contracts/creator';
import type { Control } from '@app/shared/forms/useContractForm';
import { optional, readNumber } from '@app/shared/forms/schemaResolver';

export type ProductDraft = {
  productId?: string;
  title: string;
  description: string;
  price: string;
  categoryId: string;
  subcategoryId: string;
  demoType: DemoType;
  appUrl: string;
  commissionRate: string;
  /** A finished upload to use as the thumbnail; null removes it; undefined keeps the current one. */
  thumbnailUploadId?: string | null;
};

/** What the schema makes of a valid draft: saveProduct's input. */
export type SaveInput = z.output<typeof saveProductInput>;

/** The editor's form control, for the field components. */
export type DraftControl = Control<ProductDraft, unknown, SaveInput>;

export const DEMO_TYPES: readonly DemoType[] = ['info', 'pongGame', 'uiComponent'];

export const emptyDraft = (): ProductDraft => ({
  title: '',
  description: '',
  price: '0',
  categoryId: '',
  subcategoryId: '',
  demoType: 'info',
  appUrl: '',
  commissionRate: '0',
});

/**
 * A saved product in the form. On a published product the creator edits the version under review when
 * there is one (title, price, app URL waiting for a moderator), not the live one buyers see.
 */
export function draftFrom(product: Product): ProductDraft {
  const pending = product.pendingChanges;
  const appUrl = pending && 'appUrl' in pending ? pending.appUrl : product.appUrl;
  return {
    productId: product.id,
    title: pending?.title ?? product.title,
    description: product.description,
    price: String(pending?.price ?? product.price),
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId ?? '',
    demoType: product.demoType,
    appUrl: appUrl ?? '',
    commissionRate: String(product.commissionRate),
  };
}

export function toSaveInput(draft: ProductDraft) {
  return {
    ...(draft.productId ? { productId: draft.productId } : {}),
    title: draft.title,
    description: draft.description,
    price: readNumber(draft.price),
    categoryId: draft.categoryId,
    subcategoryId: optional(draft.subcategoryId) ?? null,
    demoType: draft.demoType,
    appUrl: optional(draft.appUrl)?.trim() ?? null,
    commissionRate: readNumber(draft.commissionRate),
    ...(draft.thumbnailUploadId === undefined ? {} : { thumbnailUploadId: draft.thumbnailUploadId }),
  };
}
