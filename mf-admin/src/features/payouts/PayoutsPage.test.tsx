import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { formatVnd } from '@app/shared/format';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { PayoutsPage } from './PayoutsPage';
import type { AdminPayout } from './useAdminPayouts';
import * as adminPage from '../../testing/adminPage';
import { pageOf } from '../../testing/pages';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const aPayout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  id: 'PAYOUTANH001',
  amount: 225_000,
  status: 'requested',
  bankName: 'Vietcombank',
  accountNumber: '0071000999888',
  accountHolder: 'TRINH QUOC ANH',
  reference: null,
  failureReason: null,
  note: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: null,
  userId: 'creator-1',
  userEmail: 'anh@example.com',
  userName: 'Trịnh Quốc Anh',
  ownerSuspension: null,
  overrideReason: null,
  ...overrides,
});

const anh = aPayout();
const chi = aPayout({
  id: 'PAYOUTCHI002',
  amount: 1_500_000,
  bankName: 'Techcombank',
  accountNumber: '19033334444555',
  accountHolder: 'Lý Mai Chi',
  userId: 'affiliate-1',
  userEmail: 'chi@example.com',
  userName: 'Lý Mai Chi',
});

/**
 * The server: the open queue and the decided list, each in the server's order, `size` a page; decisions take a
 * request out of the queue.
 */
function serve(open: AdminPayout[], decided: AdminPayout[] = [], size = 50) {
  let queue = [...open];
  return mockApi({
    listPayouts: async ({ state, before }) => {
      const { rows, nextBefore } =
        state === 'open' ? pageOf(open, queue, before, size) : pageOf(decided, decided, before, size);
      return { payouts: rows, nextBefore };
    },
    markPayoutPaid: async ({ payoutId, reference }) => {
      const payout = queue.find((item) => item.id === payoutId) ?? anh;
      queue = queue.filter((item) => item.id !== payoutId);
      return { ...payout, status: 'paid', reference, decidedAt: '2026-11-21T03:00:00.000Z' };
    },
    markPayoutFailed: async ({ payoutId, reason }) => {
      const payout = queue.find((item) => item.id === payoutId) ?? anh;
      queue = queue.filter((item) => item.id !== payoutId);
      return { ...payout, status: 'failed', failureReason: reason, decidedAt: '2026-11-21T03:00:00.000Z' };
    },
  });
}

const renderPage = (path = '/admin/payouts') =>
  renderAt(path, <PayoutsPage />, { user: aUser({ roles: ['admin'] }), extra: <Where /> });
/** A price as the page shows it, with the non-breaking space that text matchers read as a plain one. */
const vnd = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

beforeEach(resetMockedApi);

describe('/admin/payouts — open requests', () => {
  it('lists who asked, how much and the bank details, with a copy button for the account number', async () => {
    const api = serve([anh, chi]);
    renderPage();
    adminPage.expectLoadingPage('Yêu cầu rút tiền', 'Đang tải yêu cầu rút tiền…');
    const table = await adminPage.findScrollingTable('Yêu cầu rút tiền chờ chi trả, mới nhất trước');
    expect(api.listPayouts).toHaveBeenCalledWith({ state: 'open' });
    const row = within(table).getByRole('row', { name: /Trịnh Quốc Anh/ });
    expect(row).toHaveTextContent('anh@example.com');
    expect(row).toHaveTextContent(vnd(225_000));
    expect(row).toHaveTextContent('Vietcombank');
    expect(row).toHaveTextContent('0071000999888');
    expect(row).toHaveTextContent('TRINH QUOC ANH');
    expect(within(row).getByRole('button', { name: 'Sao chép số tài khoản' })).toBeInTheDocument();
    expect(screen.getByText(`2 yêu cầu, tổng cộng ${vnd(1_725_000)}.`)).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('Không có yêu cầu rút tiền nào chờ chi trả.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xuất CSV chuyển khoản hàng loạt' })).not.toBeInTheDocument();
  });

  it('shows a failed load with the reason and loads again on retry', async () => {
    const api = serve([anh]);
    adminPage.failNextCall(api.listPayouts, 'Dịch vụ tạm thời không khả dụng.');
    renderPage();
    await adminPage.retryFailedLoad('Không tải được danh sách yêu cầu rút tiền.', 'Dịch vụ tạm thời không khả dụng.');
    expect(await screen.findByRole('row', { name: /Trịnh Quốc Anh/ })).toBeInTheDocument();
  });
});

describe('/admin/payouts — paying', () => {
  it('asks for the bank reference, records it, takes the row away and says so', async () => {
    const api = serve([anh, chi]);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(within(rowOf('Trịnh Quốc Anh')).getByRole('button', { name: 'Đã chuyển: Trịnh Quốc Anh' }));
    const dialog = screen.getByRole('dialog', { name: 'Đã chuyển tiền cho Trịnh Quốc Anh' });
    expect(dialog).toHaveAccessibleDescription(
      `Chuyển ${formatVnd(225_000)} đến Vietcombank 0071000999888 (TRINH QUOC ANH). Nhập mã tham chiếu của giao dịch ngân hàng.`,
    );
    const ask = adminPage.valueDialog(dialog, 'Xác nhận đã chuyển', 'Mã tham chiếu ngân hàng');
    await ask.refusedEmpty('Vui lòng nhập mã tham chiếu ngân hàng.', api.markPayoutPaid);

    await ask.send('  FT2411CHI001 ');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.markPayoutPaid).toHaveBeenCalledWith({ payoutId: 'PAYOUTANH001', reference: 'FT2411CHI001' });
    const done = screen.getByText(`Đã ghi nhận chi trả ${vnd(225_000)} cho Trịnh Quốc Anh.`);
    expect(done).toHaveAttribute('role', 'status');
    // The row and its buttons are gone: focus goes to the message rather than being lost.
    expect(done).toHaveFocus();
    expect(screen.queryByRole('row', { name: /Trịnh Quốc Anh/ })).not.toBeInTheDocument();
    expect(rowOf('Lý Mai Chi')).toBeInTheDocument();
  });

  it('shows the server refusal word for word in the dialog and keeps the request', async () => {
    const api = serve([anh]);
    api.markPayoutPaid.mockRejectedValue(new ApiError('aborted', 'Yêu cầu rút tiền này đã được xử lý.'));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Đã chuyển: Trịnh Quốc Anh' }));
    const dialog = screen.getByRole('dialog');
    await adminPage.valueDialog(dialog, 'Xác nhận đã chuyển', 'Mã tham chiếu ngân hàng').send('FT1');
    await adminPage.expectRefusal(dialog, 'Yêu cầu rút tiền này đã được xử lý.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(rowOf('Trịnh Quốc Anh')).toBeInTheDocument();
  });

  it('marks a payout failed with a required reason, telling the admin the money goes back to the balance', async () => {
    const api = serve([anh]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thất bại: Trịnh Quốc Anh' }));
    const dialog = screen.getByRole('dialog', { name: 'Chi trả cho Trịnh Quốc Anh thất bại' });
    expect(dialog).toHaveAccessibleDescription(
      `${formatVnd(225_000)} sẽ trở lại số dư khả dụng của người dùng để họ gửi yêu cầu mới. Họ sẽ thấy lý do này.`,
    );
    const ask = adminPage.valueDialog(dialog, 'Xác nhận thất bại', 'Lý do');
    await ask.refusedEmpty('Vui lòng nhập lý do.', api.markPayoutFailed);
    await ask.send('Sai tên chủ tài khoản.');
    expect(
      await screen.findByText(`Đã đánh dấu thất bại: ${vnd(225_000)} đã trở lại số dư khả dụng của Trịnh Quốc Anh.`),
    ).toBeInTheDocument();
    expect(api.markPayoutFailed).toHaveBeenCalledWith({ payoutId: 'PAYOUTANH001', reason: 'Sai tên chủ tài khoản.' });
    expect(await screen.findByText('Không có yêu cầu rút tiền nào chờ chi trả.')).toBeInTheDocument();
  });
});

describe('/admin/payouts — a suspended owner', () => {
  const held = aPayout({ ownerSuspension: 'Gian lận hoàn tiền' });

  it('says their money is held and pays it only with the admin’s own reason', async () => {
    const api = serve([held, chi]);
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('table');
    expect(rowOf('Trịnh Quốc Anh')).toHaveTextContent(
      'Tài khoản đang bị tạm khóa: Gian lận hoàn tiền. Tiền của người này đang bị giữ.',
    );
    expect(rowOf('Lý Mai Chi')).not.toHaveTextContent('tạm khóa');
    await user.click(within(rowOf('Trịnh Quốc Anh')).getByRole('button', { name: 'Đã chuyển: Trịnh Quốc Anh' }));
    const dialog = screen.getByRole('dialog', { name: 'Đã chuyển tiền cho Trịnh Quốc Anh' });
    expect(dialog).toHaveAccessibleDescription(
      `Tài khoản của người nhận đang bị tạm khóa (Gian lận hoàn tiền) nên tiền của họ đang bị giữ. Chỉ chuyển ${formatVnd(225_000)} đến Vietcombank 0071000999888 (TRINH QUOC ANH) khi bạn có lý do chính đáng; lý do sẽ được ghi vào nhật ký quản trị.`,
    );
    await user.type(within(dialog).getByLabelText('Mã tham chiếu ngân hàng'), 'FT-HELD-1');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã chuyển' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do vẫn chi trả.')).toBeInTheDocument();
    expect(api.markPayoutPaid).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByLabelText('Lý do vẫn chi trả khi tài khoản bị tạm khóa'),
      'Đã xác minh khoản tiền hợp lệ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã chuyển' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.markPayoutPaid).toHaveBeenCalledWith({
      payoutId: 'PAYOUTANH001',
      reference: 'FT-HELD-1',
      overrideReason: 'Đã xác minh khoản tiền hợp lệ',
    });
  });

  it('leaves their request out of the bank CSV and says so', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:payouts';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    serve([held, chi]);
    renderPage();
    const user = userEvent.setup();
    expect(
      await screen.findByText(/1 yêu cầu của tài khoản đang bị tạm khóa không có trong tệp CSV/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xuất CSV chuyển khoản hàng loạt' }));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(created[0]!));
    expect(text.split('\r\n').slice(1, 3)).toEqual([
      '1,19033334444555,LY MAI CHI,Techcombank,1500000,RUT TIEN PAYOUTCHI002',
      '',
    ]);
    jest.restoreAllMocks();
  });
});

/** A Blob's bytes (jsdom's Blob has no text() or arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('/admin/payouts — bank CSV', () => {
  const saved = adminPage.captureDownloads();

  it('exports the open requests as the bulk-transfer CSV named after the day', async () => {
    serve([anh, chi]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xuất CSV chuyển khoản hàng loạt' }));
    expect(saved.fileName).toMatch(/^chi-tra-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved.blobs).toHaveLength(1);
    const bytes = await bytesOf(saved.blobs[0]!);
    // UTF-8 with its byte-order mark (EF BB BF) first.
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFSTT,So tai khoan,Ten nguoi thu huong,Ngan hang,So tien,Noi dung',
      '1,0071000999888,TRINH QUOC ANH,Vietcombank,225000,RUT TIEN PAYOUTANH001',
      '2,19033334444555,LY MAI CHI,Techcombank,1500000,RUT TIEN PAYOUTCHI002',
    ]);
  });
});

describe('/admin/payouts — history', () => {
  it('shows paid requests with their reference and failed ones with their reason, from ?tab=history', async () => {
    const api = serve(
      [anh],
      [
        aPayout({
          id: 'P4',
          status: 'failed',
          failureReason: 'Tài khoản bị khóa',
          decidedAt: '2026-11-22T03:00:00.000Z',
          userName: 'Lý Mai Chi',
          userEmail: 'chi@example.com',
        }),
        aPayout({ id: 'P3', status: 'paid', reference: 'FT999', decidedAt: '2026-11-21T03:00:00.000Z' }),
      ],
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /Trịnh Quốc Anh/ });
    await user.click(screen.getByRole('tab', { name: 'Lịch sử' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/payouts?tab=history');
    expect(screen.getByRole('tab', { name: 'Lịch sử' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Yêu cầu rút tiền đã xử lý, xử lý gần nhất trước' });
    const rows = within(table).getAllByRole('row').slice(1);
    // In the server's order (last decided first), the decided tab asked for; the open request is not history.
    expect(api.listPayouts).toHaveBeenCalledWith({ state: 'decided' });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Thất bại');
    expect(rows[0]).toHaveTextContent('Lý do: Tài khoản bị khóa. Tiền đã được trả về số dư khả dụng.');
    expect(rows[1]).toHaveTextContent('Đã chuyển');
    expect(rows[1]).toHaveTextContent('Mã tham chiếu: FT999');
  });

  it('opens on the history tab from the URL and moves between tabs with the arrow keys', async () => {
    serve([anh], []);
    renderPage('/admin/payouts?tab=history');
    expect(await screen.findByText('Chưa có yêu cầu rút tiền nào được xử lý.')).toBeInTheDocument();
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Lịch sử' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Chờ chi trả' })).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/payouts$/);
    expect(await screen.findByRole('row', { name: /Trịnh Quốc Anh/ })).toBeInTheDocument();
  });
});

describe('/admin/payouts — a page at a time', () => {
  const binh = aPayout({
    id: 'PAYOUTBINH03',
    amount: 300_000,
    accountNumber: '0441000777666',
    accountHolder: 'PHAM VAN BINH',
    userId: 'creator-2',
    userEmail: 'binh@example.com',
    userName: 'Phạm Văn Bình',
  });
  const end = 'Đã hiển thị toàn bộ yêu cầu rút tiền.';
  const partial = 'Còn yêu cầu chưa hiển thị: bấm “Tải thêm” ở cuối danh sách để đưa chúng vào tệp CSV.';

  it('sums and exports the requests shown, says more are still to load, and adds the next page on “Tải thêm”', async () => {
    const api = serve([anh, chi, binh], [], 2);
    renderPage();
    const table = await adminPage.findScrollingTable('Yêu cầu rút tiền chờ chi trả, mới nhất trước');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(`2 yêu cầu, tổng cộng ${vnd(1_725_000)}. ${partial}`)).toBeInTheDocument();
    expect(screen.queryByText(end)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByText(end)).toBeInTheDocument();
    expect(api.listPayouts).toHaveBeenLastCalledWith({ state: 'open', before: 'cursor-PAYOUTCHI002' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(rowOf('Phạm Văn Bình')).toHaveTextContent('0441000777666');
    expect(screen.getByText(`3 yêu cầu, tổng cộng ${vnd(2_025_000)}.`)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(partial))).not.toBeInTheDocument();
  });

  it('a request paid from the second page leaves it at once; the history pages on', async () => {
    const decided = ['P5', 'P6', 'P7'].map((id, index) =>
      aPayout({ id, status: 'paid', reference: `FT00${index}`, decidedAt: '2026-11-22T03:00:00.000Z' }),
    );
    const api = serve([anh, chi, binh], decided, 2);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tải thêm' }));
    await screen.findByText(end);
    await user.click(within(rowOf('Phạm Văn Bình')).getByRole('button', { name: 'Đã chuyển: Phạm Văn Bình' }));
    const dialog = screen.getByRole('dialog', { name: 'Đã chuyển tiền cho Phạm Văn Bình' });
    await adminPage.valueDialog(dialog, 'Xác nhận đã chuyển', 'Mã tham chiếu ngân hàng').send('FT2411BINH');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('row', { name: /Phạm Văn Bình/ })).not.toBeInTheDocument();
    expect(screen.getByText(`2 yêu cầu, tổng cộng ${vnd(1_725_000)}.`)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Lịch sử' }));
    const history = await screen.findByRole('table', { name: 'Yêu cầu rút tiền đã xử lý, xử lý gần nhất trước' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByText(end)).toBeInTheDocument();
    expect(api.listPayouts).toHaveBeenLastCalledWith({ state: 'decided', before: 'cursor-P6' });
    expect(within(history).getAllByRole('row')).toHaveLength(4);
    expect(within(history).getAllByRole('row')[3]).toHaveTextContent('Mã tham chiếu: FT002');
  });
});
