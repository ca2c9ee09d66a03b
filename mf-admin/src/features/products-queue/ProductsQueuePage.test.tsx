import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { Product } from '@app/shared/contracts/catalog';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aPage, aProduct, aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { ProductsQueuePage } from './ProductsQueuePage';
import * as adminPage from '../../testing/adminPage';
import { aChangedProduct } from '../../testing/products';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const admin = aUser({ roles: ['admin'] });

const fresh = aProduct({
  id: 'p-new',
  title: 'Trợ lý lịch họp',
  price: 120_000,
  status: 'pending',
  demoType: 'info',
  thumbnailUrl: 'https://cdn.example.com/lich-hop.png',
  creatorName: 'Lê Văn Tạo',
  categoryName: 'Năng suất',
  subcategoryName: 'Lịch',
  updatedAt: '2026-11-20T03:00:00.000Z',
});
const changed = aChangedProduct();

/** A stand-in server: the queue shrinks when a product is decided, as the real one does; `refusal` refuses once. */
function serve(pending: Product[], answers: Parameters<typeof mockApi>[0] = {}) {
  const server = { queue: [...pending], refusal: null as ApiError | null };
  const api = mockApi({
    listPendingProducts: async () => server.queue,
    moderateProduct: async ({ productId, decision }) => {
      const refusal = server.refusal;
      server.refusal = null;
      if (refusal) throw refusal;
      const product = server.queue.find((item) => item.id === productId) as Product;
      server.queue = server.queue.filter((item) => item.id !== productId);
      return { ...product, status: decision === 'publish' ? 'published' : 'rejected' };
    },
    ...answers,
  });
  const user = userEvent.setup();
  renderAt('/admin/products', <ProductsQueuePage />, { user: admin });
  return { api, user, server };
}

const queueSection = () => screen.getByRole('region', { name: 'Sản phẩm chờ duyệt' });
/** The queue's card of `title` (throws until it is shown, so it can be awaited with waitFor). */
function item(title: string): HTMLElement {
  const found = within(queueSection())
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: title }));
  if (!found) throw new Error(`no queued product ${title}`);
  return found;
}

beforeEach(() => resetMockedApi());

describe('/admin/products: the moderation queue', () => {
  it('shows the loading state, then each product with what it is, who made it and when it came', async () => {
    serve([fresh, changed]);
    adminPage.expectLoadingPage('Kiểm duyệt sản phẩm', 'Đang tải sản phẩm chờ duyệt…');
    await screen.findByRole('heading', { level: 3, name: 'Trợ lý lịch họp' });
    expect(screen.getByText('2 sản phẩm chờ duyệt, cũ nhất trước.')).toBeInTheDocument();

    const first = item('Trợ lý lịch họp');
    expect(first).toHaveTextContent('Sản phẩm mới');
    expect(first).toHaveTextContent('Lê Văn Tạo');
    expect(first).toHaveTextContent(/120\.000\s₫/);
    expect(first).toHaveTextContent('Năng suất · Lịch');
    // 03:00 UTC is 10:00 in Vietnam.
    expect(first).toHaveTextContent('20/11/2026 10:00');
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/lich-hop.png');
  });

  it('shows a change to a published product as its live values against the proposed ones', async () => {
    serve([changed]);
    const card = await waitFor(() => item('Pong Neon'));
    expect(card).toHaveTextContent('Thay đổi của sản phẩm đang bán');
    const table = within(card).getByRole('table', { name: 'Thay đổi đề xuất của “Pong Neon”' });
    const [, title, price] = within(table).getAllByRole('row');
    expect(title).toHaveTextContent(/Tên sản phẩm\s*Pong Neon\s*Pong Neon Pro/);
    expect(price).toHaveTextContent(/Giá\s*79\.000\s₫\s*99\.000\s₫/);
    expect(card).toHaveTextContent('21/11/2026 15:30');
  });

  it('says so when nothing waits', async () => {
    serve([]);
    expect(await screen.findByText('Không có sản phẩm nào chờ duyệt.')).toBeInTheDocument();
    expect(within(queueSection()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that works', async () => {
    let calls = 0;
    const { api } = serve([], {
      listPendingProducts: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('unavailable', 'Máy chủ đang bận. Vui lòng thử lại sau.');
        return [fresh];
      },
    });
    await adminPage.retryFailedLoad(
      'Không thể tải danh sách sản phẩm chờ duyệt.',
      'Máy chủ đang bận. Vui lòng thử lại sau.',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Trợ lý lịch họp' })).toBeInTheDocument();
    expect(api.listPendingProducts).toHaveBeenCalledTimes(2);
  });

  it('previews the product as a buyer would see it once approved', async () => {
    const { user } = serve([changed]);
    await waitFor(() => item('Pong Neon'));
    await user.click(within(item('Pong Neon')).getByRole('button', { name: 'Xem trước “Pong Neon”' }));
    const dialog = screen.getByRole('dialog', { name: 'Xem trước: Pong Neon Pro' });
    expect(dialog).toHaveTextContent('Sản phẩm hiển thị với người mua như sau nếu các thay đổi được duyệt.');
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Pong Neon Pro' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('preview-price')).toHaveTextContent(/^99\.000\s₫$/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the product demo (loaded on demand)', async () => {
    const { user } = serve([fresh]);
    await waitFor(() => item('Trợ lý lịch họp'));
    await user.click(within(item('Trợ lý lịch họp')).getByRole('button', { name: 'Thử demo “Trợ lý lịch họp”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dùng thử: Trợ lý lịch họp' });
    expect(dialog).toHaveTextContent('Tính năng đang được phát triển');
  });

  it('publishes: the product leaves the queue and the outcome is announced', async () => {
    const { api, user } = serve([fresh, changed]);
    await waitFor(() => item('Trợ lý lịch họp'));
    await user.click(
      within(item('Trợ lý lịch họp')).getByRole('button', { name: 'Duyệt và xuất bản “Trợ lý lịch họp”' }),
    );
    expect(await within(queueSection()).findByRole('status')).toHaveTextContent(
      'Đã duyệt và xuất bản “Trợ lý lịch họp”.',
    );
    expect(api.moderateProduct).toHaveBeenCalledWith({ productId: 'p-new', decision: 'publish', reason: undefined });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Trợ lý lịch họp' })).not.toBeInTheDocument());
    expect(item('Pong Neon')).toBeInTheDocument();
    // The button left with its item: focus is on what happened, not lost at the top of the page.
    expect(within(queueSection()).getByRole('status')).toHaveFocus();
  });

  it('accepting changes says the new version is live', async () => {
    const { user } = serve([changed]);
    await waitFor(() => item('Pong Neon'));
    await user.click(within(item('Pong Neon')).getByRole('button', { name: 'Duyệt và xuất bản “Pong Neon”' }));
    expect(await within(queueSection()).findByRole('status')).toHaveTextContent(
      'Đã duyệt thay đổi của “Pong Neon”; người mua thấy phiên bản mới.',
    );
  });

  it('shows the server refusal when a product cannot be published, and keeps it listed', async () => {
    const { user } = serve([fresh], {
      moderateProduct: () => Promise.reject(new ApiError('aborted', 'Sản phẩm này không ở trạng thái chờ duyệt.')),
    });
    await waitFor(() => item('Trợ lý lịch họp'));
    await user.click(within(item('Trợ lý lịch họp')).getByRole('button', { name: /^Duyệt và xuất bản/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chưa xuất bản được “Trợ lý lịch họp”: Sản phẩm này không ở trạng thái chờ duyệt.',
    );
    expect(item('Trợ lý lịch họp')).toBeInTheDocument();
  });

  it('rejects with a reason: an empty reason is refused here, a server refusal shown, then it leaves', async () => {
    const { api, user, server } = serve([fresh]);
    await waitFor(() => item('Trợ lý lịch họp'));
    await user.click(within(item('Trợ lý lịch họp')).getByRole('button', { name: /^Từ chối/ }));
    const dialog = screen.getByRole('dialog', { name: 'Từ chối “Trợ lý lịch họp”' });
    expect(dialog).toHaveTextContent('Nhà sáng tạo thấy lý do này trong trang quản lý sản phẩm.');

    const ask = adminPage.valueDialog(dialog, 'Từ chối', 'Lý do từ chối');
    await ask.refusedEmpty('Vui lòng nhập lý do từ chối.', api.moderateProduct);

    await ask.refusedByServer(
      server,
      'Sản phẩm này không ở trạng thái chờ duyệt.',
      'Ảnh minh họa chưa đúng với sản phẩm.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await ask.sendAndClose();
    expect(api.moderateProduct).toHaveBeenLastCalledWith({
      productId: 'p-new',
      decision: 'reject',
      reason: 'Ảnh minh họa chưa đúng với sản phẩm.',
    });
    expect(within(queueSection()).getByRole('status')).toHaveTextContent('Đã từ chối “Trợ lý lịch họp”.');
    // The opener left with its item: focus goes to the outcome.
    await waitFor(() => expect(within(queueSection()).getByRole('status')).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Trợ lý lịch họp' })).not.toBeInTheDocument());
    expect(await screen.findByText('Không có sản phẩm nào chờ duyệt.')).toBeInTheDocument();
  });
});

describe('/admin/products: taking a product off the marketplace', () => {
  const live = aProduct({ id: 'p-live', title: 'Công cụ spam', salesCount: 3, creatorName: 'Bùi Đức Long' });

  function serveCatalogue() {
    const server = { catalogue: [live], refusal: null as ApiError | null };
    const result = serve([], {
      listProducts: async () => aPage(server.catalogue),
      unpublishProduct: async ({ productId }) => {
        const refusal = server.refusal;
        server.refusal = null;
        if (refusal) throw refusal;
        server.catalogue = server.catalogue.filter((item) => item.id !== productId);
        return { ...live, status: 'archived' };
      },
    });
    return { ...result, server };
  }

  const section = () => screen.getByRole('region', { name: 'Gỡ sản phẩm đang bán' });

  it('searches the products on sale and unpublishes one with a required reason', async () => {
    const { api, user, server } = serveCatalogue();
    expect(section()).toHaveTextContent('Người đã mua vẫn giữ quyền truy cập.');
    expect(api.listProducts).not.toHaveBeenCalled();

    await user.type(within(section()).getByRole('searchbox', { name: 'Tìm sản phẩm đang bán' }), 'spam');
    await user.click(within(section()).getByRole('button', { name: 'Tìm kiếm' }));
    const result = await within(section()).findByRole('listitem');
    expect(api.listProducts).toHaveBeenCalledWith({ query: 'spam', pageSize: 20 });
    expect(result).toHaveTextContent('Công cụ spam');
    expect(result).toHaveTextContent('Bùi Đức Long');
    expect(result).toHaveTextContent('3 lượt mua');

    await user.click(within(result).getByRole('button', { name: 'Gỡ sản phẩm “Công cụ spam”' }));
    const dialog = screen.getByRole('dialog', { name: 'Gỡ sản phẩm “Công cụ spam”' });
    expect(dialog).toHaveTextContent('Người đã mua vẫn giữ quyền truy cập.');
    const ask = adminPage.valueDialog(dialog, 'Gỡ sản phẩm', 'Lý do gỡ sản phẩm');
    await ask.refusedEmpty('Vui lòng nhập lý do gỡ sản phẩm.', api.unpublishProduct);

    await ask.refusedByServer(server, 'Chỉ có thể gỡ một sản phẩm đang được bán.', 'Bán công cụ gửi thư rác.');

    await ask.sendAndClose();
    expect(api.unpublishProduct).toHaveBeenLastCalledWith({ productId: 'p-live', reason: 'Bán công cụ gửi thư rác.' });
    expect(within(section()).getByRole('status')).toHaveTextContent(
      'Đã gỡ “Công cụ spam” khỏi chợ. Người đã mua vẫn giữ quyền truy cập.',
    );
    expect(await within(section()).findByText('Không tìm thấy sản phẩm đang bán nào.')).toBeInTheDocument();
  });

  it('shows a failed search with a retry that works', async () => {
    const { api, user } = serveCatalogue();
    adminPage.failNextCall(api.listProducts, 'Máy chủ đang bận. Vui lòng thử lại sau.');
    await user.click(within(section()).getByRole('button', { name: 'Tìm kiếm' }));
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Không thể tìm sản phẩm đang bán.');
    // An empty search lists the newest products on sale.
    expect(api.listProducts).toHaveBeenCalledWith({ query: undefined, pageSize: 20 });
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await within(section()).findByRole('listitem')).toHaveTextContent('Công cụ spam');
  });
});
