// What the reviews section shows, decided without React: the distribution's rows, the author's name, the state
// of the viewer's own review and the form's draft. Tested on its own (reviewsView.test.ts).
import type { RatingSummary, OwnReview, ReviewCursor, ReviewSort } from '@app/shared/contracts/reviews';
import { reviewMessages as t } from '@app/shared/messages/reviews';

export type StarRow = { stars: number; count: number; percent: number };

/** Five rows, 5 stars first, each with its share of the reviews in whole percent (0 when there are none). */
export function distribution(summary: RatingSummary): StarRow[] {
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.stars[stars - 1] ?? 0;
    return { stars, count, percent: summary.count === 0 ? 0 : Math.round((count * 100) / summary.count) };
  });
}

export const authorLabel = (name: string | null) => name?.trim() || t.item.anonymous;

/** One page's input: the first page has no `after`, so it shares its cache entry with the section's summary. */
export function pageInput(productId: string, sort: ReviewSort, after: ReviewCursor | null) {
  return after ? { productId, sort, after } : { productId, sort };
}

/**
 * The viewer's own review, as the section shows it:
 * - `none`: signed out, or nothing to show (not an owner and no review);
 * - `loading` / `failed`: the answer is not in yet;
 * - `write`: an owner with no review yet (the form, empty);
 * - `view`: their review (with `canEdit` while they still own the product);
 * - `edit`: the form over their review.
 */
export type MyReviewState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'write' }
  | { status: 'view'; review: OwnReview; canEdit: boolean }
  | { status: 'edit'; review: OwnReview };

type MyReviewAnswer = { canReview: boolean; review: OwnReview | null };

export function myReviewState(
  signedIn: boolean,
  query: { data: MyReviewAnswer | undefined; error: { message: string } | null; isFetching: boolean },
  editing: boolean,
): MyReviewState {
  if (!signedIn) return { status: 'none' };
  if (!query.data) {
    if (query.error && !query.isFetching) return { status: 'failed', message: query.error.message };
    return { status: 'loading' };
  }
  const { canReview, review } = query.data;
  if (!review) return canReview ? { status: 'write' } : { status: 'none' };
  if (editing && canReview) return { status: 'edit', review };
  return { status: 'view', review, canEdit: canReview };
}

/** What the viewer is told about their own review when the public does not see it; null when it is shown. */
export function ownReviewNotice(review: OwnReview): string | null {
  if (review.status === 'hidden') return t.mine.hidden(review.hiddenReason);
  if (review.status === 'excluded') return t.mine.excluded;
  return null;
}

export type ReviewDraft = { rating: string; body: string };

export const draftOf = (review: OwnReview | null): ReviewDraft => ({
  rating: review ? String(review.rating) : '',
  body: review?.body ?? '',
});

/** The call's input from the form: '' stars is 0, which the contract refuses with its own words. */
export const toSaveInput = (productId: string, draft: ReviewDraft) => ({
  productId,
  rating: draft.rating === '' ? 0 : Number(draft.rating),
  body: draft.body,
});
