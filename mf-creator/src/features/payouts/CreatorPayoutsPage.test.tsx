import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { downloadFile } from '@app/shared/api/download';
import type { LedgerStatement, Payout, PayoutOverview } from '@app/shared/contracts/ledger';
import type { PayoutAccount } from '@app/shared/contracts/payout-accounts';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aPayoutAccount, aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { expectRetryAfterFailure } from '@app/shared/testing/pageStates';
import { vietnamMonth } from '@app/shared/time/vietnam';
import { CreatorPayoutsPage } from './CreatorPayoutsPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();
jest.mock('@app/shared/api/download', () => ({ downloadFile: jest.fn() }));
const download = jest.mocked(downloadFile);

const vcb = aPayoutAccount({ id: 'pm-1', bankName: 'Vietcombank', accountNumber: '0011001234567' });
const tcb = aPayoutAccount({ id: 'pm-2', bankName: 'Techcombank', accountNumber: '190355558888' });

function aPayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 'po-1',
    amount: 300_000,
    status: 'requested',
    bankName: 'Vietcombank',
    accountNumber: '•••••••••4567',
    accountHolder: 'NGUYEN THI LAN',
    reference: null,
    failureReason: null,
    note: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

function anOverview(overrides: Partial<PayoutOverview> = {}): PayoutOverview {
  return {
    balance: { pending: 179_100, available: 500_000, requested: 0, paidOut: 300_000, owed: 0 },
    releases: [
      { availableAt: '2026-11-27T17:30:00.000Z', amount: 89_100 },
      { availableAt: '2026-11-29T02:00:00.000Z', amount: 90_000 },
    ],
    minPayout: 200_000,
    openPayout: null,
    payouts: [
      aPayout({ id: 'po-2', status: 'paid', reference: 'FT2611ABC', decidedAt: '2026-11-21T03:00:00.000Z' }),
      aPayout({
        id: 'po-1',
        amount: 250_000,
        status: 'failed',
        failureReason: 'Sai tên chủ tài khoản',
        createdAt: '2026-11-10T03:00:00.000Z',
        decidedAt: '2026-11-11T03:00:00.000Z',
      }),
    ],
    ...overrides,
  };
}

const statement: LedgerStatement = {
  month: '2026-11',
  openingBalance: 0,
  closingBalance: 0,
  lineCount: 0,
  lines: [],
  nextCursor: null,
};

/** The server: a successful request opens a payout that the next overview shows. */
function serve(overview = anOverview(), methods: PayoutAccount[] = [vcb, tcb]) {
  let current = overview;
  api.getPayoutOverview.mockImplementation(async () => current);
  api.getPaymentMethods.mockResolvedValue(methods);
  api.getLedgerStatement.mockImplementation(async ({ month }: { month: string }) => ({ ...statement, month }));
  api.requestPayout.mockImplementation(async (input: { amount: number; paymentMethodId: string }) => {
    const payout = aPayout({ id: 'po-3', amount: input.amount, createdAt: '2026-11-25T05:00:00.000Z' });
    const { balance } = current;
    current = {
      ...current,
      balance: { ...balance, available: balance.available - input.amount, requested: input.amount },
      openPayout: payout,
      payouts: [payout, ...current.payouts],
    };
    return payout;
  });
}

const creator = aUser({ roles: ['creator'] });
const renderPage = () => renderAt('/creator/payouts', <CreatorPayoutsPage />, { user: creator });

beforeEach(() => {
  resetMockedApi();
});

const amountField = () => screen.getByLabelText('Số tiền muốn rút (₫)');

async function ask(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.clear(amountField());
  if (amount) await user.type(amountField(), amount);
  await user.click(screen.getByRole('button', { name: 'Yêu cầu rút tiền' }));
}

describe('/creator/payouts overview', () => {
  it('shows the four balances and when pending money becomes available', async () => {
    serve();
    renderPage();
    const balance = await screen.findByRole('region', { name: 'Số dư' });
    for (const [label, value] of [
      ['Đang chờ', /179\.100\s₫/],
      ['Khả dụng', /500\.000\s₫/],
      ['Đang yêu cầu rút', /0\s₫/],
      ['Đã chi trả', /300\.000\s₫/],
    ] as const) {
      expect(within(balance).getByText(label, { selector: 'dt' }).parentElement).toHaveTextContent(value);
    }
    const releases = within(balance).getAllByRole('listitem');
    // 17:30 UTC on the 27th is the 28th in Vietnam.
    expect(releases[0]).toHaveTextContent(/89\.100\s₫ khả dụng từ 28\/11\/2026/);
    expect(releases[1]).toHaveTextContent(/90\.000\s₫ khả dụng từ 29\/11\/2026/);
  });

  it('lists payouts: paid with the bank reference, failed with the reason and the money back', async () => {
    serve();
    renderPage();
    const history = await screen.findByRole('table', { name: 'Các yêu cầu rút tiền, mới nhất trước' });
    const [, paid, failed] = within(history).getAllByRole('row');
    expect(paid).toHaveTextContent('Vietcombank •••• 4567');
    expect(paid).toHaveTextContent('Đã chuyển');
    expect(paid).toHaveTextContent('Mã tham chiếu: FT2611ABC');
    expect(failed).toHaveTextContent(/250\.000\s₫/);
    expect(failed).toHaveTextContent(
      'Thất bại · 11/11/2026Lý do: Sai tên chủ tài khoản. Tiền đã được trả về số dư khả dụng.',
    );
  });

  it('says why a refund canceled a payout request, and what the creator owes the platform', async () => {
    const note =
      'Đã hủy vì đơn ORD123 đã được hoàn tiền cho người mua; số tiền của đơn được thu hồi từ yêu cầu rút này.';
    serve(
      anOverview({
        balance: { pending: 0, available: 0, requested: 0, paidOut: 300_000, owed: 120_000 },
        payouts: [aPayout({ id: 'po-3', status: 'canceled', note, decidedAt: '2026-11-22T03:00:00.000Z' })],
      }),
    );
    renderPage();
    const history = await screen.findByRole('table', { name: 'Các yêu cầu rút tiền, mới nhất trước' });
    const [, canceled] = within(history).getAllByRole('row');
    expect(canceled).toHaveTextContent(`Đã hủy · 22/11/2026Điều chỉnh: ${note}`);
    const balance = screen.getByRole('region', { name: 'Số dư' });
    expect(within(balance).getByText('Đang nợ nền tảng', { selector: 'dt' }).parentElement).toHaveTextContent(
      /120\.000\s₫.*thu nhập sau này sẽ trừ vào khoản này trước/,
    );
  });

  it('shows loading, then an error with a retry that works', async () => {
    serve();
    api.getPayoutOverview.mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'));
    renderPage();
    await expectRetryAfterFailure(
      { loading: 'Đang tải số dư…', failed: 'Không tải được số dư và lịch sử rút tiền.' },
      () => screen.findByRole('region', { name: 'Số dư' }),
    );
  });
});

describe('payout request', () => {
  it('refuses an empty, non-integer, too small or too large amount without asking', async () => {
    serve();
    renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText('Số tiền muốn rút (₫)');
    for (const [typed, message] of [
      ['', 'Vui lòng nhập số tiền.'],
      ['abc', 'Số tiền phải là số đồng nguyên, ví dụ 200000 hoặc 200.000.'],
      ['250000,5', 'Số tiền phải là số đồng nguyên, ví dụ 200000 hoặc 200.000.'],
      ['199.999', /^Số tiền rút tối thiểu là 200\.000\s₫\.$/],
      ['500001', /^Số tiền vượt quá số dư khả dụng \(500\.000\s₫\)\.$/],
    ] as const) {
      await ask(user, typed);
      expect(amountField()).toHaveAttribute('aria-invalid', 'true');
      // The error is read with the field, before its hint.
      expect(amountField()).toHaveAccessibleDescription(expect.stringMatching(/ Tối thiểu 200\.000\s₫/));
      expect(amountField().getAttribute('aria-describedby')).toMatch(/^payout-amount-error /);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    }
    expect(api.requestPayout).not.toHaveBeenCalled();
  });

  it('confirms, sends the amount, the chosen account and a request key, then shows the open request', async () => {
    serve();
    renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText('Số tiền muốn rút (₫)');
    await user.selectOptions(screen.getByLabelText('Tài khoản nhận tiền'), 'pm-2');
    // The whole available balance is allowed.
    await ask(user, '500.000');
    const dialog = screen.getByRole('alertdialog', { name: 'Xác nhận yêu cầu rút tiền?' });
    expect(dialog).toHaveTextContent(/Rút 500\.000\s₫ về tài khoản Techcombank •••• 8888/);
    await user.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    expect(api.requestPayout).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Yêu cầu rút tiền' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText(/^Đã gửi yêu cầu rút 500\.000\s₫\.$/)).toBeInTheDocument();
    expect(api.requestPayout).toHaveBeenCalledWith({
      amount: 500_000,
      paymentMethodId: 'pm-2',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('Yêu cầu đang xử lý')).toBeInTheDocument();
    expect(screen.queryByLabelText('Số tiền muốn rút (₫)')).not.toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Số dư' });
    expect(within(balance).getByText('Đang yêu cầu rút', { selector: 'dt' }).parentElement).toHaveTextContent(
      /500\.000\s₫/,
    );
  });

  it('retries after a network failure with the same request key, and a changed request gets a new one', async () => {
    serve();
    api.requestPayout
      .mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'))
      .mockRejectedValueOnce(new ApiError('deadline-exceeded', 'Máy chủ phản hồi quá lâu.'));
    renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText('Số tiền muốn rút (₫)');
    await ask(user, '300000');
    let dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Không gửi được yêu cầu do lỗi kết nối. Bấm “Gửi yêu cầu” để thử lại — yêu cầu sẽ không bị gửi trùng.',
    );
    // The same submission again, from the dialog that stayed open.
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(api.requestPayout).toHaveBeenCalledTimes(2));
    const [first, second] = api.requestPayout.mock.calls.map(([input]) => input.requestKey as string);
    expect(second).toBe(first);

    // Another amount is another submission.
    await user.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    await ask(user, '250000');
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Yêu cầu đang xử lý')).toBeInTheDocument();
    const third = api.requestPayout.mock.calls[2][0];
    expect(third).toMatchObject({ amount: 250_000 });
    expect(third.requestKey).not.toBe(first);
  });

  it('shows the server’s refusal in the dialog', async () => {
    serve();
    api.requestPayout.mockRejectedValueOnce(new ApiError('aborted', 'Bạn đã có một yêu cầu rút tiền đang xử lý.'));
    renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText('Số tiền muốn rút (₫)');
    await ask(user, '300000');
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Không gửi được yêu cầu rút tiền. Bạn đã có một yêu cầu rút tiền đang xử lý.',
    );
  });

  it('with an open request shows it instead of the form', async () => {
    serve(
      anOverview({
        openPayout: aPayout({ amount: 300_000 }),
        balance: { pending: 0, available: 400_000, requested: 300_000, paidOut: 0, owed: 0 },
      }),
    );
    renderPage();
    const section = await screen.findByRole('region', { name: 'Yêu cầu rút tiền' });
    expect(section).toHaveTextContent(
      /Yêu cầu rút 300\.000\s₫ về Vietcombank •••• 4567 gửi lúc 20\/11\/2026 10:00 đang được xử lý/,
    );
    expect(screen.queryByLabelText('Số tiền muốn rút (₫)')).not.toBeInTheDocument();
  });

  it('without a payout account links to the payment settings', async () => {
    serve(anOverview(), []);
    renderPage();
    expect(await screen.findByText('Chưa có tài khoản nhận tiền')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thêm tài khoản ngân hàng' })).toHaveAttribute(
      'href',
      '/my/settings/payment',
    );
    expect(screen.queryByLabelText('Số tiền muốn rút (₫)')).not.toBeInTheDocument();
  });

  it('says when the available balance is below the minimum', async () => {
    serve(anOverview({ balance: { pending: 500_000, available: 150_000, requested: 0, paidOut: 0, owed: 0 } }));
    renderPage();
    expect(
      await screen.findByText(/^Số dư khả dụng \(150\.000\s₫\) chưa đạt mức rút tối thiểu 200\.000\s₫\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Số tiền muốn rút (₫)')).not.toBeInTheDocument();
  });
});

describe('monthly statement', () => {
  /** The n-th sale of a busy month (n from 1): 90 000 ₫ earned, available a week later. */
  const aSale = (n: number): LedgerStatement['lines'][number] => ({
    at: new Date(Date.UTC(2026, 9, 1, 3) + n * 60_000).toISOString(),
    kind: 'sale',
    description: `Bán “Sản phẩm ${n}”`,
    orderId: `ORD${n}`,
    payoutId: null,
    amount: 90_000,
    availableAt: new Date(Date.UTC(2026, 9, 8, 3) + n * 60_000).toISOString(),
  });
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => aSale(from + i));
  /** October 2026: 108 sales, three pages (50, 50, 8), the page after `c1` and after `c2`. */
  const october = (after?: string): LedgerStatement => ({
    month: '2026-10',
    openingBalance: 1_000_000,
    closingBalance: 1_000_000 + 108 * 90_000,
    lineCount: 108,
    lines: after === 'c2' ? range(101, 108) : after === 'c1' ? range(51, 100) : range(1, 50),
    nextCursor: after === 'c2' ? null : after === 'c1' ? 'c2' : 'c1',
  });

  it('says an empty month has no movements, and still offers its CSV file', async () => {
    serve();
    renderPage();
    const month = (await screen.findByLabelText('Tháng')) as HTMLSelectElement;
    const thisMonth = vietnamMonth(new Date());
    expect(month.value).toBe(thisMonth);
    // The months in Vietnamese words, this month first and none after it.
    const options = within(month).getAllByRole('option');
    expect(options[0]).toHaveTextContent(`Tháng ${thisMonth.slice(5)}/${thisMonth.slice(0, 4)}`);
    expect(options.at(-1)).toHaveTextContent('Tháng 01/2024');
    expect(await screen.findByText('Không có giao dịch nào trong tháng này.')).toBeInTheDocument();
    expect(api.getLedgerStatement).toHaveBeenCalledWith({ month: thisMonth });
    expect(screen.getByRole('button', { name: /^Tải sao kê tháng .* \(CSV\)$/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trang sao kê' })).not.toBeInTheDocument();
  });

  it('shows a month’s totals and its lines a page at a time, each page asked for after the one before', async () => {
    serve();
    api.getLedgerStatement.mockImplementation(async ({ after }: { after?: string }) => october(after));
    const user = userEvent.setup();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Tháng'), { target: { value: '2026-10' } });
    expect(
      await screen.findByText('108 dòng · số dư đầu kỳ 1.000.000 ₫ · số dư cuối kỳ 10.720.000 ₫'),
    ).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Các dòng sao kê tháng 10/2026' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('01/10/2026 10:01');
    expect(first).toHaveTextContent('Bán hàng');
    expect(first).toHaveTextContent('Bán “Sản phẩm 1”');
    expect(first).toHaveTextContent('90.000 ₫');
    expect(first).toHaveTextContent('08/10/2026 10:01');
    const pages = screen.getByRole('navigation', { name: 'Trang sao kê' });
    expect(within(pages).getByText('Trang 1 / 3')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Trang sau' }));
    expect(await within(pages).findByText('Trang 2 / 3')).toBeInTheDocument();
    expect(api.getLedgerStatement).toHaveBeenLastCalledWith({ month: '2026-10', after: 'c1' });
    expect(await screen.findByText('Bán “Sản phẩm 51”')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText('Bán “Sản phẩm 108”')).toBeInTheDocument();
    expect(api.getLedgerStatement).toHaveBeenLastCalledWith({ month: '2026-10', after: 'c2' });
    expect(within(pages).getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);

    await user.click(within(pages).getByRole('button', { name: 'Trang trước' }));
    expect(await screen.findByText('Bán “Sản phẩm 51”')).toBeInTheDocument();
    expect(within(pages).getByText('Trang 2 / 3')).toBeInTheDocument();

    // Another month starts again at its first page.
    fireEvent.change(screen.getByLabelText('Tháng'), { target: { value: '2026-09' } });
    expect(await screen.findByText('Bán “Sản phẩm 1”')).toBeInTheDocument();
    expect(api.getLedgerStatement).toHaveBeenLastCalledWith({ month: '2026-09' });
  });

  it('downloads the chosen month’s CSV file from the API, and says when it could not', async () => {
    serve();
    download.mockResolvedValue();
    const user = userEvent.setup();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Tháng'), { target: { value: '2026-02' } });
    await user.click(await screen.findByRole('button', { name: 'Tải sao kê tháng 02/2026 (CSV)' }));
    expect(download).toHaveBeenCalledWith('/ledger/statement.csv?month=2026-02', 'sao-ke-2026-02.csv');

    download.mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'));
    await user.click(screen.getByRole('button', { name: 'Tải sao kê tháng 02/2026 (CSV)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được tệp sao kê.');
    expect(alert).toHaveTextContent('Dịch vụ tạm thời không khả dụng.');
  });

  it('says when a statement cannot be loaded, and retries', async () => {
    serve();
    api.getLedgerStatement.mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được sao kê của tháng này.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('button', { name: /Tải sao kê tháng/ })).toBeInTheDocument();
  });
});
