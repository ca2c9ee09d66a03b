// The review step before an order exists (a product, the academy course): what it shows and how a confirm
// ends. Pure: the hook (useOrderReview) and the screen (ui/OrderReview) sit on it.
import { priceChangedDetails } from '@app/shared/contracts/browser';

export type ReviewStep =
  /** The summary, waiting for the buyer to confirm. */
  | { status: 'ready' }
  /** The order is being opened; the button stays busy until the page has left for the payment screen. */
  | { status: 'confirming' }
  /** The server refused the order; its message. */
  | { status: 'failed'; message: string }
  /** The price changed since the buyer saw it: nothing was opened; `to` is shown for a new confirm. */
  | { status: 'price-changed'; from: number; to: number };

export type ReviewState = {
  step: ReviewStep;
  /** The price the server said the order carries, once it has refused another: it wins over the listed one. */
  serverPrice: number | null;
};

export type ReviewEvent =
  | { type: 'confirm' }
  /** The order call failed; `shown` is the price the buyer had confirmed. */
  | { type: 'refused'; error: unknown; shown: number; fallback: string };

export const initialReview: ReviewState = { step: { status: 'ready' }, serverPrice: null };

/** The price of a refusal for a changed price (409 with `details.price`), else null. */
export function priceChangedTo(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, details } = error as { code?: unknown; details?: unknown };
  if (code !== 'aborted') return null;
  const parsed = priceChangedDetails.safeParse(details);
  return parsed.success ? parsed.data.price : null;
}

/**
 * What a failure says: the API's message (an error with a code: the API client's), else the generic text — a
 * bug's own message is not for the buyer.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || typeof (error as { code?: unknown }).code !== 'string') return fallback;
  return error.message.trim() !== '' ? error.message : fallback;
}

export function reviewReducer(state: ReviewState, event: ReviewEvent): ReviewState {
  if (event.type === 'confirm') return { ...state, step: { status: 'confirming' } };
  const price = priceChangedTo(event.error);
  if (price === null)
    return { ...state, step: { status: 'failed', message: failureText(event.error, event.fallback) } };
  return { step: { status: 'price-changed', from: event.shown, to: price }, serverPrice: price };
}

/** The price to show and to confirm: the server's, once it has said it; else the item's listed price. */
export function shownPrice(state: ReviewState, listedPrice: number): number {
  return state.serverPrice ?? listedPrice;
}
