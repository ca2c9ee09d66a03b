import { act, screen } from '@testing-library/react';
import { refreshUser } from '@app/shared/auth/session';
import type { LibraryItem } from '@app/shared/contracts/profile';
import { mockedApi } from '@app/shared/testing/apiMock';
import { aTransaction, aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { LibraryPage } from './LibraryPage';
import { PENDING_POLL_MS } from './usePendingPurchases';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
jest.mock('@app/shared/auth/session', () => ({ refreshUser: jest.fn(async () => undefined) }));

const listMyTransactions = mockedApi().listMyTransactions;
const pending = aTransaction();

let library: LibraryItem[] = [];
const signIn = (items: LibraryItem[]) => {
  library = items;
};

const renderPage = () => renderAt('/my/library', <LibraryPage />, { user: aUser({ library }) });

beforeEach(() => listMyTransactions.mockReset());
afterEach(() => jest.useRealTimers());

describe('LibraryPage', () => {
  it('lists owned items with an open action and pending purchases as pending', async () => {
    signIn([
      { productId: 'viet-bai', title: 'Viết bài chuẩn SEO', kind: 'product', grantedAt: '2026-11-01T00:00:00Z' },
      { productId: 'hoc-vien', title: 'Học viện Creator', kind: 'course', grantedAt: '2026-11-02T00:00:00Z' },
    ]);
    listMyTransactions.mockResolvedValue([pending]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Đang chờ thanh toán', level: 2 })).toBeInTheDocument();
    expect(listMyTransactions).toHaveBeenCalledWith({ status: 'pending' });
    expect(screen.getByRole('link', { name: 'Tiếp tục thanh toán Pong Neon' })).toHaveAttribute(
      'href',
      '/checkout/ABCDEFGHJK',
    );
    expect(screen.getByRole('link', { name: 'Mở Viết bài chuẩn SEO' })).toHaveAttribute('href', '/product/viet-bai');
    expect(screen.getByRole('link', { name: 'Mở Học viện Creator' })).toHaveAttribute('href', '/training/my-course');
    expect(screen.queryByText('Thư viện của bạn đang trống.')).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to the marketplace', async () => {
    signIn([]);
    listMyTransactions.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('Thư viện của bạn đang trống.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám phá chợ ứng dụng' })).toHaveAttribute('href', '/');
  });

  it('refreshes the profile when a pending purchase settles', async () => {
    jest.useFakeTimers();
    signIn([]);
    listMyTransactions.mockResolvedValueOnce([pending]).mockResolvedValue([]);
    renderPage();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Pong Neon')).toBeInTheDocument();
    expect(refreshUser).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PENDING_POLL_MS);
    });
    expect(screen.queryByText('Pong Neon')).not.toBeInTheDocument();
    expect(refreshUser).toHaveBeenCalledTimes(2);
  });
});
