import type { OwnReview } from '@app/shared/contracts/reviews';
import {
  authorLabel,
  distribution,
  draftOf,
  myReviewState,
  ownReviewNotice,
  pageInput,
  toSaveInput,
} from './reviewsView';

const own = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  id: 7,
  productId: 'pong-neon',
  authorName: 'Lan',
  rating: 4,
  body: 'Hay.',
  createdAt: '2026-02-01T00:00:00.000Z',
  editedAt: null,
  reply: null,
  repliedAt: null,
  helpfulCount: 0,
  votedHelpful: false,
  reportedByMe: false,
  mine: true,
  status: 'listed',
  hiddenReason: null,
  ...overrides,
});

describe('distribution', () => {
  it('lists 5 stars first, each with its whole-percent share', () => {
    expect(distribution({ count: 3, average: 4.33, stars: [0, 0, 1, 0, 2] })).toEqual([
      { stars: 5, count: 2, percent: 67 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 1, percent: 33 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('gives every row 0% when there is no review (no division by zero)', () => {
    expect(distribution({ count: 0, average: null, stars: [0, 0, 0, 0, 0] }).map((row) => row.percent)).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});

describe('myReviewState', () => {
  const answer = (canReview: boolean, review: OwnReview | null) => ({
    data: { canReview, review },
    error: null,
    isFetching: false,
  });

  it('shows nothing to a signed-out visitor or to a viewer who neither owns nor reviewed the product', () => {
    expect(myReviewState(false, answer(true, null), false)).toEqual({ status: 'none' });
    expect(myReviewState(true, answer(false, null), false)).toEqual({ status: 'none' });
  });

  it('waits, then says why the answer failed once its retries stopped', () => {
    expect(myReviewState(true, { data: undefined, error: null, isFetching: true }, false)).toEqual({
      status: 'loading',
    });
    expect(myReviewState(true, { data: undefined, error: { message: 'Lỗi' }, isFetching: false }, false)).toEqual({
      status: 'failed',
      message: 'Lỗi',
    });
  });

  it('offers the empty form to an owner, their review to its author, and the form over it while editing', () => {
    expect(myReviewState(true, answer(true, null), false)).toEqual({ status: 'write' });
    const review = own();
    expect(myReviewState(true, answer(true, review), false)).toEqual({ status: 'view', review, canEdit: true });
    expect(myReviewState(true, answer(true, review), true)).toEqual({ status: 'edit', review });
  });

  it('never edits a review whose author no longer owns the product (refunded)', () => {
    const review = own({ status: 'excluded' });
    expect(myReviewState(true, answer(false, review), true)).toEqual({ status: 'view', review, canEdit: false });
  });
});

describe('ownReviewNotice', () => {
  it('tells the author why the public does not see their review', () => {
    expect(ownReviewNotice(own())).toBeNull();
    expect(ownReviewNotice(own({ status: 'hidden', hiddenReason: 'Quảng cáo' }))).toBe(
      'Đánh giá của bạn đã bị quản trị viên ẩn: Quảng cáo',
    );
    expect(ownReviewNotice(own({ status: 'excluded' }))).toMatch(/không còn sở hữu sản phẩm/);
  });
});

describe('the form and the pages', () => {
  it('starts from the review (or empty) and sends its stars as a number, none as 0 for the contract to refuse', () => {
    expect(draftOf(null)).toEqual({ rating: '', body: '' });
    expect(draftOf(own())).toEqual({ rating: '4', body: 'Hay.' });
    expect(toSaveInput('p', { rating: '5', body: ' Tốt ' })).toEqual({ productId: 'p', rating: 5, body: ' Tốt ' });
    expect(toSaveInput('p', { rating: '', body: '' }).rating).toBe(0);
  });

  it('asks the first page without a cursor (the summary’s own cache entry), the next ones after the last review', () => {
    expect(pageInput('p', 'newest', null)).toEqual({ productId: 'p', sort: 'newest' });
    expect(pageInput('p', 'helpful', { id: 3, helpful: 2 })).toEqual({
      productId: 'p',
      sort: 'helpful',
      after: { id: 3, helpful: 2 },
    });
  });

  it('names an author who set no name as a buyer', () => {
    expect(authorLabel(null)).toBe('Người mua');
    expect(authorLabel('  ')).toBe('Người mua');
    expect(authorLabel('Hà')).toBe('Hà');
  });
});
