import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { mockedApi } from '@app/shared/testing/apiMock';
import { anOrder, aUser } from '@app/shared/testing/factories';
import { renderAt as render, type RenderAtOptions } from '@app/shared/testing/render';
import { CheckoutPage } from './CheckoutPage';
import { POLL_MS } from '@app/shared/payments/useOrder';
import { hasValidCrc, parseTlv } from '@app/shared/payments/vietqr';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const getTransaction = api.getTransaction;
const cancelTransaction = api.cancelTransaction;

const pending = anOrder();

/** The page at `path` with the user kept as set (signed in by default, see beforeEach). */
const renderAt = (path: string) =>
  render(path, <CheckoutPage />, { user: currentUser, route: '/checkout/:transactionId', whereElsewhere: true });

let currentUser: RenderAtOptions['user'] = aUser();

beforeEach(() => {
  currentUser = aUser();
  getTransaction.mockReset();
  cancelTransaction.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets `ms` of fake time pass (polls, the data layer's next tick) and the page settle. */
const later = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('CheckoutPage states', () => {
  it('shows loading while the sign-in check runs, and does not call the API yet', () => {
    currentUser = 'checking';
    renderAt('/checkout/ABCDEFGHJK');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thanh toán chuyển khoản');
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải thông tin giao dịch…');
    expect(getTransaction).not.toHaveBeenCalled();
  });

  it('says the id is missing for an empty id', () => {
    renderAt('/checkout/%20');
    expect(screen.getByRole('alert')).toHaveTextContent('Không tìm thấy mã giao dịch.');
  });

  it('says an unknown id is invalid or does not exist', async () => {
    getTransaction.mockRejectedValue(new ApiError('not-found', 'Giao dịch không hợp lệ hoặc không tồn tại.'));
    renderAt('/checkout/ZZZZZZZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Giao dịch không hợp lệ hoặc không tồn tại.');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('explains the access rule for someone else’s transaction', async () => {
    getTransaction.mockRejectedValue(new ApiError('permission-denied', 'x'));
    renderAt('/checkout/ABCDEFGHJK');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn không có quyền xem giao dịch này.');
  });

  it('offers a retry after a network failure', async () => {
    getTransaction
      .mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.'))
      .mockResolvedValue(pending);
    renderAt('/checkout/ABCDEFGHJK');
    await userEvent.click(await screen.findByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Pong Neon')).toBeInTheDocument();
  });

  it('shows the product, bank, holder, account, amount in VND, note and a valid VietQR code', async () => {
    getTransaction.mockResolvedValue(pending);
    renderAt('/checkout/ABCDEFGHJK');
    expect(await screen.findByText('Pong Neon')).toBeInTheDocument();
    expect(getTransaction).toHaveBeenCalledWith({ transactionId: 'ABCDEFGHJK' });
    for (const text of ['Vietcombank', 'CONG TY TNHH AI MARKET', '1234567890', 'TT ABCDEFGHJK']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/79\.000\s₫/)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /Mã QR chuyển khoản 79\.000\s₫, nội dung TT ABCDEFGHJK/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const payload = qr.getAttribute('data-payload') ?? '';
    expect(hasValidCrc(payload)).toBe(true);
    const fields = parseTlv(payload);
    expect(fields.get('54')).toBe('79000');
    expect(parseTlv(fields.get('62') ?? '').get('08')).toBe('TT ABCDEFGHJK');
    expect(parseTlv(parseTlv(fields.get('38') ?? '').get('01') ?? '').get('01')).toBe('1234567890');
    expect(screen.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' })).toBeInTheDocument();
  });

  it('copies the transfer note', async () => {
    const user = userEvent.setup();
    getTransaction.mockResolvedValue(pending);
    renderAt('/checkout/ABCDEFGHJK');
    await user.click(await screen.findByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    expect(await navigator.clipboard.readText()).toBe('TT ABCDEFGHJK');
    expect(screen.getAllByText('Đã sao chép').length).toBeGreaterThan(0);
  });

  it.each([
    ['canceled', 'Giao dịch này đã bị hủy.'],
    ['refunded', 'Giao dịch này đã được hoàn tiền.'],
  ] as const)('says when the transaction is no longer payable (%s)', async (status, text) => {
    getTransaction.mockResolvedValue({ ...pending, status });
    renderAt('/checkout/ABCDEFGHJK');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('CheckoutPage actions', () => {
  it('cancels only after confirmation, then goes home', async () => {
    const user = userEvent.setup();
    getTransaction.mockResolvedValue(pending);
    cancelTransaction.mockResolvedValue({ ...pending, status: 'canceled' });
    renderAt('/checkout/ABCDEFGHJK');
    await user.click(await screen.findByRole('button', { name: 'Hủy giao dịch' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Hủy giao dịch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Không, quay lại' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancelTransaction).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Hủy giao dịch' }));
    dialog = screen.getByRole('alertdialog', { name: 'Hủy giao dịch?' });
    // Home as soon as the cancel is done: the page does not wait for (or show) the transaction asked again.
    getTransaction.mockReturnValue(new Promise(() => undefined));
    await user.click(within(dialog).getByRole('button', { name: 'Hủy giao dịch' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(cancelTransaction).toHaveBeenCalledWith({ transactionId: 'ABCDEFGHJK' });
  });

  it('keeps the dialog open with the server message when cancel fails', async () => {
    const user = userEvent.setup();
    getTransaction.mockResolvedValue(pending);
    cancelTransaction.mockRejectedValue(new ApiError('aborted', 'Chỉ có thể hủy giao dịch đang chờ thanh toán.'));
    renderAt('/checkout/ABCDEFGHJK');
    await user.click(await screen.findByRole('button', { name: 'Hủy giao dịch' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy giao dịch' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Chỉ có thể hủy giao dịch đang chờ thanh toán.');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('“Tôi đã chuyển khoản” goes to /my/library', async () => {
    getTransaction.mockResolvedValue(pending);
    renderAt('/checkout/ABCDEFGHJK');
    await userEvent.click(await screen.findByRole('button', { name: 'Tôi đã chuyển khoản' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/my/library');
  });

  it('a failed poll keeps the payment details and the next poll goes on', async () => {
    jest.useFakeTimers();
    getTransaction
      .mockResolvedValueOnce(pending)
      .mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.'))
      .mockResolvedValue(pending);
    renderAt('/checkout/ABCDEFGHJK');
    await later(1);
    expect(screen.getByText('Pong Neon')).toBeInTheDocument();
    await later(POLL_MS);
    expect(getTransaction).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Pong Neon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    await later(POLL_MS);
    expect(getTransaction).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Pong Neon')).toBeInTheDocument();
  });

  it('notices the payment while open and moves to /payment-status', async () => {
    jest.useFakeTimers();
    getTransaction
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(pending)
      .mockResolvedValue({
        ...pending,
        status: 'paid',
        paidAt: '2026-11-21T10:05:00.000Z',
      });
    renderAt('/checkout/ABCDEFGHJK');
    // The first answer (the data layer delivers it on the next tick).
    await later(1);
    expect(screen.getByText('Pong Neon')).toBeInTheDocument();
    await later(POLL_MS);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await later(POLL_MS);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/payment-status?transactionId=ABCDEFGHJK'),
    );
    expect(getTransaction).toHaveBeenCalledTimes(3);
  });
});
