import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { REFERRAL_WINDOW_MS, useReferralStore } from '@app/shared/referral/store';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aProduct, aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions } from '@app/shared/testing/render';
import { ProductReviewPage } from './ProductReviewPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const FEES = {
  feeBps: 1000,
  holdDays: 7,
  minPayout: 200_000,
  maxCommissionPercent: 50,
  academyCommissionPercent: 10,
  productRefundWindowDays: 14,
};

const renderReview = (user: RenderAtOptions['user'] = aUser({ uid: 'b1' }), id = 'pong-neon') =>
  renderAt(`/checkout/review/${id}`, <ProductReviewPage />, {
    user,
    route: '/checkout/review/:productId',
    whereElsewhere: true,
  });

const confirmButton = () => screen.getByRole('button', { name: 'Xác nhận và thanh toán' });

beforeEach(() => {
  resetMockedApi();
  localStorage.clear();
  useReferralStore.setState({ code: null, seenAt: null, visitorId: null });
  api.getProduct.mockResolvedValue(aProduct());
  api.getFeeSettings.mockResolvedValue(FEES);
});

describe('ProductReviewPage', () => {
  it('summarises the item, price, what the buyer gets, the refund line and VietQR — and opens no order', async () => {
    renderReview();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Xác nhận đơn hàng');
    const summary = await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    expect(within(summary).getByText('Pong Neon')).toBeInTheDocument();
    expect(screen.getByTestId('review-price')).toHaveTextContent(/^79\.000\s₫$/);
    const gets = within(summary).getByRole('region', { name: 'Bạn nhận được gì' });
    expect(
      within(gets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chơi trên trình duyệt, không cần cài', 'Bảng xếp hạng bạn bè']);
    // The refund window is the server's, never the page's own number.
    expect(await within(summary).findByText(/trong 14 ngày sau khi thanh toán/)).toBeInTheDocument();
    expect(within(summary).getByText('Chuyển khoản ngân hàng bằng mã VietQR')).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(api.createProductOrder).not.toHaveBeenCalled();
  });

  it('“Quay lại” goes back to the product without opening an order', async () => {
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('link', { name: 'Quay lại' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/product\/pong-neon$/);
    expect(api.createProductOrder).not.toHaveBeenCalled();
  });

  it('confirm opens the order at the price shown, with the attribution, and goes to its checkout', async () => {
    const user = userEvent.setup();
    let answer: (value: { transactionId: string }) => void = () => undefined;
    api.createProductOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    useReferralStore.setState({ visitorId: 'visitor-1234' });
    useReferralStore.getState().remember('LAN2026', Date.now() - REFERRAL_WINDOW_MS + 60_000);
    renderReview();
    await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    await user.click(confirmButton());
    const busy = screen.getByRole('button', { name: 'Đang tạo đơn hàng…' });
    expect(busy).toBeDisabled();
    expect(api.createProductOrder).toHaveBeenCalledWith({
      productId: 'pong-neon',
      expectedPrice: 79_000,
      referralCode: 'LAN2026',
      visitorId: 'visitor-1234',
    });
    await act(async () => answer({ transactionId: 'ABCDEFGH23' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout/ABCDEFGH23'));
  });

  it('a price changed meanwhile is shown, and the next confirm sends the new one', async () => {
    const user = userEvent.setup();
    api.createProductOrder
      .mockRejectedValueOnce(
        new ApiError('aborted', 'Giá đã thay đổi kể từ khi bạn xem. Vui lòng kiểm tra giá mới rồi xác nhận lại.', {
          price: 99_000,
        }),
      )
      .mockResolvedValue({ transactionId: 'ABCDEFGH23' });
    renderReview();
    await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Giá đã thay đổi từ 79\.000\s₫ thành 99\.000\s₫\. Vui lòng kiểm tra giá mới rồi xác nhận lại\./,
    );
    expect(screen.getByTestId('review-price')).toHaveTextContent(/^99\.000\s₫$/);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();

    await user.click(confirmButton());
    expect(api.createProductOrder).toHaveBeenLastCalledWith({
      productId: 'pong-neon',
      expectedPrice: 99_000,
      visitorId: useReferralStore.getState().visitorId,
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout/ABCDEFGH23'));
  });

  it('shows the server’s refusal and lets the buyer try again', async () => {
    const user = userEvent.setup();
    api.createProductOrder.mockRejectedValue(new ApiError('aborted', 'Bạn không thể mua sản phẩm của chính mình.'));
    renderReview();
    await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn không thể mua sản phẩm của chính mình.');
    expect(confirmButton()).toBeEnabled();
  });

  it('a free product has no refund line', async () => {
    api.getProduct.mockResolvedValue(aProduct({ price: 0 }));
    renderReview();
    const summary = await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    expect(within(summary).queryByRole('region', { name: 'Hoàn tiền' })).not.toBeInTheDocument();
    expect(api.getFeeSettings).not.toHaveBeenCalled();
  });

  it('an owner is told so, with the library, and cannot confirm', async () => {
    const owner = aUser({
      uid: 'b1',
      library: [{ productId: 'pong-neon', title: 'Pong Neon', kind: 'product', grantedAt: '2026-01-01' }],
    });
    renderReview(owner);
    expect(await screen.findByText('Bạn đã sở hữu sản phẩm này.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mở thư viện' })).toHaveAttribute('href', '/my/library');
    expect(screen.queryByRole('button', { name: 'Xác nhận và thanh toán' })).not.toBeInTheDocument();
  });

  it('an unknown product says so', async () => {
    api.getProduct.mockRejectedValue(new ApiError('not-found', 'Không tìm thấy sản phẩm.'));
    renderReview(undefined, 'khong-co');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy sản phẩm.');
  });
});
