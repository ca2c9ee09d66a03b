import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { AdminDashboard } from '@app/shared/contracts/admin';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { answerByDays, pickSevenDays } from '@app/shared/testing/pageStates';
import { AdminDashboardPage } from './AdminDashboardPage';
import * as adminPage from '../../testing/adminPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
// The real chart draws on a canvas jsdom does not have; this stand-in also proves the page reaches the chart
// through its lazy import (the module is only required when the chart is first shown).
const mockChart = { loads: 0 };
jest.mock('@app/shared/ui/charts/DailyBarChart', () => {
  mockChart.loads += 1;
  return { __esModule: true, default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> };
});

const admin = aUser({ roles: ['admin'] });

function aDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    days: 30,
    users: 1_204,
    creators: 37,
    suspendedUsers: 2,
    publishedProducts: 88,
    pendingProducts: 4,
    current: {
      revenue: 1_500_000,
      platformRevenue: 150_000,
      refunded: 99_000,
      orders: 12,
      created: 16,
      createdPaid: 12,
    },
    previous: { revenue: 1_000_000, platformRevenue: 150_000, refunded: 0, orders: 8, created: 10, createdPaid: 6 },
    daily: [
      { day: '2026-11-20', revenue: 0, orders: 0 },
      { day: '2026-11-21', revenue: 199_000, orders: 2 },
    ],
    queues: { products: 4, applications: 2, transfers: 1, refunds: 0, payouts: 3, reviews: 2 },
    ...overrides,
  };
}

const api = mockedApi();
const renderPage = () => renderAt('/admin/dashboard', <AdminDashboardPage />, { user: admin });
/** The figure card whose label is `label` (its <dt>), inside `scope`. */
const figure = (scope: HTMLElement, label: string) => within(scope).getByText(label).parentElement as HTMLElement;

beforeEach(() => resetMockedApi());

describe('/admin/dashboard', () => {
  it('does not load the chart module before there are figures to draw', async () => {
    expect(mockChart.loads).toBe(0);
    api.getAdminDashboard.mockReturnValue(new Promise(() => undefined));
    renderPage();
    adminPage.expectLoadingPage('Bảng quản trị', 'Đang tải số liệu quản trị…');
    expect(mockChart.loads).toBe(0);
  });

  it('shows each figure of the period beside the period before, and the change in words', async () => {
    api.getAdminDashboard.mockResolvedValue(aDashboard());
    renderPage();
    const period = await screen.findByRole('region', { name: 'Kinh doanh 30 ngày qua' });
    expect(api.getAdminDashboard).toHaveBeenCalledWith({ days: 30 });

    const revenue = figure(period, 'Doanh thu');
    expect(revenue).toHaveTextContent(/1\.500\.000\s₫/);
    expect(revenue).toHaveTextContent(/Kỳ trước: 1\.000\.000\s₫/);
    expect(revenue).toHaveTextContent('Tăng 50% so với 30 ngày trước đó');
    expect(figure(period, 'Doanh thu nền tảng')).toHaveTextContent('Không đổi so với 30 ngày trước đó');
    const orders = figure(period, 'Đơn đã thanh toán');
    expect(orders).toHaveTextContent('Kỳ trước: 8');
    expect(orders).toHaveTextContent('Tăng 50% so với 30 ngày trước đó');
    expect(figure(period, 'Đã hoàn tiền')).toHaveTextContent('Mới có trong kỳ này (30 ngày trước đó: 0)');
    // 12 of 16 created orders paid, against 6 of 10.
    const rate = figure(period, 'Tỷ lệ chuyển đổi');
    expect(rate).toHaveTextContent('75,0%');
    expect(rate).toHaveTextContent('Kỳ trước: 60,0%');
    expect(rate).toHaveTextContent('Tăng 15,0 điểm % so với 30 ngày trước đó');

    const totals = screen.getByRole('region', { name: 'Người dùng và sản phẩm' });
    expect(figure(totals, 'Người dùng')).toHaveTextContent('1204');
    expect(figure(totals, 'Người dùng')).toHaveTextContent('2 tài khoản đang bị khóa');
    expect(figure(totals, 'Nhà sáng tạo')).toHaveTextContent('37');
    expect(figure(totals, 'Sản phẩm đang bán')).toHaveTextContent('88');
    expect(figure(totals, 'Sản phẩm chờ duyệt')).toHaveTextContent('4');
  });

  it('shows a dash for the conversion when no order was created', async () => {
    api.getAdminDashboard.mockResolvedValue(
      aDashboard({ current: { ...aDashboard().current, created: 0, createdPaid: 0, orders: 0 } }),
    );
    renderPage();
    const rate = figure(await screen.findByRole('region', { name: 'Kinh doanh 30 ngày qua' }), 'Tỷ lệ chuyển đổi');
    expect(rate).toHaveTextContent('—');
    expect(rate).toHaveTextContent('Chưa có đơn nào được tạo');
    expect(rate).toHaveTextContent('Không so sánh được với 30 ngày trước đó');
  });

  it('asks for another period with its number of days and shows its figures', async () => {
    const week = aDashboard({ days: 7, current: { ...aDashboard().current, revenue: 500_000 } });
    api.getAdminDashboard.mockImplementation(answerByDays(week, aDashboard()));
    renderPage();
    const period = await pickSevenDays(api.getAdminDashboard, 'Kinh doanh 30 ngày qua', 'Kinh doanh 7 ngày qua');
    expect(figure(period, 'Doanh thu')).toHaveTextContent('Giảm 50% so với 7 ngày trước đó');
    await userEvent.click(screen.getByRole('radio', { name: '90 ngày' }));
    expect(api.getAdminDashboard).toHaveBeenLastCalledWith({ days: 90 });
  });

  it('links each queue, with what waits in it, to the page that works through it', async () => {
    api.getAdminDashboard.mockResolvedValue(aDashboard());
    renderPage();
    const queues = await screen.findByRole('region', { name: 'Hàng chờ' });
    const links = within(queues).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sản phẩm chờ duyệt 4 đang chờ', '/admin/products'],
      ['Đơn đăng ký nhà sáng tạo 2 đang chờ', '/admin/applications'],
      ['Chuyển khoản chưa khớp 1 đang chờ', '/admin/transfers'],
      ['Yêu cầu hoàn tiền Không có việc chờ', '/admin/refunds'],
      ['Đánh giá bị báo cáo 2 đang chờ', '/admin/reviews'],
      ['Yêu cầu rút tiền 3 đang chờ', '/admin/payouts'],
    ]);
    // The e2e journey opens the applications by the one link whose name has "Đơn".
    expect(within(queues).getByRole('link', { name: /Đơn/ })).toHaveAttribute('href', '/admin/applications');
  });

  it('draws revenue or orders per day lazily, with both in a data table', async () => {
    api.getAdminDashboard.mockResolvedValue(aDashboard());
    renderPage();
    expect(
      await screen.findByRole('img', { name: /Biểu đồ cột doanh thu theo ngày trong 30 ngày qua, tổng 199\.000\s₫/ }),
    ).toBeInTheDocument();
    expect(mockChart.loads).toBe(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Đơn đã thanh toán' }));
    expect(
      screen.getByRole('img', { name: 'Biểu đồ cột đơn đã thanh toán theo ngày trong 30 ngày qua, tổng 2' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Xem bảng dữ liệu' }));
    const table = screen.getByRole('table', { name: 'Doanh thu và đơn đã thanh toán theo ngày, 30 ngày qua' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent(/21\/11\/2026\s*199\.000\s₫\s*2/);
  });

  it('shows an error with a retry that works', async () => {
    api.getAdminDashboard
      .mockRejectedValueOnce(new ApiError('unavailable', 'Máy chủ đang bận. Vui lòng thử lại sau.'))
      .mockResolvedValue(aDashboard());
    renderPage();
    await adminPage.retryFailedLoad('Không thể tải số liệu quản trị.', 'Máy chủ đang bận. Vui lòng thử lại sau.');
    expect(await screen.findByRole('region', { name: 'Hàng chờ' })).toBeInTheDocument();
    expect(api.getAdminDashboard).toHaveBeenCalledTimes(2);
  });
});
