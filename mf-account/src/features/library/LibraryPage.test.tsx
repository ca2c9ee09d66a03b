import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { refreshUser } from '@app/shared/auth/session';
import type { LibraryItem } from '@app/shared/contracts/profile';
import type { MyRefundRequest, ProductRefundEligibility, RefundEligibility } from '@app/shared/contracts/refunds';
import { formatVnd } from '@app/shared/format';
import { mockedApi } from '@app/shared/testing/apiMock';
import { aMyRefundRequest, anOrder, aUser } from '@app/shared/testing/factories';
import { vnDateTime } from '@app/shared/time/vietnam';
import { renderAt } from '@app/shared/testing/render';
import { LibraryPage } from './LibraryPage';
import { PENDING_POLL_MS } from './usePendingPurchases';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
jest.mock('@app/shared/auth/session', () => ({ refreshUser: jest.fn(async () => undefined) }));

const api = mockedApi();
const listMyTransactions = api.listMyTransactions;
const pending = anOrder();

let library: LibraryItem[] = [];
const signIn = (items: LibraryItem[]) => {
  library = items;
};

const renderPage = () => renderAt('/my/library', <LibraryPage />, { user: aUser({ library }) });

beforeEach(() => {
  listMyTransactions.mockReset();
  api.listMyRefundRequests.mockReset().mockResolvedValue([]);
  api.listMyProductRefundEligibility.mockReset().mockResolvedValue([]);
  api.requestProductRefund.mockReset();
  jest.mocked(refreshUser).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('LibraryPage', () => {
  it('lists owned items with what owning them is for, and pending purchases as pending', async () => {
    signIn([
      { productId: 'viet-bai', title: 'Viết bài chuẩn SEO', kind: 'product', grantedAt: '2026-11-01T00:00:00Z' },
      {
        productId: 'tro-ly',
        title: 'Trợ lý AI',
        kind: 'product',
        grantedAt: '2026-11-03T00:00:00Z',
        appUrl: 'https://tro-ly.example/app',
      },
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
    // A product with an app opens the app; one without, its page; a course, its lessons.
    const app = screen.getByRole('link', { name: 'Mở ứng dụng Trợ lý AI' });
    expect(app).toHaveAttribute('href', 'https://tro-ly.example/app');
    expect(app).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Xem sản phẩm Viết bài chuẩn SEO' })).toHaveAttribute(
      'href',
      '/product/viet-bai',
    );
    expect(screen.getByRole('link', { name: 'Vào học Học viện Creator' })).toHaveAttribute(
      'href',
      '/training/my-course',
    );
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

describe('LibraryPage refunds', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  const contract: LibraryItem = {
    productId: 'mau-hop-dong',
    title: 'Mẫu hợp đồng',
    kind: 'product',
    grantedAt: daysAgo(2),
  };
  const old: LibraryItem = { productId: 'bo-loc', title: 'Bộ lọc ảnh', kind: 'product', grantedAt: daysAgo(10) };
  const course: LibraryItem = {
    productId: 'hoc-vien',
    title: 'Học viện Creator',
    kind: 'course',
    grantedAt: daysAgo(1),
  };
  const deadline = new Date(Date.now() + 5 * DAY_MS).toISOString();
  /** The server's word on a product: open until `deadline`, unless it says otherwise. */
  const offer = (productId: string, refund: Partial<RefundEligibility> = {}): ProductRefundEligibility => ({
    productId,
    refund: { eligible: true, blockedBy: null, deadline, request: null, ...refund },
  });
  const aRequest = (overrides: Partial<MyRefundRequest> = {}) =>
    aMyRefundRequest({ createdAt: daysAgo(0), ...overrides });

  /** A request as the eligibility shows it on its item. */
  const shown = (overrides: Partial<NonNullable<RefundEligibility['request']>> = {}) => ({
    id: 'RF1',
    status: 'pending' as const,
    reason: 'Sản phẩm không chạy trên máy của tôi.',
    decisionNote: null,
    ...overrides,
  });
  /** The server's eligibility of each owned product and the user's requests; nothing is pending. */
  function serve(eligibility: ProductRefundEligibility[], requests: MyRefundRequest[] = []) {
    listMyTransactions.mockResolvedValue([]);
    api.listMyProductRefundEligibility.mockResolvedValue(eligibility);
    api.listMyRefundRequests.mockResolvedValue(requests);
  }
  const itemOf = (title: string, section: string) =>
    within(screen.getByRole('region', { name: section }))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: title }))!;

  it('offers a refund only where the server says the window is open, until its deadline', async () => {
    signIn([contract, old, course]);
    serve([offer('mau-hop-dong'), offer('bo-loc', { eligible: false, blockedBy: 'window' })]);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Yêu cầu hoàn tiền Mẫu hợp đồng' })).toBeInTheDocument();
    expect(api.listMyProductRefundEligibility).toHaveBeenCalledWith(null);
    expect(itemOf('Mẫu hợp đồng', 'Đã sở hữu')).toHaveTextContent(
      `Có thể yêu cầu hoàn tiền đến ${vnDateTime(deadline)}.`,
    );
    expect(itemOf('Bộ lọc ảnh', 'Đã sở hữu')).not.toHaveTextContent('Có thể yêu cầu hoàn tiền');
    expect(screen.queryByRole('button', { name: 'Yêu cầu hoàn tiền Bộ lọc ảnh' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yêu cầu hoàn tiền Học viện Creator' })).not.toBeInTheDocument();
    // No request yet: no requests section.
    expect(screen.queryByRole('heading', { name: 'Yêu cầu hoàn tiền' })).not.toBeInTheDocument();
  });

  it('asks for a reason, sends the request and shows it as pending on the item and in the requests', async () => {
    signIn([contract]);
    serve([offer('mau-hop-dong')]);
    // The server keeps the request: the list asked again afterwards has it.
    api.requestProductRefund.mockImplementation(async () => {
      api.listMyRefundRequests.mockResolvedValue([aRequest()]);
      api.listMyProductRefundEligibility.mockResolvedValue([
        offer('mau-hop-dong', { eligible: false, blockedBy: 'requested', request: shown() }),
      ]);
      return aRequest();
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Yêu cầu hoàn tiền Mẫu hợp đồng' }));
    const dialog = screen.getByRole('dialog', { name: 'Yêu cầu hoàn tiền' });
    expect(dialog).toHaveAccessibleDescription(
      /^Bạn có thể yêu cầu hoàn tiền “Mẫu hợp đồng” trong 7 ngày sau khi thanh toán/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(within(dialog).getByText('Vui lòng nhập lý do hoàn tiền.')).toBeInTheDocument();
    expect(api.requestProductRefund).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), 'Sản phẩm không chạy trên máy của tôi.');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestProductRefund).toHaveBeenCalledWith({
      productId: 'mau-hop-dong',
      reason: 'Sản phẩm không chạy trên máy của tôi.',
    });
    const done = screen.getByText('Đã gửi yêu cầu hoàn tiền “Mẫu hợp đồng”. Chúng tôi sẽ phản hồi sớm.');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveFocus();
    const owned = itemOf('Mẫu hợp đồng', 'Đã sở hữu');
    expect(owned).toHaveTextContent('Hoàn tiền: Đang chờ xử lý');
    expect(within(owned).queryByRole('button', { name: /Yêu cầu hoàn tiền/ })).not.toBeInTheDocument();
    const asked = itemOf('Mẫu hợp đồng', 'Yêu cầu hoàn tiền');
    expect(asked).toHaveTextContent('Đang chờ xử lý');
    expect(asked).toHaveTextContent('Lý do của bạn: Sản phẩm không chạy trên máy của tôi.');
  });

  it('shows the server refusal word for word in the dialog', async () => {
    signIn([contract]);
    serve([offer('mau-hop-dong')]);
    api.requestProductRefund.mockRejectedValue(
      new ApiError('permission-denied', 'Đã quá 7 ngày kể từ khi thanh toán nên không thể yêu cầu hoàn tiền.'),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Yêu cầu hoàn tiền Mẫu hợp đồng' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), 'Không dùng được.');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Đã quá 7 ngày kể từ khi thanh toán nên không thể yêu cầu hoàn tiền.',
    );
  });

  it('shows each request with its status; a refunded product, no longer owned, stays listed without a link', async () => {
    signIn([contract]);
    serve(
      [offer('mau-hop-dong', { request: shown({ status: 'rejected', decisionNote: 'Bạn đã tải về tệp nguồn.' }) })],
      [
        aRequest({ status: 'rejected', decisionNote: 'Bạn đã tải về tệp nguồn.' }),
        aRequest({
          id: 'RF2',
          itemId: 'bo-loc',
          title: 'Bộ lọc ảnh',
          orderId: 'ORDER77777',
          status: 'sent',
          createdAt: daysAgo(5),
          sentAt: daysAgo(3),
        }),
        aRequest({
          id: 'RF3',
          kind: 'course',
          itemId: 'hoc-vien',
          title: 'Học viện Creator',
          orderId: 'C1',
          status: 'approved',
        }),
      ],
    );
    renderPage();
    const section = await screen.findByRole('region', { name: 'Yêu cầu hoàn tiền' });
    expect(itemOf('Mẫu hợp đồng', 'Đã sở hữu')).toHaveTextContent('Hoàn tiền: Bị từ chối: Bạn đã tải về tệp nguồn.');
    // Rejected, still within the window: it may be asked again (one open request at a time).
    expect(screen.getByRole('button', { name: 'Yêu cầu hoàn tiền Mẫu hợp đồng' })).toBeInTheDocument();
    const refunded = itemOf('Bộ lọc ảnh', 'Yêu cầu hoàn tiền');
    expect(refunded).toHaveTextContent('Đã hoàn tiền');
    expect(refunded).toHaveTextContent(formatVnd(150_000).replace(/\s/g, ' '));
    expect(within(refunded).queryByRole('link')).not.toBeInTheDocument();
    expect(itemOf('Học viện Creator', 'Yêu cầu hoàn tiền')).toHaveTextContent('Đã chấp thuận — đang chuyển tiền');
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  });

  it('fetches the profile again when a product still listed has been refunded', async () => {
    signIn([contract]);
    serve(
      [offer('mau-hop-dong', { eligible: false, blockedBy: 'requested', request: shown({ status: 'approved' }) })],
      [aRequest({ status: 'approved' })],
    );
    renderPage();
    await screen.findByRole('region', { name: 'Yêu cầu hoàn tiền' });
    // Once for the pending purchases' first answer, once for the approved refund.
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(2));
  });

  it('says when the refund information cannot be loaded, and loads it again on retry', async () => {
    signIn([contract]);
    serve([offer('mau-hop-dong')]);
    api.listMyRefundRequests.mockRejectedValueOnce(new ApiError('unavailable', 'x'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được thông tin hoàn tiền của bạn.');
    expect(screen.queryByRole('button', { name: 'Yêu cầu hoàn tiền Mẫu hợp đồng' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('button', { name: 'Yêu cầu hoàn tiền Mẫu hợp đồng' })).toBeInTheDocument();
  });
});
