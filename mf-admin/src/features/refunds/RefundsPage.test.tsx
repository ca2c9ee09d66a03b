import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { RefundRequest } from '@app/shared/contracts/refunds';
import { formatVnd } from '@app/shared/format';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aMyRefundRequest, aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { RefundsPage } from './RefundsPage';
import * as adminPage from '../../testing/adminPage';
import { pageOf } from '../../testing/pages';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

/** A request as the admin sees it: what the buyer sees of it (the shared factory's), and who and where to pay. */
function aRequest(overrides: Partial<RefundRequest> = {}): RefundRequest {
  const { itemId: _itemId, ...seen } = aMyRefundRequest({ createdAt: '2026-11-20T03:00:00.000Z' });
  return {
    ...seen,
    userId: 'buyer-1',
    userEmail: 'tam@example.com',
    userName: 'Ngô Thanh Tâm',
    courseId: null,
    productId: 'mau-hop-dong',
    bankName: null,
    accountNumber: null,
    accountHolder: null,
    reference: null,
    ...overrides,
  };
}

const product = aRequest();
const course = aRequest({
  id: 'RF2',
  kind: 'course',
  courseId: 'hoc-vien',
  productId: null,
  title: 'Học viện Creator',
  orderId: 'COURSE9999',
  amount: 5_000_000,
  userName: 'Phạm Thu Hà',
  userEmail: 'ha@example.com',
  reason: 'Không có thời gian học.',
});
const bank = { bankName: 'Techcombank', accountNumber: '19033334444555', accountHolder: 'NGO THANH TAM' };

/**
 * The server: each tab's requests in its order (pending and approved as given, the newest asked first; done
 * by when each was done, the last first), `size` a page; each decision moves a request to its next status.
 */
function serve(requests: RefundRequest[], size = 50) {
  let all = [...requests];
  const move = (requestId: string, changes: Partial<RefundRequest>) => {
    const request = { ...(all.find((item) => item.id === requestId) ?? product), ...changes };
    all = all.map((item) => (item.id === requestId ? request : item));
    return request;
  };
  const tabOf = (request: RefundRequest) =>
    request.status === 'pending' || request.status === 'approved' ? request.status : 'done';
  const doneAt = (request: RefundRequest) => request.sentAt ?? request.decidedAt ?? request.createdAt;
  return mockApi({
    listRefundRequests: async ({ state, before }) => {
      const order = state === 'done' ? [...all].sort((a, b) => doneAt(b).localeCompare(doneAt(a))) : all;
      const tab = order.filter((request) => tabOf(request) === state);
      const { rows, nextBefore } = pageOf(order, tab, before, size);
      return { requests: rows, nextBefore };
    },
    approveRefund: async ({ requestId, note }) =>
      move(requestId, {
        status: 'approved',
        decisionNote: note ?? null,
        decidedAt: '2026-11-21T03:00:00.000Z',
        ...bank,
      }),
    rejectRefund: async ({ requestId, reason }) =>
      move(requestId, { status: 'rejected', decisionNote: reason, decidedAt: '2026-11-21T03:00:00.000Z' }),
    markRefundSent: async ({ requestId, reference }) =>
      move(requestId, { status: 'sent', reference, sentAt: '2026-11-22T03:00:00.000Z' }),
  });
}

const renderPage = (path = '/admin/refunds') => renderAt(path, <RefundsPage />, { user: aUser({ roles: ['admin'] }) });
/** A price as text matchers read it (their normaliser turns the non-breaking space into a plain one). */
const vnd = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');
const itemOf = (title: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(title));

beforeEach(resetMockedApi);

describe('/admin/refunds — pending', () => {
  it('shows each request: kind, title, buyer, order, amount, reason and date', async () => {
    const api = serve([product, course]);
    renderPage();
    adminPage.expectLoadingPage('Yêu cầu hoàn tiền', 'Đang tải yêu cầu hoàn tiền…');
    expect(await screen.findByRole('heading', { level: 3, name: 'Mẫu hợp đồng' })).toBeInTheDocument();
    expect(api.listRefundRequests).toHaveBeenCalledWith({ state: 'pending' });
    expect(screen.getByRole('tab', { name: 'Chờ duyệt' })).toHaveAttribute('aria-selected', 'true');
    const item = itemOf('Mẫu hợp đồng')!;
    expect(item).toHaveTextContent('Sản phẩm');
    expect(item).toHaveTextContent('Ngô Thanh Tâm · tam@example.com');
    expect(item).toHaveTextContent('ORDER12345');
    expect(item).toHaveTextContent(vnd(150_000));
    expect(item).toHaveTextContent('Sản phẩm không chạy trên máy của tôi.');
    expect(item).toHaveTextContent('20/11/2026 10:00');
    expect(itemOf('Học viện Creator')).toHaveTextContent('Khóa học');
  });

  adminPage.itHasQueueStates({
    serve: (rows) => serve(rows === 'none' ? [] : [product]).listRefundRequests,
    renderPage,
    empty: 'Không có yêu cầu hoàn tiền nào chờ duyệt.',
    failed: 'Không tải được danh sách yêu cầu hoàn tiền.',
    loaded: () => screen.findByRole('heading', { name: 'Mẫu hợp đồng' }),
  });

  it('approves after saying access ends and the sale is reversed now; the request moves to “Chờ chuyển tiền”', async () => {
    const api = serve([product, course]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chấp nhận hoàn tiền: Mẫu hợp đồng' }));
    const dialog = screen.getByRole('dialog', { name: 'Chấp nhận hoàn tiền?' });
    expect(dialog).toHaveAccessibleDescription(
      `Người mua mất quyền truy cập “Mẫu hợp đồng” và doanh thu của đơn hàng được ghi đảo ngay bây giờ (phí nền tảng, thu nhập của nhà sáng tạo, hoa hồng). Sau đó hãy chuyển ${formatVnd(150_000)} về tài khoản của người mua.`,
    );
    // The note is optional.
    await adminPage.submitAndClose(dialog, 'Chấp nhận hoàn tiền');
    expect(api.approveRefund).toHaveBeenCalledWith({ requestId: 'RF1' });
    const done = screen.getByText('Đã chấp nhận hoàn tiền “Mẫu hợp đồng”. Yêu cầu đã chuyển sang mục Chờ chuyển tiền.');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Mẫu hợp đồng' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Học viện Creator' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Chờ chuyển tiền' }));
    expect(await screen.findByRole('heading', { name: 'Mẫu hợp đồng' })).toBeInTheDocument();
    expect(api.listRefundRequests).toHaveBeenCalledWith({ state: 'approved' });
  });

  it('rejects only with a reason, which is sent as typed', async () => {
    const api = serve([product]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Từ chối hoàn tiền: Mẫu hợp đồng' }));
    const dialog = screen.getByRole('dialog', { name: 'Từ chối yêu cầu hoàn tiền' });
    expect(dialog).toHaveAccessibleDescription(
      'Người mua sẽ thấy lý do này trong thư viện của họ. Quyền truy cập được giữ nguyên.',
    );
    const ask = adminPage.valueDialog(dialog, 'Từ chối yêu cầu', 'Lý do từ chối');
    await ask.refusedEmpty('Vui lòng nhập lý do từ chối.', api.rejectRefund);
    await ask.send('Đã quá 7 ngày kể từ khi mua.');
    expect(await screen.findByText('Không có yêu cầu hoàn tiền nào chờ duyệt.')).toBeInTheDocument();
    expect(api.rejectRefund).toHaveBeenCalledWith({ requestId: 'RF1', reason: 'Đã quá 7 ngày kể từ khi mua.' });
    expect(screen.getByText('Đã từ chối yêu cầu hoàn tiền “Mẫu hợp đồng”.')).toBeInTheDocument();
  });

  it('shows a refusal word for word in the dialog and keeps the request', async () => {
    const api = serve([product]);
    api.approveRefund.mockRejectedValue(new ApiError('aborted', 'Yêu cầu hoàn tiền này đã được xử lý.'));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chấp nhận hoàn tiền: Mẫu hợp đồng' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Chấp nhận hoàn tiền' }));
    await adminPage.expectRefusal(dialog, 'Yêu cầu hoàn tiền này đã được xử lý.');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Mẫu hợp đồng' })).toBeInTheDocument();
  });
});

describe('/admin/refunds — to send', () => {
  const approved = aRequest({ status: 'approved', decidedAt: '2026-11-21T03:00:00.000Z', ...bank });

  it("shows the amount and the buyer's bank details to copy, with the suggested transfer note", async () => {
    serve([approved]);
    renderPage('/admin/refunds?tab=approved');
    expect(await screen.findByRole('heading', { name: 'Mẫu hợp đồng' })).toBeInTheDocument();
    const item = itemOf('Mẫu hợp đồng')!;
    expect(within(item).getByRole('heading', { level: 4, name: 'Chuyển tiền hoàn cho người mua' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Techcombank');
    expect(item).toHaveTextContent('19033334444555');
    expect(item).toHaveTextContent('NGO THANH TAM');
    expect(item).toHaveTextContent('HOAN TIEN ORDER12345');
    expect(within(item).getByRole('button', { name: 'Sao chép số tài khoản' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Sao chép nội dung chuyển khoản' })).toBeInTheDocument();
  });

  it('says so when the buyer has no bank account yet', async () => {
    serve([aRequest({ status: 'approved' })]);
    renderPage('/admin/refunds?tab=approved');
    expect(
      await screen.findByText(
        'Người mua chưa thêm tài khoản ngân hàng để nhận tiền hoàn. Hãy liên hệ người mua (tam@example.com) trước khi chuyển tiền.',
      ),
    ).toBeInTheDocument();
  });

  it('records the bank reference once the money is sent; the request moves to the done tab', async () => {
    const api = serve([approved]);
    renderPage('/admin/refunds?tab=approved');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Đã chuyển tiền: Mẫu hợp đồng' }));
    const dialog = screen.getByRole('dialog', { name: 'Xác nhận đã chuyển tiền hoàn' });
    const ask = adminPage.valueDialog(dialog, 'Xác nhận đã chuyển', 'Mã tham chiếu ngân hàng');
    await ask.refusedEmpty('Vui lòng nhập mã tham chiếu ngân hàng.', api.markRefundSent);
    await ask.send('FT2411HOAN01');
    expect(await screen.findByText('Không có khoản hoàn tiền nào chờ chuyển.')).toBeInTheDocument();
    expect(api.markRefundSent).toHaveBeenCalledWith({ requestId: 'RF1', reference: 'FT2411HOAN01' });
    expect(screen.getByText('Đã ghi nhận chuyển tiền hoàn cho “Mẫu hợp đồng”.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Đã xử lý' }));
    await screen.findByRole('heading', { name: 'Mẫu hợp đồng' });
    expect(itemOf('Mẫu hợp đồng')).toHaveTextContent('Đã hoàn tiền');
    expect(itemOf('Mẫu hợp đồng')).toHaveTextContent('Mã tham chiếu: FT2411HOAN01');
  });
});

describe('/admin/refunds — done', () => {
  it('lists sent and rejected requests, last decided first, with their reference or reason', async () => {
    const api = serve([
      product,
      aRequest({
        id: 'RF3',
        title: 'Bộ lọc ảnh',
        status: 'sent',
        reference: 'FT1',
        sentAt: '2026-11-22T03:00:00.000Z',
      }),
      aRequest({
        id: 'RF4',
        title: 'Trợ lý kế toán',
        status: 'rejected',
        decisionNote: 'Đã dùng quá nhiều.',
        decidedAt: '2026-11-23T03:00:00.000Z',
      }),
    ]);
    renderPage('/admin/refunds?tab=done');
    await screen.findByRole('heading', { name: 'Bộ lọc ảnh' });
    expect(api.listRefundRequests).toHaveBeenCalledWith({ state: 'done' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Trợ lý kế toán', 'Bộ lọc ảnh']);
    expect(itemOf('Trợ lý kế toán')).toHaveTextContent('Đã từ chối');
    expect(itemOf('Trợ lý kế toán')).toHaveTextContent('Lý do từ chối: Đã dùng quá nhiều.');
    expect(itemOf('Bộ lọc ảnh')).toHaveTextContent('Mã tham chiếu: FT1');
    expect(screen.queryByRole('button', { name: /Chấp nhận|Từ chối|Đã chuyển/ })).not.toBeInTheDocument();
  });

  it('says so when nothing was decided yet', async () => {
    serve([product]);
    renderPage('/admin/refunds?tab=done');
    expect(await screen.findByText('Chưa có yêu cầu hoàn tiền nào được xử lý.')).toBeInTheDocument();
  });
});

describe('/admin/refunds — a page at a time', () => {
  const end = 'Đã hiển thị toàn bộ yêu cầu hoàn tiền.';
  const third = aRequest({ id: 'RF5', title: 'Bộ biểu mẫu nhân sự', orderId: 'ORDER55555' });
  const headings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

  it("'Tải thêm' asks for the page after the first one's cursor and adds its requests below; then says it is all", async () => {
    const api = serve([product, course, third], 2);
    renderPage();
    await screen.findByRole('heading', { name: 'Mẫu hợp đồng' });
    expect(headings()).toEqual(['Mẫu hợp đồng', 'Học viện Creator']);
    expect(screen.queryByText(end)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByText(end)).toBeInTheDocument();
    expect(api.listRefundRequests).toHaveBeenLastCalledWith({ state: 'pending', before: 'cursor-RF2' });
    expect(headings()).toEqual(['Mẫu hợp đồng', 'Học viện Creator', 'Bộ biểu mẫu nhân sự']);
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).not.toBeInTheDocument();
  });

  it('a request approved from the second page leaves the pending tab at once', async () => {
    const api = serve([product, course, third], 2);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tải thêm' }));
    await screen.findByText(end);
    await user.click(screen.getByRole('button', { name: 'Chấp nhận hoàn tiền: Bộ biểu mẫu nhân sự' }));
    await adminPage.submitAndClose(screen.getByRole('dialog', { name: 'Chấp nhận hoàn tiền?' }), 'Chấp nhận hoàn tiền');
    expect(api.approveRefund).toHaveBeenCalledWith({ requestId: 'RF5' });
    expect(screen.queryByRole('heading', { name: 'Bộ biểu mẫu nhân sự' })).not.toBeInTheDocument();
    expect(headings()).toEqual(['Mẫu hợp đồng', 'Học viện Creator']);
  });
});
