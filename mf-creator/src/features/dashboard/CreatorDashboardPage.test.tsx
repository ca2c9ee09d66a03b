import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { answerByDays, expectRetryAfterFailure, pickSevenDays } from '@app/shared/testing/pageStates';
import App from '../../App';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
// The real chart draws on a canvas jsdom does not have; this stand-in also proves the page reaches the chart
// through its lazy import (the module is only required when the chart is first shown).
const mockChart = { loads: 0, fails: false };
jest.mock('@app/shared/ui/charts/DailyBarChart', () => {
  mockChart.loads += 1;
  return {
    __esModule: true,
    default: ({ label }: { label: string }) => {
      if (mockChart.fails) throw new Error('ChunkLoadError');
      return <div role="img" aria-label={label} />;
    },
  };
});
const api = mockedApi();

const creator = aUser({ roles: ['creator'] });

function aDashboard(overrides: Partial<CreatorDashboard> = {}): CreatorDashboard {
  return {
    days: 30,
    productCount: 3,
    publishedCount: 2,
    totals: { gross: 1_500_000, net: 1_260_000, count: 12 },
    current: { gross: 500_000, net: 450_000, count: 5 },
    previous: { gross: 400_000, net: 450_000, count: 0 },
    balance: { pending: 270_000, available: 800_000, requested: 0, paidOut: 190_000, owed: 0 },
    daily: [
      { day: '2026-11-20', gross: 0, net: 0, count: 0 },
      { day: '2026-11-21', gross: 199_000, net: 179_100, count: 1 },
    ],
    topProducts: [{ productId: 'p-1', title: 'Pong Neon', count: 4, gross: 396_000, net: 356_400 }],
    recentSales: [
      {
        orderId: 'o-2',
        productId: 'p-1',
        productTitle: 'Pong Neon',
        buyer: 'Nguyễn V. A.',
        price: 99_000,
        net: 89_100,
        paidAt: '2026-11-21T10:05:00.000Z',
        status: 'pending',
        availableAt: '2026-11-28T10:05:00.000Z',
      },
      {
        orderId: 'o-1',
        productId: 'p-2',
        productTitle: 'Trợ lý viết CV',
        buyer: 'Trần T. B.',
        price: 100_000,
        net: 90_000,
        paidAt: '2026-11-01T18:00:00.000Z',
        status: 'refunded',
        availableAt: '2026-11-09T18:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const renderDashboard = (user = creator) => renderAt('/creator/dashboard', <App />, { user });

beforeEach(() => {
  resetMockedApi();
  mockChart.fails = false;
});

describe('/creator/dashboard', () => {
  // First in the file: the area's routes (App, imported above) are loaded, the chart module is not.
  it('does not load the chart module before a chart is shown', async () => {
    expect(mockChart.loads).toBe(0);
    api.getCreatorDashboard.mockResolvedValue(
      aDashboard({ totals: { gross: 0, net: 0, count: 0 }, recentSales: [], topProducts: [] }),
    );
    renderDashboard();
    await screen.findByText('Bạn chưa có lượt bán nào');
    expect(mockChart.loads).toBe(0);
  });

  it('shows the period against the one before, in words and arrows', async () => {
    api.getCreatorDashboard.mockResolvedValue(aDashboard());
    renderDashboard();
    const period = await screen.findByRole('region', { name: '30 ngày gần nhất' });
    const gross = within(period).getByText('Doanh thu gộp').parentElement as HTMLElement;
    expect(gross).toHaveTextContent(/500\.000\s₫/);
    expect(gross).toHaveTextContent('Tăng 25% so với 30 ngày trước đó');
    expect(gross).toHaveTextContent(/Kỳ trước: 400\.000\s₫/);
    expect(within(period).getByText('Thu nhập thực nhận').parentElement).toHaveTextContent(
      'Không đổi so với 30 ngày trước đó',
    );
    expect(within(period).getByText('Lượt bán').parentElement).toHaveTextContent(
      'Mới có trong kỳ này (30 ngày trước đó: 0)',
    );
    expect(api.getCreatorDashboard).toHaveBeenCalledWith({ days: 30 });
  });

  it('shows the balance with a link to payouts, all-time totals, top products and recent sales', async () => {
    api.getCreatorDashboard.mockResolvedValue(aDashboard());
    renderDashboard();
    const balance = await screen.findByRole('region', { name: 'Số dư' });
    expect(within(balance).getByText('Khả dụng để rút').parentElement).toHaveTextContent(/800\.000\s₫/);
    expect(within(balance).getByText(/Đang chờ/).parentElement).toHaveTextContent(/270\.000\s₫/);
    expect(within(balance).getByRole('link', { name: 'Xem thanh toán và rút tiền' })).toHaveAttribute(
      'href',
      '/creator/payouts',
    );
    const totals = screen.getByRole('region', { name: 'Từ trước đến nay' });
    expect(totals).toHaveTextContent(/1\.500\.000\s₫/);
    expect(totals).toHaveTextContent('2/3 sản phẩm đã xuất bản');

    const top = screen.getByRole('table', { name: 'Sản phẩm bán chạy trong 30 ngày gần nhất' });
    expect(within(top).getByRole('link', { name: 'Pong Neon' })).toHaveAttribute('href', '/product/p-1');

    const recent = screen.getByRole('table', { name: '10 lượt bán gần nhất' });
    const [, pending, refunded] = within(recent).getAllByRole('row');
    expect(pending).toHaveTextContent('Nguyễn V. A.');
    expect(pending).toHaveTextContent(/99\.000\s₫/);
    expect(pending).toHaveTextContent(/89\.100\s₫/);
    // Paid 17:05 and available 17:05 on the 28th, Vietnam time.
    expect(pending).toHaveTextContent('21/11/2026 17:05');
    expect(pending).toHaveTextContent('Đang chờ · khả dụng từ 28/11/2026');
    // 18:00 UTC on the 1st is the 2nd in Vietnam.
    expect(refunded).toHaveTextContent('02/11/2026 01:00');
    expect(refunded).toHaveTextContent('Đã hoàn tiền');
  });

  it('asks for another period and shows its figures', async () => {
    const week = { current: { gross: 99_000, net: 89_100, count: 1 }, previous: { gross: 198_000, net: 0, count: 2 } };
    api.getCreatorDashboard.mockImplementation(answerByDays(aDashboard({ days: 7, ...week }), aDashboard()));
    renderDashboard();
    const period = await pickSevenDays(api.getCreatorDashboard, '30 ngày gần nhất', '7 ngày gần nhất');
    expect(within(period).getByText('Doanh thu gộp').parentElement).toHaveTextContent(
      'Giảm 50% so với 7 ngày trước đó',
    );
  });

  it('loads the chart lazily and offers its data as a table', async () => {
    api.getCreatorDashboard.mockResolvedValue(aDashboard());
    renderDashboard();
    expect(
      await screen.findByRole('img', {
        name: /Biểu đồ cột doanh thu gộp theo ngày, 30 ngày gần nhất, tổng 199\.000\s₫/,
      }),
    ).toBeInTheDocument();
    expect(mockChart.loads).toBe(1);

    const toggle = screen.getByRole('button', { name: 'Xem bảng dữ liệu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /Doanh thu theo ngày/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ẩn bảng dữ liệu' })).toHaveAttribute('aria-expanded', 'true');
    const rows = within(screen.getByRole('table', { name: 'Doanh thu theo ngày, 30 ngày gần nhất' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent(/21\/11\/2026\s*199\.000\s₫\s*179\.100\s₫\s*1/);
  });

  it('falls back to the table when the chart cannot load', async () => {
    mockChart.fails = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getCreatorDashboard.mockResolvedValue(aDashboard());
    renderDashboard();
    expect(await screen.findByText('Không tải được biểu đồ. Số liệu vẫn có trong bảng dữ liệu.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Doanh thu theo ngày, 30 ngày gần nhất' })).toBeInTheDocument();
  });

  it('welcomes a creator with no sales yet', async () => {
    api.getCreatorDashboard.mockResolvedValue(
      aDashboard({ totals: { gross: 0, net: 0, count: 0 }, recentSales: [], topProducts: [] }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bạn chưa có lượt bán nào' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quản lý sản phẩm' })).toHaveAttribute('href', '/creator/products');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that works', async () => {
    api.getCreatorDashboard
      .mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.'))
      .mockResolvedValue(aDashboard());
    renderDashboard();
    await expectRetryAfterFailure(
      { loading: 'Đang tải bảng điều khiển…', failed: 'Không tải được số liệu bán hàng.' },
      () => screen.findByRole('region', { name: '30 ngày gần nhất' }),
    );
  });

  it('is refused to a signed-in user who is not a creator, without asking the API', () => {
    renderDashboard(aUser({ roles: [] }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Không có quyền truy cập');
    expect(screen.getByText('Khu vực này dành cho nhà sáng tạo.')).toBeInTheDocument();
    expect(api.getCreatorDashboard).not.toHaveBeenCalled();
  });
});
