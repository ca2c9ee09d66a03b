import { act, screen, waitFor } from '@testing-library/react';
import { refreshUser } from '@app/shared/auth/session';
import { mockedApi } from '@app/shared/testing/apiMock';
import { anOrder, aUser } from '@app/shared/testing/factories';
import { renderAt as render } from '@app/shared/testing/render';
import { PaymentStatusPage } from './PaymentStatusPage';
import { STATUS_POLL_MS } from './usePaymentStatus';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
jest.mock('@app/shared/auth/session', () => ({ refreshUser: jest.fn(async () => undefined) }));
const api = mockedApi();
const getTransaction = api.getTransaction;
const getLatestTransaction = api.getLatestTransaction;

const base = anOrder();

const renderAt = (path: string) => render(path, <PaymentStatusPage />, { user: aUser() });

afterEach(() => {
  jest.useRealTimers();
});

/** Lets `ms` of fake time pass (polls, the data layer's next tick) and the page settle. */
const later = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  jest.mocked(refreshUser).mockClear();
  getTransaction.mockReset();
  getLatestTransaction.mockReset();
});

describe('PaymentStatusPage', () => {
  it.each([
    ['paid', 'Đã thanh toán', 'Mở thư viện', '/my/library'],
    ['pending', 'Đang chờ thanh toán', 'Tiếp tục thanh toán', '/checkout/ABCDEFGHJK'],
    ['canceled', 'Đã hủy', 'Đặt mua lại', '/product/pong-neon'],
    ['expired', 'Đã hết hạn', 'Đặt mua lại', '/product/pong-neon'],
    ['refunded', 'Đã hoàn tiền', 'Đặt mua lại', '/product/pong-neon'],
  ] as const)('shows a %s latest transaction with its next action', async (status, label, action, href) => {
    getLatestTransaction.mockResolvedValue({ transaction: { ...base, status } });
    renderAt('/payment-status');
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Pong Neon');
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(status === 'paid' ? 1 : 0));
  });

  it('reads the transaction named in the query', async () => {
    getTransaction.mockResolvedValue({ ...base, status: 'paid', kind: 'course', productId: null, courseId: 'c' });
    renderAt('/payment-status?transactionId=ABCDEFGHJK');
    expect(await screen.findByRole('link', { name: 'Vào khóa học' })).toHaveAttribute('href', '/training/my-course');
    expect(getTransaction).toHaveBeenCalledWith({ transactionId: 'ABCDEFGHJK' });
    expect(getLatestTransaction).not.toHaveBeenCalled();
  });

  it('checks a pending payment again until it is paid, then refreshes the profile once', async () => {
    jest.useFakeTimers();
    getLatestTransaction
      .mockResolvedValueOnce({ transaction: base })
      .mockResolvedValue({ transaction: { ...base, status: 'paid' } });
    renderAt('/payment-status');
    await later(1);
    expect(screen.getByText('Đang chờ thanh toán')).toBeInTheDocument();
    expect(refreshUser).not.toHaveBeenCalled();
    await later(STATUS_POLL_MS);
    expect(screen.getByText('Đã thanh toán')).toBeInTheDocument();
    await later(STATUS_POLL_MS * 3);
    // Paid is final: no more checks, and the profile was refreshed once.
    expect(getLatestTransaction).toHaveBeenCalledTimes(2);
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('says when there is no transaction yet', async () => {
    getLatestTransaction.mockResolvedValue({ transaction: null });
    renderAt('/payment-status');
    expect(await screen.findByText('Bạn chưa có giao dịch nào.')).toBeInTheDocument();
  });
});
