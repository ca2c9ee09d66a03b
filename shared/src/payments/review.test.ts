import { ApiError } from '@app/shared/api/client';
import { failureText, initialReview, priceChangedTo, reviewReducer, shownPrice } from './review';

const FALLBACK = 'Đã có lỗi xảy ra. Vui lòng thử lại sau.';
const changed = (price: unknown) => new ApiError('aborted', 'Giá đã thay đổi.', { price });

describe('priceChangedTo', () => {
  it('reads the price of a refusal for a changed price', () => {
    expect(priceChangedTo(changed(250_000))).toBe(250_000);
  });

  it.each([
    ['another code', new ApiError('not-found', 'x', { price: 1 })],
    ['no details', new ApiError('aborted', 'Bạn đã sở hữu sản phẩm này.')],
    ['a malformed price', changed('250000')],
    ['a negative price', changed(-1)],
    ['not an error', 'aborted'],
    ['nothing', null],
  ])('is null for %s', (_what, error) => {
    expect(priceChangedTo(error)).toBeNull();
  });
});

describe('reviewReducer', () => {
  it('lists the item’s price until the server says another', () => {
    expect(shownPrice(initialReview, 200_000)).toBe(200_000);
    const confirming = reviewReducer(initialReview, { type: 'confirm' });
    expect(confirming.step).toEqual({ status: 'confirming' });
    expect(shownPrice(confirming, 200_000)).toBe(200_000);
  });

  it('a changed price is shown (from → to) and is the one confirmed next, even after another confirm', () => {
    const confirming = reviewReducer(initialReview, { type: 'confirm' });
    const refused = reviewReducer(confirming, {
      type: 'refused',
      error: changed(250_000),
      shown: 200_000,
      fallback: FALLBACK,
    });
    expect(refused.step).toEqual({ status: 'price-changed', from: 200_000, to: 250_000 });
    expect(shownPrice(refused, 200_000)).toBe(250_000);
    const again = reviewReducer(refused, { type: 'confirm' });
    expect(shownPrice(again, 200_000)).toBe(250_000);
  });

  it('another refusal shows the server’s message, or the generic text when it has none', () => {
    const owned = reviewReducer(initialReview, {
      type: 'refused',
      error: new ApiError('aborted', 'Bạn đã sở hữu sản phẩm này.'),
      shown: 200_000,
      fallback: FALLBACK,
    });
    expect(owned.step).toEqual({ status: 'failed', message: 'Bạn đã sở hữu sản phẩm này.' });
    expect(owned.serverPrice).toBeNull();
    expect(failureText(new ApiError('internal', '  '), FALLBACK)).toBe(FALLBACK);
    expect(failureText('boom', FALLBACK)).toBe(FALLBACK);
    expect(failureText(new TypeError('x is undefined'), FALLBACK)).toBe(FALLBACK);
  });
});
