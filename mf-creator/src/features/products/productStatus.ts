// What a creator may do with a product in each status (the server refuses the rest with its own words).
import type { Product } from '@app/shared/contracts/catalog';
import { creatorMessages } from '@app/shared/messages/creator';

export type ProductActions = {
  submit: boolean;
  archive: boolean;
  unarchive: boolean;
  delete: boolean;
};

export function actionsFor(product: Pick<Product, 'status'>): ProductActions {
  const { status } = product;
  return {
    // A draft or a rejected product goes (back) to review.
    submit: status === 'draft' || status === 'rejected',
    // Archive hides a live product from the catalogue; buyers who own it keep access.
    archive: status === 'published',
    unarchive: status === 'archived',
    // Only a draft (never published, never sold) can be deleted.
    delete: status === 'draft',
  };
}

const fieldNames = creatorMessages.products.changeFields;

/** The material fields of a published product waiting for review, in words ("tên, giá"). */
export function pendingFields(changes: NonNullable<Product['pendingChanges']>): string {
  const names: string[] = [];
  if (changes.title !== undefined) names.push(fieldNames.title);
  if (changes.price !== undefined) names.push(fieldNames.price);
  if (changes.appUrl !== undefined) names.push(fieldNames.appUrl);
  if (changes.media !== undefined) names.push(fieldNames.media);
  if (changes.demoUrl !== undefined) names.push(fieldNames.demoUrl);
  return names.join(', ');
}
