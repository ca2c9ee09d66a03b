import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import type { PayoutOverview } from '@app/shared/contracts/ledger';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aPayoutAccount, aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { answerByDays, pickSevenDays } from '@app/shared/testing/pageStates';
import App from '../../App';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
// The real chart draws on a canvas jsdom does not have; this stand-in also proves the page reaches the chart
// through its lazy import (the module is only required when a chart is first shown).
const mockChart = { loads: 0 };
jest.mock('@app/shared/ui/charts/DailyBarChart', () => {
  mockChart.loads += 1;
  return {
    __esModule: true,
    default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  };
});
const api = mockedApi();

// Not a creator: every signed-in user has the affiliate dashboard.
const user = aUser({ roles: [] });

function aDashboard(overrides: Partial<AffiliateDashboard> = {}): AffiliateDashboard {
  return {
    code: 'LAN123',
    days: 30,
    links: [
      { productId: null, title: 'Toàn bộ chợ sản phẩm', path: '/?ref=LAN123' },
      { productId: 'p-1', title: 'Pong Neon', path: '/product/p-1?ref=LAN123' },
    ],
    period: { clicks: 8, signups: 2, orders: 1, conversionRate: 0.125, commission: 19_900 },
    commission: { pending: 19_900, available: 250_000, paid: 100_000 },
    daily: [
      { day: '2026-11-20', clicks: 3, orders: 0, commission: 0 },
      { day: '2026-11-21', clicks: 5, orders: 1, commission: 19_900 },
    ],
    recent: [
      {
        orderId: 'o-2',
        title: 'Pong Neon',
        buyer: 'Nguyễn V. A.',
        amount: 199_000,
        commission: 19_900,
        status: 'pending',
        paidAt: '2026-11-21T10:05:00.000Z',
        availableAt: '2026-11-28T10:05:00.000Z',
      },
      {
        orderId: 'o-1',
        title: 'Trợ lý viết CV',
        buyer: 'Trần T. B.',
        amount: 100_000,
        commission: 10_000,
        status: 'reversed',
        paidAt: '2026-11-01T18:00:00.000Z',
        availableAt: '2026-11-09T18:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const quiet = (): AffiliateDashboard =>
  aDashboard({
    links: [{ productId: null, title: 'Toàn bộ chợ sản phẩm', path: '/?ref=LAN123' }],
    period: { clicks: 0, signups: 0, orders: 0, conversionRate: 0, commission: 0 },
    commission: { pending: 0, available: 0, paid: 0 },
    daily: [{ day: '2026-11-21', clicks: 0, orders: 0, commission: 0 }],
    recent: [],
  });

function anOverview(overrides: Partial<PayoutOverview> = {}): PayoutOverview {
  return {
    balance: { pending: 19_900, available: 250_000, requested: 0, paidOut: 100_000, owed: 0 },
    releases: [],
    minPayout: 200_000,
    openPayout: null,
    payouts: [],
    ...overrides,
  };
}

function serve(dashboard = aDashboard(), overview = anOverview(), methods = [aPayoutAccount({ id: 'pm-1' })]) {
  api.getAffiliateDashboard.mockResolvedValue(dashboard);
  api.getPayoutOverview.mockResolvedValue(overview);
  api.getPaymentMethods.mockResolvedValue(methods);
}

const renderDashboard = () => renderAt('/my/affiliate/dashboard', <App />, { user });
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

beforeEach(() => {
  resetMockedApi();
});

describe('/my/affiliate/dashboard', () => {
  // First in the file: the area's routes (App, imported above) are loaded, the chart module is not.
  it('does not load the chart module for a user with nothing to chart', async () => {
    serve(quiet());
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Bạn chưa có lượt nhấp nào' });
    expect(mockChart.loads).toBe(0);
  });

  it('shows the period’s figures, the conversion rate in Vietnamese and the commission balance', async () => {
    serve();
    renderDashboard();
    const period = await screen.findByRole('region', { name: '30 ngày gần nhất' });
    expect(figure(period, 'Lượt nhấp')).toHaveTextContent(/^Lượt nhấp8$/);
    expect(figure(period, 'Lượt đăng ký')).toHaveTextContent(/^Lượt đăng ký2$/);
    expect(figure(period, 'Đơn hàng')).toHaveTextContent(/^Đơn hàng1$/);
    expect(figure(period, 'Tỷ lệ chuyển đổi')).toHaveTextContent('12,5%');
    expect(figure(period, 'Hoa hồng trong kỳ')).toHaveTextContent(/19\.900\s₫/);
    expect(api.getAffiliateDashboard).toHaveBeenCalledWith({ days: 30 });

    const balance = screen.getByRole('region', { name: 'Hoa hồng của bạn' });
    expect(figure(balance, 'Đang chờ')).toHaveTextContent(/19\.900\s₫/);
    expect(figure(balance, 'Khả dụng')).toHaveTextContent(/250\.000\s₫/);
    expect(figure(balance, 'Đã chi trả')).toHaveTextContent(/100\.000\s₫/);
    expect(screen.queryByText('Bạn chưa có lượt nhấp nào')).not.toBeInTheDocument();
  });

  it('lists recent orders with masked buyers, commission and status', async () => {
    serve();
    renderDashboard();
    const table = await screen.findByRole('table', { name: '10 đơn hàng gần nhất qua liên kết của bạn' });
    const [, pending, reversed] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('Pong Neon');
    expect(pending).toHaveTextContent('Nguyễn V. A.');
    expect(pending).toHaveTextContent(/199\.000\s₫/);
    expect(pending).toHaveTextContent(/19\.900\s₫/);
    // Paid 17:05 Vietnam time, available from the 28th.
    expect(pending).toHaveTextContent('21/11/2026 17:05');
    expect(pending).toHaveTextContent('Đang chờ · khả dụng từ 28/11/2026');
    // 18:00 UTC on the 1st is the 2nd in Vietnam.
    expect(reversed).toHaveTextContent('02/11/2026 01:00');
    expect(reversed).toHaveTextContent('Đã thu hồi (đơn được hoàn tiền)');
  });

  it('asks for another period and shows its figures', async () => {
    const week = { clicks: 3, signups: 0, orders: 1, conversionRate: 1 / 3, commission: 9_900 };
    api.getAffiliateDashboard.mockImplementation(answerByDays(aDashboard({ days: 7, period: week }), aDashboard()));
    api.getPayoutOverview.mockResolvedValue(anOverview());
    api.getPaymentMethods.mockResolvedValue([]);
    renderDashboard();
    const period = await pickSevenDays(api.getAffiliateDashboard, '30 ngày gần nhất', '7 ngày gần nhất');
    expect(figure(period, 'Lượt nhấp')).toHaveTextContent(/^Lượt nhấp3$/);
    expect(figure(period, 'Tỷ lệ chuyển đổi')).toHaveTextContent('33,3%');
    expect(figure(period, 'Hoa hồng trong kỳ')).toHaveTextContent(/9\.900\s₫/);
  });

  it('shows absolute links and copies one with a visible confirmation', async () => {
    serve();
    const clicker = userEvent.setup();
    renderDashboard();
    const links = await screen.findByRole('region', { name: 'Liên kết của bạn' });
    const origin = window.location.origin;
    expect(links).toHaveTextContent(`${origin}/?ref=LAN123`);
    expect(links).toHaveTextContent(`${origin}/product/p-1?ref=LAN123`);
    expect(screen.queryByText('Đã sao chép liên kết')).not.toBeInTheDocument();

    await clicker.click(within(links).getByRole('button', { name: 'Sao chép liên kết Pong Neon' }));
    expect(await navigator.clipboard.readText()).toBe(`${origin}/product/p-1?ref=LAN123`);
    const row = within(links).getByText('Pong Neon').closest('li') as HTMLElement;
    expect(within(row).getByRole('status')).toHaveTextContent('Đã sao chép liên kết');
    // Only the copied link says so.
    const catalogue = within(links).getByText('Toàn bộ chợ sản phẩm').closest('li') as HTMLElement;
    expect(within(catalogue).getByRole('status')).toBeEmptyDOMElement();
  });

  it('says when the browser refuses to copy', async () => {
    serve();
    const clicker = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    renderDashboard();
    const links = await screen.findByRole('region', { name: 'Liên kết của bạn' });
    await clicker.click(within(links).getByRole('button', { name: 'Sao chép liên kết Toàn bộ chợ sản phẩm' }));
    expect(
      await within(links).findByText('Không sao chép được. Hãy chọn liên kết và sao chép thủ công.'),
    ).toBeVisible();
    expect(screen.queryByText('Đã sao chép liên kết')).not.toBeInTheDocument();
  });

  it('loads the chart lazily, switches the figure, and offers the data as a table', async () => {
    serve();
    renderDashboard();
    expect(
      await screen.findByRole('img', { name: 'Biểu đồ cột lượt nhấp theo ngày, 30 ngày gần nhất, tổng 8.' }),
    ).toBeInTheDocument();
    expect(mockChart.loads).toBe(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Hoa hồng' }));
    expect(
      screen.getByRole('img', { name: /^Biểu đồ cột hoa hồng theo ngày, 30 ngày gần nhất, tổng 19\.900\s₫\.$/ }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Xem bảng dữ liệu' }));
    const table = screen.getByRole('table', { name: 'Lượt nhấp, đơn hàng và hoa hồng theo ngày, 30 ngày gần nhất' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent(/21\/11\/2026\s*5\s*1\s*19\.900\s₫/);
  });

  it('explains how to start to a user with no clicks yet, and still gives their link', async () => {
    serve(quiet(), anOverview({ balance: { pending: 0, available: 0, requested: 0, paidOut: 0, owed: 0 } }));
    renderDashboard();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Bạn chưa có lượt nhấp nào' });
    expect(heading.closest('section, div')).toHaveTextContent(/sao chép liên kết giới thiệu và chia sẻ/);
    const toMarketplace = screen.getAllByRole('link', { name: 'Tìm sản phẩm để quảng bá' });
    expect(toMarketplace[0]).toHaveAttribute('href', '/my/affiliate/marketplace');
    expect(
      within(screen.getByRole('region', { name: 'Liên kết của bạn' })).getByRole('button', {
        name: 'Sao chép liên kết Toàn bộ chợ sản phẩm',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /đơn hàng gần nhất/ })).not.toBeInTheDocument();
  });

  it('has the creators’ payout request: form, minimum and history', async () => {
    serve();
    renderDashboard();
    const amount = await screen.findByLabelText('Số tiền muốn rút (₫)');
    const request = screen.getByRole('region', { name: 'Yêu cầu rút tiền' });
    expect(request).toContainElement(amount);
    expect(amount).toHaveAccessibleDescription(/Tối thiểu 200\.000\s₫, tối đa 250\.000\s₫/);
    expect(within(request).getByLabelText('Tài khoản nhận tiền')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lịch sử rút tiền' })).toHaveTextContent('Bạn chưa rút tiền lần nào.');

    await userEvent.type(amount, '250.000');
    await userEvent.click(within(request).getByRole('button', { name: 'Yêu cầu rút tiền' }));
    expect(screen.getByRole('alertdialog', { name: 'Xác nhận yêu cầu rút tiền?' })).toBeInTheDocument();
  });

  it('links to the payment settings when the user has no bank account', async () => {
    serve(aDashboard(), anOverview(), []);
    renderDashboard();
    expect(await screen.findByText('Chưa có tài khoản nhận tiền')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thêm tài khoản ngân hàng' })).toHaveAttribute(
      'href',
      '/my/settings/payment',
    );
  });

  it('shows loading, then an error with a retry that works', async () => {
    serve();
    api.getAffiliateDashboard
      .mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'))
      .mockResolvedValue(aDashboard());
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải số liệu tiếp thị liên kết…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được số liệu tiếp thị liên kết.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('region', { name: '30 ngày gần nhất' })).toBeInTheDocument();
  });

  it('keeps the figures when the payouts cannot load, with a retry', async () => {
    serve();
    api.getPayoutOverview
      .mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'))
      .mockResolvedValue(anOverview());
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được số dư và lịch sử rút tiền.');
    expect(screen.getByRole('region', { name: '30 ngày gần nhất' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByLabelText('Số tiền muốn rút (₫)')).toBeInTheDocument();
  });
});
