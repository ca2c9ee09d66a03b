import { useReducer } from 'react';
import { commonMessages } from '@app/shared/messages/common';
import { initialReview, reviewReducer, shownPrice } from '@app/shared/payments/review';

type Options = {
  /** The item's price as its page lists it. */
  listedPrice: number;
  /** Opens the order at the confirmed price; answers its id. */
  place: (expectedPrice: number) => Promise<string>;
  /** The order exists: go and pay it. */
  onPlaced: (orderId: string) => void;
  /** A failure the page handles itself (true: handled), e.g. the item bought meanwhile in another tab. */
  onRefused?: (error: unknown) => boolean;
};

/**
 * The review step's state: confirm opens the order at the price shown; a refusal shows its message, or the
 * new price when it changed meanwhile (confirming again then sends that price).
 */
export function useOrderReview({ listedPrice, place, onPlaced, onRefused }: Options) {
  const [state, dispatch] = useReducer(reviewReducer, initialReview);
  const price = shownPrice(state, listedPrice);

  const confirm = async () => {
    if (state.step.status === 'confirming') return;
    dispatch({ type: 'confirm' });
    try {
      onPlaced(await place(price));
    } catch (error) {
      if (onRefused?.(error)) return;
      dispatch({ type: 'refused', error, shown: price, fallback: commonMessages.errors.generic });
    }
  };

  return { step: state.step, price, confirm };
}
