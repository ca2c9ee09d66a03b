import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { REFERRAL_WINDOW_MS, useReferralStore } from '@app/shared/referral/store';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { aCourse, anOwnedCourse } from '../../testing/fixtures';
import { CourseReviewPage } from './CourseReviewPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

let api: ReturnType<typeof mockedApi>;
beforeEach(() => {
  resetMockedApi();
  localStorage.clear();
  useReferralStore.setState({ code: null, seenAt: null, visitorId: null });
  api = mockedApi();
  api.getCourse.mockResolvedValue(aCourse());
});

const renderReview = () =>
  renderAt('/training/checkout', <CourseReviewPage />, {
    user: aUser(),
    route: '/training/checkout',
    whereElsewhere: true,
  });

const confirmButton = () => screen.getByRole('button', { name: 'Xác nhận và thanh toán' });

describe('CourseReviewPage', () => {
  it('summarises the course, its price, outcomes, the guarantee and VietQR — and opens no order', async () => {
    renderReview();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Xác nhận đơn hàng');
    const summary = await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    expect(within(summary).getByText('Khóa học')).toBeInTheDocument();
    expect(within(summary).getByText('Học viện Nhà sáng tạo AI')).toBeInTheDocument();
    expect(screen.getByTestId('review-price')).toHaveTextContent(/^5\.000\.000\s₫$/);
    const gets = within(summary).getByRole('region', { name: 'Bạn nhận được gì' });
    expect(within(gets).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(summary).getByText('Hoàn tiền 100% trong 30 ngày nếu bạn chưa làm ra sản phẩm đầu tiên.'),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Chuyển khoản ngân hàng bằng mã VietQR')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Quay lại' })).toHaveAttribute('href', '/salepage');
    expect(api.createCourseOrder).not.toHaveBeenCalled();
  });

  it('confirm: busy, the order at the price shown with the attribution, then its payment instructions', async () => {
    const user = userEvent.setup();
    let answer: (value: { orderId: string }) => void = () => undefined;
    api.createCourseOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    useReferralStore.setState({ visitorId: 'visitor-1234' });
    useReferralStore.getState().remember('LAN2026', Date.now() - 29 * 24 * 60 * 60 * 1000);
    renderReview();
    await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    await user.click(confirmButton());
    const busy = screen.getByRole('button', { name: 'Đang tạo đơn hàng…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(api.createCourseOrder).toHaveBeenCalledWith({
      courseId: 'hoc-vien-creator',
      expectedPrice: 5_000_000,
      referralCode: 'LAN2026',
      visitorId: 'visitor-1234',
    });
    await act(async () => answer({ orderId: 'ORD12345' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/my/payment-instructions/ORD12345');
  });

  it('a code older than 30 days is not sent', async () => {
    const user = userEvent.setup();
    api.createCourseOrder.mockReturnValue(new Promise(() => undefined));
    useReferralStore.setState({ visitorId: 'visitor-1234' });
    useReferralStore.getState().remember('LAN2026', Date.now() - REFERRAL_WINDOW_MS - 60_000);
    renderReview();
    await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    await user.click(confirmButton());
    expect(api.createCourseOrder).toHaveBeenCalledWith({
      courseId: 'hoc-vien-creator',
      expectedPrice: 5_000_000,
      visitorId: 'visitor-1234',
    });
  });

  it('a changed price is shown and confirmed next', async () => {
    const user = userEvent.setup();
    api.createCourseOrder
      .mockRejectedValueOnce(new ApiError('aborted', 'Giá đã thay đổi.', { price: 4_500_000 }))
      .mockResolvedValue({ orderId: 'ORD12345' });
    renderReview();
    await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/từ 5\.000\.000\s₫ thành 4\.500\.000\s₫/);
    expect(screen.getByTestId('review-price')).toHaveTextContent(/^4\.500\.000\s₫$/);
    await user.click(confirmButton());
    expect(api.createCourseOrder).toHaveBeenLastCalledWith(expect.objectContaining({ expectedPrice: 4_500_000 }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/my/payment-instructions/ORD12345');
  });

  it.each([
    [
      'the server message',
      new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.'),
      'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.',
    ],
    ['the generic text without one', new Error('boom'), 'Đã có lỗi xảy ra. Vui lòng thử lại sau.'],
    ['the generic text for an empty message', new ApiError('internal', ''), 'Đã có lỗi xảy ra. Vui lòng thử lại sau.'],
  ])('on failure is ready again with %s', async (_case, error, text) => {
    const user = userEvent.setup();
    api.createCourseOrder.mockRejectedValue(error);
    renderReview();
    await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(confirmButton()).toBeEnabled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('says the order could not be created when the answer has no orderId', async () => {
    const user = userEvent.setup();
    api.createCourseOrder.mockResolvedValue({ orderId: '' });
    renderReview();
    await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể tạo đơn hàng. Vui lòng thử lại.');
  });

  it('goes to the course when the server says it is already owned', async () => {
    const user = userEvent.setup();
    api.createCourseOrder.mockRejectedValue(new ApiError('aborted', 'Bạn đã sở hữu khóa học này.'));
    renderReview();
    await screen.findByRole('region', { name: 'Tóm tắt đơn hàng' });
    await user.click(confirmButton());
    expect(await screen.findByTestId('where')).toHaveTextContent('/training/my-course');
  });

  it('an owner goes straight to the course', async () => {
    api.getCourse.mockResolvedValue(anOwnedCourse());
    renderReview();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/training/my-course'));
    expect(api.createCourseOrder).not.toHaveBeenCalled();
  });
});
