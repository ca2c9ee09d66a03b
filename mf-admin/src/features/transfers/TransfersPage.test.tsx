import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { AdminTransfer } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { TransfersPage } from './TransfersPage';
import * as adminPage from '../../testing/adminPage';
import { pageOf } from '../../testing/pages';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const aTransfer = (overrides: Partial<AdminTransfer> = {}): AdminTransfer => ({
  id: 1,
  providerId: 'SEPAY-1001',
  amount: 99_000,
  content: 'chuyen tien mua bo loc',
  accountNumber: '0011001234567',
  status: 'unmatched',
  reason: 'no-match',
  transactionId: null,
  excess: 0,
  receivedAt: '2026-11-20T03:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  resolvedByName: null,
  resolutionNote: null,
  refundReference: null,
  ...overrides,
});

const noMatch = aTransfer();
const overpaid = aTransfer({
  id: 2,
  providerId: 'SEPAY-1002',
  amount: 150_000,
  content: 'TT ABCDEF2345',
  status: 'matched',
  reason: 'overpaid',
  transactionId: 'ABCDEF2345',
  excess: 51_000,
  receivedAt: '2026-11-20T04:00:00.000Z',
});
const short = aTransfer({
  id: 3,
  amount: 10_000,
  content: 'TT XYZXYZ',
  reason: 'short-amount',
  receivedAt: '2026-11-19T04:00:00.000Z',
});

/**
 * The server: the open queue and the settled list, each in the server's order, `size` a page; settling takes a
 * transfer out of the queue.
 */
function serve(open: AdminTransfer[], closed: AdminTransfer[] = [], size = 50) {
  let queue = [...open];
  const settle = (transferId: number, changes: Partial<AdminTransfer>) => {
    const transfer = queue.find((item) => item.id === transferId) ?? noMatch;
    queue = queue.filter((item) => item.id !== transferId);
    return {
      ...transfer,
      ...changes,
      resolvedAt: '2026-11-21T03:00:00.000Z',
      resolvedBy: 'admin-1',
      resolvedByName: 'Quản trị 1',
    };
  };
  return mockApi({
    listBankTransfers: async ({ state, before }) => {
      const { rows, nextBefore } =
        state === 'closed' ? pageOf(closed, closed, before, size) : pageOf(open, queue, before, size);
      return { transfers: rows, nextBefore };
    },
    matchTransfer: async ({ transferId, orderId }) => settle(transferId, { status: 'matched', transactionId: orderId }),
    closeTransfer: async (input) =>
      settle(input.transferId, {
        status: input.resolution,
        refundReference: input.resolution === 'refunded' ? input.reference : null,
        resolutionNote: input.note ?? null,
      }),
  });
}

const renderPage = (path = '/admin/transfers') =>
  renderAt(path, <TransfersPage />, { user: aUser({ roles: ['admin'] }) });
/** A price as text matchers read it (their normaliser turns the non-breaking space into a plain one). */
const vnd = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });
/** How a transfer is named in its buttons (accessible names keep the non-breaking space)… */
const which = (transfer: AdminTransfer, time: string) => `chuyển khoản ${formatVnd(transfer.amount)} lúc ${time}`;
/** …and in the announced message, as text matchers read it. */
const whichText = (transfer: AdminTransfer, time: string) => `chuyển khoản ${vnd(transfer.amount)} lúc ${time}`;

beforeEach(resetMockedApi);

describe('/admin/transfers — the open queue', () => {
  it('shows each transfer: time, amount, note, account, reason in Vietnamese, and the excess of an overpaid one', async () => {
    const api = serve([overpaid, noMatch, short]);
    renderPage();
    adminPage.expectLoadingPage('Đối soát chuyển khoản', 'Đang tải giao dịch chuyển khoản…');
    const table = await adminPage.findScrollingTable('Giao dịch chuyển khoản chờ xử lý, mới nhất trước');
    expect(api.listBankTransfers).toHaveBeenCalledWith({ state: 'open' });
    const rows = within(table).getAllByRole('row').slice(1);
    // As the server ordered them (newest received first).
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'TT ABCDEF2345',
      'chuyen tien mua bo loc',
      'TT XYZXYZ',
    ]);
    expect(rows[1]).toHaveTextContent('20/11/2026 10:00');
    expect(rows[1]).toHaveTextContent(vnd(99_000));
    expect(rows[1]).toHaveTextContent('0011001234567');
    expect(rows[1]).toHaveTextContent('Không tìm thấy mã đơn');
    expect(rows[2]).toHaveTextContent('Thiếu tiền');
    expect(rows[0]).toHaveTextContent('Chuyển thừa');
    expect(rows[0]).toHaveTextContent('Đơn hàng ABCDEF2345');
    expect(rows[0]).toHaveTextContent(vnd(51_000));
  });

  it('offers match, refund and ignore on an unmatched transfer but only the refund of the excess on an overpaid one', async () => {
    serve([noMatch, overpaid]);
    renderPage();
    await screen.findByRole('table');
    const plain = rowOf('chuyen tien mua bo loc');
    expect(within(plain).getByRole('button', { name: /^Khớp với đơn hàng/ })).toBeInTheDocument();
    expect(within(plain).getByRole('button', { name: /^Đã hoàn tiền/ })).toBeInTheDocument();
    expect(within(plain).getByRole('button', { name: /^Bỏ qua/ })).toBeInTheDocument();
    const extra = rowOf('TT ABCDEF2345');
    expect(within(extra).getByRole('button', { name: /^Đã hoàn tiền/ })).toBeInTheDocument();
    expect(within(extra).queryByRole('button', { name: /^Khớp/ })).not.toBeInTheDocument();
    expect(within(extra).queryByRole('button', { name: /^Bỏ qua/ })).not.toBeInTheDocument();
  });

  adminPage.itHasQueueStates({
    serve: (rows) => serve(rows === 'none' ? [] : [noMatch]).listBankTransfers,
    renderPage,
    empty: 'Không có giao dịch chuyển khoản nào chờ đối soát.',
    failed: 'Không tải được danh sách giao dịch chuyển khoản.',
    loaded: () => screen.findByRole('row', { name: /chuyen tien mua bo loc/ }),
  });
});

describe('/admin/transfers — a page at a time', () => {
  const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
  const end = 'Đã hiển thị toàn bộ giao dịch chuyển khoản.';

  it("'Tải thêm' asks for the page after the first one's cursor and adds its rows below; then says it is all", async () => {
    const api = serve([overpaid, noMatch, short], [], 2);
    renderPage();
    const table = await screen.findByRole('table');
    expect(bodyRows(table)).toHaveLength(2);
    expect(screen.queryByText(end)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByText(end)).toBeInTheDocument();
    expect(api.listBankTransfers).toHaveBeenLastCalledWith({ state: 'open', before: 'cursor-1' });
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'TT ABCDEF2345',
      'chuyen tien mua bo loc',
      'TT XYZXYZ',
    ]);
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).not.toBeInTheDocument();
  });

  it('says at once that everything is shown when the first page is the last', async () => {
    serve([noMatch]);
    renderPage();
    expect(await screen.findByText(end)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).not.toBeInTheDocument();
  });

  it('a transfer settled from the second page leaves the list at once, and the pages asked again hold it no more', async () => {
    const api = serve([overpaid, noMatch, short], [], 2);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tải thêm' }));
    await screen.findByText(end);
    // The lists are asked again after the change; held back here, so only the cached pages' edit shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = jest.fn(api.listBankTransfers.getMockImplementation());
    api.listBankTransfers.mockImplementation(async (input) => held.then(() => asked(input)));

    await user.click(screen.getByRole('button', { name: `Bỏ qua: ${which(short, '19/11/2026 11:00')}` }));
    const dialog = screen.getByRole('dialog', { name: 'Bỏ qua giao dịch chuyển khoản' });
    await adminPage.valueDialog(dialog, 'Bỏ qua giao dịch', 'Ghi chú').send('Chuyển khoản thử.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.closeTransfer).toHaveBeenCalledWith({ transferId: 3, resolution: 'ignored', note: 'Chuyển khoản thử.' });
    expect(screen.queryByRole('row', { name: /TT XYZXYZ/ })).not.toBeInTheDocument();
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(2);

    await act(async () => release());
    expect(asked).toHaveBeenCalledWith({ state: 'open' });
    expect(screen.queryByRole('row', { name: /TT XYZXYZ/ })).not.toBeInTheDocument();
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(2);
    expect(screen.getByText(end)).toBeInTheDocument();
  });

  it('keeps the settled rows shown when their next page fails, and asks for it again', async () => {
    const settled = (id: number, content: string) =>
      aTransfer({ id, content, status: 'ignored', resolvedAt: '2026-11-21T03:00:00.000Z', resolutionNote: 'Thử.' });
    const api = serve([], [settled(7, 'chuyen thu 1'), settled(8, 'chuyen thu 2')], 1);
    renderPage('/admin/transfers?tab=closed');
    await screen.findByRole('row', { name: /chuyen thu 1/ });
    adminPage.failNextCall(api.listBankTransfers, 'Máy chủ đang bận.');
    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không tải được danh sách giao dịch chuyển khoản. Máy chủ đang bận.',
    );
    expect(rowOf('chuyen thu 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('row', { name: /chuyen thu 2/ })).toBeInTheDocument();
    expect(api.listBankTransfers).toHaveBeenLastCalledWith({ state: 'closed', before: 'cursor-7' });
    expect(screen.getByText(end)).toBeInTheDocument();
  });
});

describe('/admin/transfers — matching with an order', () => {
  async function openMatch() {
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Khớp với đơn hàng: ${which(noMatch, '20/11/2026 10:00')}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Khớp với đơn hàng' });
    return { user, dialog, field: within(dialog).getByLabelText('Mã đơn hàng') };
  }

  it('checks the order id in Vietnamese before asking the server', async () => {
    const api = serve([noMatch]);
    renderPage();
    const { user, dialog, field } = await openMatch();
    await user.click(within(dialog).getByRole('button', { name: 'Khớp đơn hàng' }));
    expect(within(dialog).getByText('Vui lòng nhập mã đơn hàng.')).toBeInTheDocument();
    await user.type(field, 'TT ab-12');
    await user.click(within(dialog).getByRole('button', { name: 'Khớp đơn hàng' }));
    expect(within(dialog).getByText('Mã đơn hàng không hợp lệ.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.matchTransfer).not.toHaveBeenCalled();
  });

  it("accepts the note as the buyer wrote it ('TT abc123'), matches, takes the row away and says so", async () => {
    const api = serve([noMatch, short]);
    renderPage();
    const { user, dialog, field } = await openMatch();
    expect(dialog).toHaveAccessibleDescription(
      `Chuyển khoản ${formatVnd(99_000)}, nội dung “chuyen tien mua bo loc”. Đơn hàng được ghi nhận đã thanh toán và người mua nhận sản phẩm ngay.`,
    );
    await user.type(field, 'tt abcdef2345');
    await adminPage.valueDialog(dialog, 'Khớp đơn hàng', 'Ghi chú (không bắt buộc)').send('Khách gọi điện xác nhận.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.matchTransfer).toHaveBeenCalledWith({
      transferId: 1,
      orderId: 'ABCDEF2345',
      note: 'Khách gọi điện xác nhận.',
    });
    const done = screen.getByText(`Đã khớp ${whichText(noMatch, '20/11/2026 10:00')} với đơn hàng ABCDEF2345.`);
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveFocus();
    expect(screen.queryByRole('row', { name: /chuyen tien mua bo loc/ })).not.toBeInTheDocument();
    expect(rowOf('TT XYZXYZ')).toBeInTheDocument();
  });

  it('keeps a match that paid too much in the queue, as overpaid with its excess to send back', async () => {
    const api = serve([noMatch]);
    let listed = [noMatch];
    api.listBankTransfers.mockImplementation(async () => ({ transfers: listed, nextBefore: null }));
    api.matchTransfer.mockImplementation(async () => {
      const matched = {
        ...noMatch,
        status: 'matched' as const,
        reason: 'overpaid',
        transactionId: 'CHEAP12345',
        excess: 19_000,
      };
      listed = [matched];
      return matched;
    });
    renderPage();
    const { user, dialog, field } = await openMatch();
    await user.type(field, 'CHEAP12345');
    await user.click(within(dialog).getByRole('button', { name: 'Khớp đơn hàng' }));
    expect(
      await screen.findByText(
        `Đã khớp ${whichText(noMatch, '20/11/2026 10:00')} với đơn hàng CHEAP12345. Khách chuyển thừa ${vnd(19_000)}: hãy chuyển trả phần thừa rồi bấm “Đã hoàn tiền”.`,
      ),
    ).toBeInTheDocument();
    const row = rowOf('chuyen tien mua bo loc');
    expect(row).toHaveTextContent('Chuyển thừa');
    expect(row).toHaveTextContent('Đơn hàng CHEAP12345');
    expect(row).toHaveTextContent(vnd(19_000));
    expect(within(row).getByRole('button', { name: /^Đã hoàn tiền/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Khớp/ })).not.toBeInTheDocument();
  });

  it.each([
    'Không tìm thấy đơn hàng với mã này.',
    'Đơn hàng này đã được thanh toán.',
    'Số tiền chuyển khoản nhỏ hơn giá của đơn hàng.',
    'Người mua đã sở hữu sản phẩm này.',
  ])('shows the refusal “%s” word for word and keeps the transfer', async (message) => {
    const api = serve([noMatch]);
    api.matchTransfer.mockRejectedValue(new ApiError('aborted', message));
    renderPage();
    const { user, dialog, field } = await openMatch();
    await user.type(field, 'ABCDEF2345');
    await user.click(within(dialog).getByRole('button', { name: 'Khớp đơn hàng' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await user.keyboard('{Escape}');
    expect(rowOf('chuyen tien mua bo loc')).toBeInTheDocument();
  });
});

describe('/admin/transfers — refunding and ignoring', () => {
  it('records the bank reference of the excess sent back on an overpaid transfer', async () => {
    const api = serve([overpaid]);
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Đã hoàn tiền: ${which(overpaid, '20/11/2026 11:00')}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Xác nhận đã hoàn tiền' });
    expect(dialog).toHaveAccessibleDescription(
      `Ghi lại giao dịch chuyển trả ${formatVnd(51_000)} cho người đã chuyển khoản, với mã tham chiếu của ngân hàng.`,
    );
    const ask = adminPage.valueDialog(dialog, 'Xác nhận đã hoàn tiền', 'Mã tham chiếu ngân hàng');
    await ask.refusedEmpty('Vui lòng nhập mã tham chiếu ngân hàng.', api.closeTransfer);
    await ask.send('FT2411THUA01');
    expect(await screen.findByText('Không có giao dịch chuyển khoản nào chờ đối soát.')).toBeInTheDocument();
    expect(api.closeTransfer).toHaveBeenCalledWith({
      transferId: 2,
      resolution: 'refunded',
      reference: 'FT2411THUA01',
    });
    expect(screen.getByText(`Đã ghi nhận hoàn tiền ${whichText(overpaid, '20/11/2026 11:00')}.`)).toBeInTheDocument();
  });

  it('ignores a transfer only with a note', async () => {
    const api = serve([noMatch]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Bỏ qua/ }));
    const dialog = screen.getByRole('dialog', { name: 'Bỏ qua giao dịch chuyển khoản' });
    await user.type(within(dialog).getByLabelText('Ghi chú'), '   ');
    const ask = adminPage.valueDialog(dialog, 'Bỏ qua giao dịch', 'Ghi chú');
    await ask.refusedEmpty('Vui lòng nhập ghi chú.', api.closeTransfer);
    await ask.send('Chuyển khoản thử của kế toán.');
    await waitFor(() =>
      expect(api.closeTransfer).toHaveBeenCalledWith({
        transferId: 1,
        resolution: 'ignored',
        note: 'Chuyển khoản thử của kế toán.',
      }),
    );
    expect(await screen.findByText(`Đã bỏ qua ${whichText(noMatch, '20/11/2026 10:00')}.`)).toBeInTheDocument();
  });
});

describe('/admin/transfers — settled', () => {
  it('shows how each was settled: the order, the reference, the note, who and when', async () => {
    serve(
      [],
      [
        aTransfer({
          id: 8,
          content: 'tien thua',
          status: 'refunded',
          refundReference: 'FT777',
          resolvedAt: '2026-11-22T03:00:00.000Z',
          resolvedBy: 'admin-2',
          resolvedByName: 'Trần Quản Trị',
        }),
        aTransfer({
          id: 7,
          status: 'matched',
          transactionId: 'ABCDEF2345',
          resolutionNote: 'Khách gọi điện.',
          resolvedAt: '2026-11-21T03:00:00.000Z',
          resolvedBy: 'admin-1',
        }),
      ],
    );
    renderPage('/admin/transfers?tab=closed');
    const table = await screen.findByRole('table', { name: 'Giao dịch chuyển khoản đã xử lý, xử lý gần nhất trước' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Đã hoàn tiền');
    expect(rows[0]).toHaveTextContent('Mã tham chiếu: FT777');
    // Who settled it, by name (the uid only when the admin is unknown).
    expect(rows[0]).toHaveTextContent('Trần Quản Trị');
    expect(rows[0]).not.toHaveTextContent('admin-2');
    expect(rows[1]).toHaveTextContent('admin-1');
    expect(rows[0]).toHaveTextContent('lúc 22/11/2026 10:00');
    expect(rows[1]).toHaveTextContent('Đã khớp');
    expect(rows[1]).toHaveTextContent('Đơn hàng ABCDEF2345');
    expect(rows[1]).toHaveTextContent('Ghi chú: Khách gọi điện.');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when nothing was settled yet', async () => {
    serve([noMatch], []);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Đã xử lý' }));
    expect(await screen.findByText('Chưa có giao dịch chuyển khoản nào được xử lý.')).toBeInTheDocument();
  });
});
