import { useApiMutation } from '@app/shared/data/query';
import type { Product } from '@app/shared/contracts/catalog';
import { creatorMessages } from '@app/shared/messages/creator';
import { errorText } from '@app/shared/forms/errorText';

const t = creatorMessages.products;

/** The outcome of an action: a sentence for the page's live region, or an error text. */
export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Submit for review, archive, unarchive and delete. Each refreshes the list (and the catalogue, which an
 * archived or restored product leaves or joins) and resolves with what to tell the creator.
 */
export function useProductActions() {
  const submitting = useApiMutation('submitProductForReview');
  const archiving = useApiMutation('setProductArchived');
  const deleting = useApiMutation('deleteProduct');

  const run = (call: Promise<unknown>, done: string): Promise<ActionResult> =>
    call.then(
      () => ({ ok: true, message: done }),
      (error: unknown) => ({ ok: false, message: errorText(t.actionFailed, error) }),
    );

  return {
    submit: (product: Product) => run(submitting.mutateAsync({ productId: product.id }), t.submitted(product.title)),
    setArchived: (product: Product, archived: boolean) =>
      run(
        archiving.mutateAsync({ productId: product.id, archived }),
        archived ? t.archived(product.title) : t.unarchived(product.title),
      ),
    remove: (product: Product) => run(deleting.mutateAsync({ productId: product.id }), t.deleted(product.title)),
    /** The product whose review request is on its way (its button shows it). */
    submittingId: submitting.isPending ? (submitting.variables?.productId ?? null) : null,
  };
}
