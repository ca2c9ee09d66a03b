import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { refreshUser } from '@app/shared/auth/session';
import { ACADEMY_COURSE_ID, ACADEMY_PRICE_VND } from '@app/shared/contracts/academy';
import { POLL_MS } from '@app/shared/payments/useOrder';
import { hasValidCrc, parseTlv } from '@app/shared/payments/vietqr';
import { mockedApi } from '@app/shared/testing/apiMock';
import { anOrder, aUser } from '@app/shared/testing/factories';
import { renderAt as render, type RenderAtOptions } from '@app/shared/testing/render';
import { PaymentInstructionsPage } from './PaymentInstructionsPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
jest.mock('@app/shared/auth/session', () => ({ refreshUser: jest.fn(async () => undefined) }));

const api = mockedApi();
const getTransaction = api.getTransaction;
const cancelTransaction = api.cancelTransaction;

const order = anOrder({
  id: 'KHOAHOC123',
  kind: 'course',
  productId: null,
  courseId: ACADEMY_COURSE_ID,
  productTitle: 'Học viện Creator',
  price: ACADEMY_PRICE_VND,
  transferNote: 'TT KHOAHOC123',
});

let currentUser: RenderAtOptions['user'] = aUser();

const renderAt = (path: string) =>
  render(path, <PaymentInstructionsPage />, {
    user: currentUser,
    route: ['/my/payment-instructions', '/my/payment-instructions/:orderId'],
    whereElsewhere: true,
  });

beforeEach(() => {
  currentUser = aUser();
  getTransaction.mockReset();
  cancelTransaction.mockReset();
});
afterEach(() => jest.useRealTimers());

const later = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('PaymentInstructionsPage states', () => {
  it('shows loading while the order loads', () => {
    getTransaction.mockReturnValue(new Promise(() => undefined));
    renderAt('/my/payment-instructions/KHOAHOC123');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hướng dẫn thanh toán');
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải thông tin đơn hàng…');
  });

  it('gives the docs/product.md §5 text without an order id, and does not call the API', () => {
    renderAt('/my/payment-instructions');
    expect(screen.getByRole('alert')).toHaveTextContent('Không tìm thấy mã giao dịch.');
    expect(screen.getByRole('link', { name: 'Về trang khóa học' })).toHaveAttribute('href', '/salepage');
    expect(getTransaction).not.toHaveBeenCalled();
  });

  it('shows the course, bank details, 5.000.000 VND, the note TT {id}, copy buttons and a valid VietQR', async () => {
    getTransaction.mockResolvedValue(order);
    renderAt('/my/payment-instructions/KHOAHOC123');
    expect(await screen.findByText('Học viện Creator')).toBeInTheDocument();
    expect(getTransaction).toHaveBeenCalledWith({ transactionId: 'KHOAHOC123' });
    expect(screen.getByText('Khóa học')).toBeInTheDocument();
    for (const text of ['Vietcombank', 'CONG TY TNHH AI MARKET', '1234567890', 'TT KHOAHOC123']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/^5\.000\.000\s₫$/)).toBeInTheDocument();
    for (const name of ['Sao chép số tài khoản', 'Sao chép số tiền', 'Sao chép nội dung chuyển khoản']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const qr = await screen.findByRole('img', { name: /Mã QR chuyển khoản 5\.000\.000\s₫, nội dung TT KHOAHOC123/ });
    const payload = qr.getAttribute('data-payload') ?? '';
    expect(hasValidCrc(payload)).toBe(true);
    const fields = parseTlv(payload);
    expect(fields.get('54')).toBe('5000000');
    expect(parseTlv(fields.get('62') ?? '').get('08')).toBe('TT KHOAHOC123');
    expect(screen.getByText(/Đang chờ xác nhận chuyển khoản/)).toBeInTheDocument();
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('copies the amount', async () => {
    const user = userEvent.setup();
    getTransaction.mockResolvedValue(order);
    renderAt('/my/payment-instructions/KHOAHOC123');
    await user.click(await screen.findByRole('button', { name: 'Sao chép số tiền' }));
    expect(await navigator.clipboard.readText()).toBe('5000000');
  });

  it('sends a product order to its checkout page', async () => {
    getTransaction.mockResolvedValue(anOrder());
    renderAt('/my/payment-instructions/ABCDEFGHJK');
    expect(await screen.findByTestId('where')).toHaveTextContent('/checkout/ABCDEFGHJK');
  });

  it.each([
    ['expired', 'Đơn hàng đã hết hạn', 'Đơn hàng đã quá hạn thanh toán.'],
    ['canceled', 'Đơn hàng đã bị hủy', 'Đơn hàng này đã bị hủy.'],
    ['refunded', 'Đơn hàng đã được hoàn tiền', 'Học phí của đơn hàng này đã được hoàn lại cho bạn.'],
  ] as const)('an order %s says so, with no QR, and leads back to /salepage', async (status, title, text) => {
    getTransaction.mockResolvedValue({ ...order, status });
    renderAt('/my/payment-instructions/KHOAHOC123');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang khóa học' })).toHaveAttribute('href', '/salepage');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy giao dịch' })).not.toBeInTheDocument();
  });

  it('says an unknown order is invalid, without a retry', async () => {
    getTransaction.mockRejectedValue(new ApiError('not-found', 'x'));
    renderAt('/my/payment-instructions/ZZZZZZZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Giao dịch không hợp lệ hoặc không tồn tại.');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('explains the access rule for someone else’s order', async () => {
    getTransaction.mockRejectedValue(new ApiError('permission-denied', 'x'));
    renderAt('/my/payment-instructions/KHOAHOC123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn không có quyền xem giao dịch này.');
  });

  it('shows the server message of a network failure and retries', async () => {
    const user = userEvent.setup();
    getTransaction
      .mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.'))
      .mockResolvedValue(order);
    renderAt('/my/payment-instructions/KHOAHOC123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dịch vụ tạm thời không khả dụng.');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Học viện Creator')).toBeInTheDocument();
  });
});

describe('PaymentInstructionsPage payment', () => {
  it('notices the payment while open: success, the profile refreshed once, and “Vào học”', async () => {
    jest.useFakeTimers();
    getTransaction
      .mockResolvedValueOnce(order)
      .mockResolvedValueOnce(order)
      .mockResolvedValue({ ...order, status: 'paid', paidAt: '2026-11-21T10:05:00.000Z' });
    renderAt('/my/payment-instructions/KHOAHOC123');
    await later(1);
    expect(screen.getByText('Học viện Creator')).toBeInTheDocument();
    await later(POLL_MS);
    expect(screen.queryByText('Thanh toán thành công')).not.toBeInTheDocument();
    expect(refreshUser).not.toHaveBeenCalled();
    await later(POLL_MS);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thanh toán thành công' })).toBeInTheDocument());
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Vào học' })).toHaveAttribute('href', '/training/my-course');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // Paid: the page stops asking.
    await later(POLL_MS * 3);
    expect(getTransaction).toHaveBeenCalledTimes(3);
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('opened after paying, says so and refreshes the profile', async () => {
    getTransaction.mockResolvedValue({ ...order, status: 'paid' });
    renderAt('/my/payment-instructions/KHOAHOC123');
    expect(await screen.findByRole('link', { name: 'Vào học' })).toBeInTheDocument();
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('cancels only after confirmation, then goes back to /salepage', async () => {
    const user = userEvent.setup();
    getTransaction.mockResolvedValue(order);
    cancelTransaction.mockResolvedValue({ ...order, status: 'canceled' });
    renderAt('/my/payment-instructions/KHOAHOC123');
    await user.click(await screen.findByRole('button', { name: 'Hủy giao dịch' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Hủy giao dịch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Không, quay lại' }));
    expect(cancelTransaction).not.toHaveBeenCalled();
    expect(screen.getByText('Học viện Creator')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hủy giao dịch' }));
    dialog = screen.getByRole('alertdialog', { name: 'Hủy giao dịch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hủy giao dịch' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/salepage$/);
    expect(cancelTransaction).toHaveBeenCalledWith({ transactionId: 'KHOAHOC123' });
  });

  it('has the same actions as a product’s checkout: “Tôi đã chuyển khoản” goes to /my/library', async () => {
    const user = userEvent.setup();
    getTransaction.mockResolvedValue(order);
    renderAt('/my/payment-instructions/KHOAHOC123');
    await user.click(await screen.findByRole('button', { name: 'Tôi đã chuyển khoản' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/my\/library$/);
    expect(cancelTransaction).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server message when cancel is refused', async () => {
    const user = userEvent.setup();
    getTransaction.mockResolvedValue(order);
    cancelTransaction.mockRejectedValue(new ApiError('aborted', 'Chỉ có thể hủy giao dịch đang chờ thanh toán.'));
    renderAt('/my/payment-instructions/KHOAHOC123');
    await user.click(await screen.findByRole('button', { name: 'Hủy giao dịch' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy giao dịch' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Chỉ có thể hủy giao dịch đang chờ thanh toán.');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
