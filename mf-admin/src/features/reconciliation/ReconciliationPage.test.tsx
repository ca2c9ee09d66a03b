import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyReconciliationDay } from '@app/shared/money/reconciliation';
import type { Reconciliation, ReconciliationCheck, ReconciliationDay } from '@app/shared/contracts/reconciliation';
import { ApiError } from '@app/shared/api/client';
import { formatVnd } from '@app/shared/format';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { ReconciliationPage } from './ReconciliationPage';
import * as adminPage from '../../testing/adminPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

/** An amount as the page shows it, with the spaces toHaveTextContent compares (it folds the no-break space). */
const vnd = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

const aDay = (overrides: Partial<ReconciliationDay>): ReconciliationDay => ({
  ...emptyReconciliationDay('2026-11-20'),
  ...overrides,
});

const dailyCheck: ReconciliationCheck = {
  id: 40,
  at: '2026-11-21T17:10:00.000Z',
  day: '2026-11-21',
  adminId: null,
  adminName: null,
  findings: [],
};

function aReconciliation(overrides: Partial<Reconciliation> = {}): Reconciliation {
  return {
    from: '2026-11-20',
    to: '2026-11-21',
    days: [
      aDay({ transfers: 3, received: 320_000, ordersPaid: 250_000, excess: 20_000, unmatched: 50_000 }),
      aDay({ day: '2026-11-21', payoutsPaid: 200_000, transfersReturned: 20_000, cashOut: 220_000 }),
    ],
    trialBalance: {
      asOf: '2026-11-21',
      accounts: [
        { account: 'cash', balance: 50_000 },
        { account: 'fee', balance: -25_000 },
        { account: 'payable', balance: -25_000 },
      ],
      total: 0,
    },
    checks: [dailyCheck],
    ...overrides,
  };
}

const PATH = '/admin/reconciliation?from=2026-11-20&to=2026-11-21';

function setup(answers: Parameters<typeof mockApi>[0] = {}, path = PATH) {
  const api = mockApi({ getReconciliation: async () => aReconciliation(), ...answers });
  const user = userEvent.setup();
  renderAt(path, <ReconciliationPage />, { user: aUser({ uid: 'admin-1', roles: ['admin'] }), extra: <Where /> });
  return { api, user };
}

beforeEach(() => resetMockedApi());

describe('/admin/reconciliation', () => {
  it('shows the range’s money in and out to the đồng, each day, the trial balance and the checks', async () => {
    const { api } = setup();
    adminPage.expectLoadingPage('Đối soát', 'Đang tải số liệu đối soát…');
    expect(await screen.findByRole('heading', { name: 'Từ 20/11/2026 đến 21/11/2026' })).toBeInTheDocument();
    expect(api.getReconciliation).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-21' });

    const figures = screen.getByRole('region', { name: 'Từ 20/11/2026 đến 21/11/2026' });
    const figure = (label: string) => within(figures).getByText(label).parentElement;
    expect(figure('Tiền vào (ngân hàng)')).toHaveTextContent(vnd(320_000));
    expect(figure('Tiền vào (ngân hàng)')).toHaveTextContent('3 giao dịch chuyển khoản nhận được');
    expect(figure('Đơn đã thanh toán')).toHaveTextContent(vnd(250_000));
    expect(figure('Chênh lệch tiền vào')).toHaveTextContent('Khớp');
    expect(figure('Tiền ra (sổ cái)')).toHaveTextContent(vnd(220_000));
    expect(figure('Chênh lệch tiền ra')).toHaveTextContent('Khớp');

    const table = await adminPage.findScrollingTable('Đối soát theo ngày, cũ nhất trước');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('20/11/2026');
    expect(rows[1]).toHaveTextContent(vnd(320_000));
    expect(rows[2]).toHaveTextContent(vnd(200_000));

    const trial = screen.getByRole('region', { name: 'Bảng cân đối thử cuối ngày 21/11/2026' });
    expect(within(trial).getByRole('row', { name: /Tiền trong tài khoản nhận/ })).toHaveTextContent(vnd(50_000));
    expect(within(trial).getByRole('row', { name: /Tổng/ })).toHaveTextContent(vnd(0));
    expect(within(trial).getByText('Sổ cái cân bằng.')).toBeInTheDocument();

    const checks = screen.getByRole('table', { name: 'Các lần kiểm tra gần nhất, mới nhất trước' });
    expect(within(checks).getAllByRole('row')[1]).toHaveTextContent(/Hệ thống \(hằng ngày\).*Khớp/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('flags a difference in words: the day, the unbalanced ledger and what the latest check found', async () => {
    setup({
      getReconciliation: async () =>
        aReconciliation({
          days: [aDay({ day: '2026-11-21', payoutsPaid: 200_000, cashOut: 190_000, outDifference: -10_000 })],
          trialBalance: { asOf: '2026-11-21', accounts: [{ account: 'cash', balance: 5 }], total: 5 },
          checks: [
            {
              ...dailyCheck,
              adminId: 'admin-1',
              adminName: 'Quản Trị',
              findings: [
                {
                  kind: 'money-out',
                  day: '2026-11-21',
                  account: null,
                  userId: null,
                  expected: 200_000,
                  actual: 190_000,
                },
                { kind: 'stored-balance', day: null, account: 'payable', userId: 'u-lan', expected: -5, actual: 0 },
                {
                  kind: 'stored-trial-balance',
                  day: '2026-11-21',
                  account: 'receivable',
                  userId: null,
                  expected: 7,
                  actual: 0,
                },
              ],
            },
          ],
        }),
    });
    const table = await adminPage.findScrollingTable('Đối soát theo ngày, cũ nhất trước');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`Lệch ${vnd(-10_000)}`);
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      `Sổ cái lệch ${formatVnd(5)}.`,
      expect.stringContaining('Lần kiểm tra gần nhất phát hiện 3 chênh lệch.'),
    ]);
    expect(alerts[1]).toHaveTextContent(`Tiền ra ngày 21/11/2026: cần ${vnd(200_000)}, thực tế ${vnd(190_000)}`);
    expect(alerts[1]).toHaveTextContent(
      `Số dư đã lưu của u-lan, tài khoản Phải trả người dùng: cần ${vnd(-5)}, thực tế ${vnd(0)}`,
    );
    expect(alerts[1]).toHaveTextContent(
      `Bảng cân đối thử đã lưu cuối ngày 21/11/2026, tài khoản Người dùng nợ nền tảng: cần ${vnd(7)}, thực tế ${vnd(0)}`,
    );
    const checks = screen.getByRole('table', { name: 'Các lần kiểm tra gần nhất, mới nhất trước' });
    expect(within(checks).getAllByRole('row')[1]).toHaveTextContent(/Quản Trị.*3 chênh lệch/);
  });

  it('runs the check for the range’s last day and shows its result', async () => {
    const mine: ReconciliationCheck = { ...dailyCheck, id: 41, adminId: 'admin-1', adminName: 'Quản Trị' };
    let checked = false;
    const { api, user } = setup({
      getReconciliation: async () => aReconciliation({ checks: checked ? [mine, dailyCheck] : [dailyCheck] }),
      runReconciliationCheck: async () => {
        checked = true;
        return mine;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kiểm tra ngày 21/11/2026' }));
    expect(api.runReconciliationCheck).toHaveBeenCalledWith({ day: '2026-11-21' });
    expect(await screen.findByText('Đã kiểm tra ngày 21/11/2026.')).toBeInTheDocument();
    const checks = screen.getByRole('table', { name: 'Các lần kiểm tra gần nhất, mới nhất trước' });
    await waitFor(() => expect(within(checks).getAllByRole('row')).toHaveLength(3));
    expect(within(checks).getAllByRole('row')[1]).toHaveTextContent('Quản Trị');
  });

  it('says so when the check cannot run', async () => {
    const { user } = setup({
      runReconciliationCheck: async () => {
        throw new Error('down');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kiểm tra ngày 21/11/2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể chạy kiểm tra. Vui lòng thử lại.');
  });

  it('changes the range in the URL, refusing one the server would refuse, with the server’s words', async () => {
    const { api, user } = setup();
    await screen.findByRole('heading', { name: 'Từ 20/11/2026 đến 21/11/2026' });
    const from = screen.getByLabelText('Từ ngày');
    // Written as the product writes days.
    expect(from).toHaveValue('20/11/2026');
    await user.clear(from);
    await user.type(from, '25/11/2026');
    await user.click(screen.getByRole('button', { name: 'Xem' }));
    expect(await screen.findByText('Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('from=2026-11-20&to=2026-11-21');

    await user.clear(from);
    await user.type(from, '1/11/2026');
    await user.click(screen.getByRole('button', { name: 'Xem' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('from=2026-11-01&to=2026-11-21'));
    await waitFor(() => expect(api.getReconciliation).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-21' }));
  });

  it('loads again after a failure', async () => {
    const getReconciliation = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('unavailable', 'Máy chủ đang bận.'))
      .mockResolvedValue(aReconciliation());
    setup({ getReconciliation });
    await adminPage.retryFailedLoad('Không tải được số liệu đối soát.', 'Máy chủ đang bận.');
    expect(await screen.findByRole('heading', { name: 'Từ 20/11/2026 đến 21/11/2026' })).toBeInTheDocument();
    expect(getReconciliation).toHaveBeenCalledTimes(2);
  });

  it('checks a user’s stored balances against their ledger lines', async () => {
    const { api, user } = setup({
      checkUserBalance: async ({ uid }) => ({
        uid,
        rows: [
          { account: 'payable', stored: -25_000, recomputed: -25_000 },
          { account: 'payout', stored: 0, recomputed: -5_000 },
        ],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Kiểm tra' }));
    expect(await screen.findByText('Thiếu mã người dùng.')).toBeInTheDocument();
    expect(api.checkUserBalance).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Mã người dùng'), 'u-lan');
    await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    const table = await screen.findByRole('table', { name: 'Số dư của u-lan' });
    expect(api.checkUserBalance).toHaveBeenCalledWith({ uid: 'u-lan' });
    const [, payable, payout] = within(table).getAllByRole('row');
    expect(payable).toHaveTextContent(/Phải trả người dùng.*Khớp/);
    expect(payout).toHaveTextContent(`Lệch ${vnd(5_000)}`);
  });

  describe('CSV', () => {
    const saved = adminPage.captureDownloads();

    it('downloads the days on screen, named after the range', async () => {
      const { user } = setup();
      await user.click(await screen.findByRole('button', { name: 'Tải CSV' }));
      expect(saved.fileName).toBe('doi-soat-2026-11-20-2026-11-21.csv');
      expect(saved.blobs).toHaveLength(1);
      expect(saved.blobs[0]!.type).toBe('text/csv;charset=utf-8');
    });
  });
});
