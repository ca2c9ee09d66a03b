import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { OwnReview, Review } from '@app/shared/contracts/reviews';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aProduct, aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions } from '@app/shared/testing/render';
import { ReviewsSection } from './ReviewsSection';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const aReview = (overrides: Partial<Review> = {}): Review => ({
  id: 1,
  productId: 'pong-neon',
  authorName: 'Lê Thị Mai',
  rating: 5,
  body: 'Chơi rất vui.\nCon mình cũng thích.',
  createdAt: '2026-02-01T03:00:00.000Z',
  editedAt: null,
  reply: null,
  repliedAt: null,
  helpfulCount: 2,
  votedHelpful: false,
  reportedByMe: false,
  mine: false,
  ...overrides,
});

const ownReview = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  ...aReview({ id: 9, authorName: 'Lan', rating: 3, body: 'Tạm được.', mine: true }),
  status: 'listed',
  hiddenReason: null,
  ...overrides,
});

const summary = { count: 4, average: 4.25, stars: [0, 1, 0, 0, 3] };
const page = (items: Review[], next: { id: number; helpful: number } | null = null) => ({ summary, items, next });

const product = aProduct({ id: 'pong-neon', creatorId: 'seed-creator-4' });
const renderSection = (user: RenderAtOptions['user']) =>
  renderAt('/product/pong-neon', <ReviewsSection product={product} />, { user });

// The owner's form and the report/reply dialogs are code-split (loaded on demand). The first import of each in a
// run compiles it and what it brings (forms, validation), which on a loaded CI machine outlasted a findBy's
// second: loaded once up front, each test waits only for React to show them.
beforeAll(() => Promise.all([import('./ReviewForm'), import('@app/shared/ui/FormDialog')]));

beforeEach(() => {
  resetMockedApi();
  api.listReviews.mockResolvedValue(page([aReview(), aReview({ id: 2, authorName: null, helpfulCount: 0 })]));
  api.getMyReview.mockResolvedValue({ canReview: false, review: null });
});

describe('ReviewsSection', () => {
  it('shows the average, the count and how many gave each number of stars, then the reviews', async () => {
    renderSection(null);
    expect(await screen.findByTestId('rating-average')).toHaveTextContent('4,3');
    expect(screen.getByRole('img', { name: '4,3 trên 5 sao' })).toBeInTheDocument();
    expect(screen.getByText('4 đánh giá')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Phân bố số sao' })).getAllByRole('listitem');
    expect(bars).toHaveLength(5);
    expect(bars[0]).toHaveTextContent('5 sao: 3 đánh giá (75%)');
    expect(bars[3]).toHaveTextContent('2 sao: 1 đánh giá (25%)');
    const review = screen.getByRole('article', { name: 'Lê Thị Mai' });
    expect(within(review).getByText(/Chơi rất vui/)).toHaveTextContent('Chơi rất vui. Con mình cũng thích.');
    expect(within(review).getByText(/Đã mua sản phẩm · Ngày 01\/02\/2026/)).toBeInTheDocument();
    // An author who set no name is "a buyer"; signed out, helpful counts are shown, not pressed.
    expect(screen.getByRole('article', { name: 'Người mua' })).toBeInTheDocument();
    expect(within(review).getByText('Hữu ích (2)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Đánh dấu hữu ích/ })).not.toBeInTheDocument();
    expect(api.getMyReview).not.toHaveBeenCalled();
  });

  it('says so when nothing is rated yet, and offers no sort', async () => {
    api.listReviews.mockResolvedValue({
      summary: { count: 0, average: null, stars: [0, 0, 0, 0, 0] },
      items: [],
      next: null,
    });
    renderSection(null);
    expect(await screen.findByText('Sản phẩm này chưa có đánh giá nào.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sắp xếp đánh giá')).not.toBeInTheDocument();
  });

  it('lets an owner rate with stars and words, refusing no stars in the contract’s own words', async () => {
    api.getMyReview.mockResolvedValue({ canReview: true, review: null });
    api.saveReview.mockResolvedValue({ canReview: true, review: ownReview({ rating: 4, body: 'Rất mượt.' }) });
    renderSection(aUser({ uid: 'b1' }));
    const user = userEvent.setup();
    const form = await screen.findByRole('group', { name: 'Số sao' });
    await user.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    expect(await screen.findByText('Vui lòng chọn số sao từ 1 đến 5.')).toBeInTheDocument();
    expect(api.saveReview).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('radio', { name: /4 sao/ }));
    await user.type(screen.getByLabelText('Nhận xét (không bắt buộc)'), 'Rất mượt.');
    await user.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    await waitFor(() =>
      expect(api.saveReview).toHaveBeenCalledWith({ productId: 'pong-neon', rating: 4, body: 'Rất mượt.' }),
    );
    const saved = await screen.findByText('Đã lưu đánh giá của bạn.');
    expect(saved).toHaveAttribute('role', 'status');
    expect(saved).toHaveFocus();
  });

  it('shows the server’s refusal in the form, and keeps what was typed', async () => {
    api.getMyReview.mockResolvedValue({ canReview: true, review: null });
    api.saveReview.mockRejectedValue(
      new ApiError('permission-denied', 'Chỉ người đã mua sản phẩm này (và chưa hoàn tiền) mới có thể đánh giá.'),
    );
    renderSection(aUser({ uid: 'b1' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /5 sao/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không lưu được đánh giá. Chỉ người đã mua sản phẩm này (và chưa hoàn tiền) mới có thể đánh giá.',
    );
    expect(screen.getByRole('radio', { name: /5 sao/ })).toBeChecked();
  });

  it('shows the author their review, edits it in place, and tells them when the public no longer sees it', async () => {
    api.getMyReview.mockResolvedValue({ canReview: true, review: ownReview() });
    api.saveReview.mockResolvedValue({ canReview: true, review: ownReview({ rating: 5 }) });
    const { unmount } = renderSection(aUser({ uid: 'b1' }));
    const user = userEvent.setup();
    const mine = await screen.findByRole('region', { name: 'Đánh giá của bạn' });
    expect(await within(mine).findByText('Tạm được.')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Sửa đánh giá' }));
    expect(within(mine).getByRole('radio', { name: /3 sao/ })).toBeChecked();
    await user.click(within(mine).getByRole('radio', { name: /5 sao/ }));
    await user.click(within(mine).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(api.saveReview).toHaveBeenCalledWith({ productId: 'pong-neon', rating: 5, body: 'Tạm được.' }),
    );
    unmount();

    api.getMyReview.mockResolvedValue({
      canReview: false,
      review: ownReview({ status: 'hidden', hiddenReason: 'Quảng cáo' }),
    });
    renderSection(aUser({ uid: 'b1' }));
    expect(await screen.findByText('Đánh giá của bạn đã bị quản trị viên ẩn: Quảng cáo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sửa đánh giá' })).not.toBeInTheDocument();
  });

  it('marks a review helpful (pressed) and reports another with an optional reason', async () => {
    api.listReviews.mockResolvedValue(page([aReview(), aReview({ id: 2, authorName: 'Hùng', reportedByMe: true })]));
    api.voteReview.mockResolvedValue({ reviewId: 1, helpfulCount: 3, votedHelpful: true });
    api.reportReview.mockResolvedValue({ reviewId: 1, reported: true });
    renderSection(aUser({ uid: 'b2' }));
    const user = userEvent.setup();
    const helpful = await screen.findByRole('button', { name: /Đánh dấu hữu ích cho đánh giá của Lê Thị Mai/ });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await user.click(helpful);
    await waitFor(() => expect(api.voteReview).toHaveBeenCalledWith({ reviewId: 1, helpful: true }));

    expect(within(screen.getByRole('article', { name: 'Hùng' })).getByText('Đã báo cáo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Báo cáo đánh giá của Lê Thị Mai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Báo cáo đánh giá' });
    await user.type(within(dialog).getByLabelText('Lý do (không bắt buộc)'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));
    await waitFor(() => expect(api.reportReview).toHaveBeenCalledWith({ reviewId: 1, reason: 'Spam' }));
    expect(await screen.findByText('Đã gửi báo cáo. Cảm ơn bạn.')).toBeInTheDocument();
  });

  it('lets the product’s creator answer a review with no answer yet, and no one else', async () => {
    api.listReviews.mockResolvedValue(page([aReview(), aReview({ id: 2, authorName: 'Hùng', reply: 'Cảm ơn!' })]));
    api.replyToReview.mockResolvedValue(aReview({ reply: 'Cảm ơn chị!' }));
    const { unmount } = renderSection(aUser({ uid: 'b3' }));
    await screen.findByRole('article', { name: 'Hùng' });
    expect(screen.queryByRole('button', { name: /^Trả lời đánh giá/ })).not.toBeInTheDocument();
    unmount();

    renderSection(aUser({ uid: 'seed-creator-4', roles: ['creator'] }));
    const user = userEvent.setup();
    expect(within(await screen.findByRole('article', { name: 'Hùng' })).getByText('Cảm ơn!')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Trả lời đánh giá/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Trả lời đánh giá của Lê Thị Mai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trả lời đánh giá' });
    await user.click(within(dialog).getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(await within(dialog).findByText('Vui lòng nhập câu trả lời.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Câu trả lời'), 'Cảm ơn chị!');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi câu trả lời' }));
    await waitFor(() => expect(api.replyToReview).toHaveBeenCalledWith({ reviewId: 1, reply: 'Cảm ơn chị!' }));
  });

  it('pages on by keyset and sorts by most helpful', async () => {
    api.listReviews.mockImplementation(async (input: { sort: string; after?: unknown }) => {
      if (input.after) return page([aReview({ id: 1, authorName: 'Trang cuối' })]);
      if (input.sort === 'helpful') return page([aReview({ id: 7, authorName: 'Hữu ích nhất' })]);
      return page([aReview({ id: 3, authorName: 'Mới nhất' })], { id: 3, helpful: 2 });
    });
    renderSection(null);
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Mới nhất' });
    await user.click(screen.getByRole('button', { name: 'Xem thêm đánh giá' }));
    expect(await screen.findByRole('article', { name: 'Trang cuối' })).toBeInTheDocument();
    expect(api.listReviews).toHaveBeenCalledWith({
      productId: 'pong-neon',
      sort: 'newest',
      after: { id: 3, helpful: 2 },
    });
    expect(screen.getByText('Bạn đã xem hết đánh giá.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sắp xếp đánh giá'), 'helpful');
    expect(await screen.findByRole('article', { name: 'Hữu ích nhất' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Trang cuối' })).not.toBeInTheDocument();
  });
});
