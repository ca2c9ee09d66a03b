import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { api } from '@app/shared/api/client';
import { refreshUser } from '@app/shared/auth/session';
import { useAuthStore } from '@app/shared/auth/store';
import type { Transaction } from '@app/shared/contracts/checkout';
import { PaymentStatusPage } from './PaymentStatusPage';

jest.mock('@app/shared/api/client', () => ({
  ApiError: class extends Error {},
  api: { getTransaction: jest.fn(), getLatestTransaction: jest.fn() },
}));
jest.mock('@app/shared/auth/session', () => ({ refreshUser: jest.fn(async () => undefined) }));

const getTransaction = api.getTransaction as jest.Mock;
const getLatestTransaction = api.getLatestTransaction as jest.Mock;

const base: Transaction = {
  id: 'ABCDEFGHJK',
  price: 79_000,
  productTitle: 'Pong Neon',
  kind: 'product',
  productId: 'pong-neon',
  courseId: null,
  status: 'pending',
  transferNote: 'TT ABCDEFGHJK',
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-22T10:00:00.000Z',
  paidAt: null,
  payee: { bankName: 'Vietcombank', bankBin: '970436', accountNumber: '1234567890', accountHolder: 'AI MARKET' },
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PaymentStatusPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  useAuthStore.setState({
    status: 'signed-in',
    user: { uid: 'u1', email: 'a@b.vn', displayName: 'A', photoURL: null, roles: [], library: [], claims: {} },
  });
  getTransaction.mockReset();
  getLatestTransaction.mockReset();
});

describe('PaymentStatusPage', () => {
  it.each([
    ['paid', 'Đã thanh toán', 'Mở thư viện', '/my/library'],
    ['pending', 'Đang chờ thanh toán', 'Tiếp tục thanh toán', '/checkout/ABCDEFGHJK'],
    ['canceled', 'Đã hủy', 'Đặt mua lại', '/product/pong-neon'],
    ['expired', 'Đã hết hạn', 'Đặt mua lại', '/product/pong-neon'],
  ] as const)('shows a %s latest transaction with its next action', async (status, label, action, href) => {
    getLatestTransaction.mockResolvedValue({ transaction: { ...base, status } });
    renderAt('/payment-status');
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Pong Neon');
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
    expect(refreshUser).toHaveBeenCalledTimes(status === 'paid' ? 1 : 0);
  });

  it('reads the transaction named in the query', async () => {
    getTransaction.mockResolvedValue({ ...base, status: 'paid', kind: 'course', productId: null, courseId: 'c' });
    renderAt('/payment-status?transactionId=ABCDEFGHJK');
    expect(await screen.findByRole('link', { name: 'Vào khóa học' })).toHaveAttribute('href', '/training/my-course');
    expect(getTransaction).toHaveBeenCalledWith({ transactionId: 'ABCDEFGHJK' });
    expect(getLatestTransaction).not.toHaveBeenCalled();
  });

  it('says when there is no transaction yet', async () => {
    getLatestTransaction.mockResolvedValue({ transaction: null });
    renderAt('/payment-status');
    expect(await screen.findByText('Bạn chưa có giao dịch nào.')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', () => {
    useAuthStore.setState({ status: 'signed-out', user: null });
    renderAt('/payment-status');
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn cần đăng nhập để xem trạng thái thanh toán.');
    expect(getLatestTransaction).not.toHaveBeenCalled();
  });
});
