import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { Product } from '@app/shared/contracts/catalog';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aProduct, aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { CreatorProductsPage } from './CreatorProductsPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();
const creator = aUser({ uid: 'c1', roles: ['creator'] });

const mine = (overrides: Partial<Product>) => aProduct({ creatorId: 'c1', creatorName: 'Lan', ...overrides });
const draft = mine({ id: 'p-draft', title: 'Bản nháp A', status: 'draft', salesCount: 0, price: 0 });
const pending = mine({ id: 'p-pending', title: 'Đang duyệt B', status: 'pending', salesCount: 0 });
const published = mine({ id: 'p-live', title: 'Đang bán C', status: 'published' });
const rejected = mine({
  id: 'p-rej',
  title: 'Bị từ chối D',
  status: 'rejected',
  rejectionReason: 'Thiếu ảnh minh hoạ.',
});
const archived = mine({ id: 'p-arch', title: 'Lưu trữ E', status: 'archived' });
const changed = mine({
  id: 'p-changed',
  title: 'Đã sửa F',
  status: 'published',
  pendingChanges: { title: 'Đã sửa F2', price: 99_000, submittedAt: '2026-03-01T00:00:00.000Z' },
});
const changeRefused = mine({
  id: 'p-refused',
  title: 'Sửa bị từ chối G',
  status: 'published',
  pendingChanges: {
    appUrl: 'https://x.example',
    submittedAt: '2026-03-01T00:00:00.000Z',
    rejectionReason: 'Đường dẫn không hoạt động.',
  },
});

const row = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
const actions = (title: string) =>
  within(row(title))
    .getAllByRole('button')
    .map((b) => b.textContent);

const open = () => renderAt('/creator/products', <CreatorProductsPage />, { user: creator });

beforeEach(() => {
  resetMockedApi();
  api.listMyProducts.mockResolvedValue([draft, pending, published, rejected, archived, changed, changeRefused]);
});

/** Opens the list and presses the button so named, as the creator does; the user goes on from there. */
async function openAndPress(name: string) {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

describe('CreatorProductsPage', () => {
  it('shows every status with its badge, reasons and the actions it allows', async () => {
    open();
    await screen.findByRole('heading', { level: 3, name: 'Bản nháp A' });
    expect(within(row('Bản nháp A')).getByText('Bản nháp')).toBeInTheDocument();
    expect(within(row('Bản nháp A')).getByText('Miễn phí')).toBeInTheDocument();
    expect(actions('Bản nháp A')).toEqual(['Xem trước', 'Gửi duyệt', 'Xóa bản nháp']);

    expect(within(row('Đang duyệt B')).getByText('Chờ duyệt')).toBeInTheDocument();
    expect(actions('Đang duyệt B')).toEqual(['Xem trước']);

    expect(within(row('Đang bán C')).getByText('Đã xuất bản')).toBeInTheDocument();
    expect(within(row('Đang bán C')).getByText(/^79\.000\s₫$/)).toBeInTheDocument();
    expect(actions('Đang bán C')).toEqual(['Xem trước', 'Lưu trữ']);

    expect(within(row('Bị từ chối D')).getByText('Bị từ chối')).toBeInTheDocument();
    expect(within(row('Bị từ chối D')).getByText('Lý do từ chối: Thiếu ảnh minh hoạ.')).toBeInTheDocument();
    expect(actions('Bị từ chối D')).toEqual(['Xem trước', 'Gửi duyệt']);

    expect(within(row('Lưu trữ E')).getByText('Đã lưu trữ')).toBeInTheDocument();
    expect(actions('Lưu trữ E')).toEqual(['Xem trước', 'Khôi phục']);

    expect(within(row('Đã sửa F')).getByText(/Thay đổi đang chờ duyệt/)).toBeInTheDocument();
    expect(within(row('Đã sửa F')).getByText(/\(tên, giá\) được duyệt/)).toBeInTheDocument();
    expect(
      within(row('Sửa bị từ chối G')).getByText('Thay đổi bị từ chối: Đường dẫn không hoạt động.'),
    ).toBeInTheDocument();

    // Every product can be edited.
    expect(within(row('Đang duyệt B')).getByRole('link', { name: 'Sửa “Đang duyệt B”' })).toHaveAttribute(
      'href',
      '/creator/products/p-pending/edit',
    );
  });

  it('submits a draft for review and says so', async () => {
    api.submitProductForReview.mockResolvedValue({ ...draft, status: 'pending' });
    await openAndPress('Gửi duyệt “Bản nháp A”');
    expect(await screen.findByText('Đã gửi duyệt “Bản nháp A”.')).toBeInTheDocument();
    expect(api.submitProductForReview).toHaveBeenCalledWith({ productId: 'p-draft' });
    // The list is asked again for the new status.
    await waitFor(() => expect(api.listMyProducts).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s reason when a review request is refused', async () => {
    api.submitProductForReview.mockRejectedValue(
      new ApiError('aborted', 'Chỉ sản phẩm nháp hoặc bị từ chối mới gửi duyệt được.'),
    );
    await openAndPress('Gửi duyệt “Bị từ chối D”');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không thể thực hiện thao tác. Chỉ sản phẩm nháp hoặc bị từ chối mới gửi duyệt được.',
    );
  });

  it('archives a published product only after confirming', async () => {
    api.setProductArchived.mockResolvedValue({ ...published, status: 'archived' });
    const user = await openAndPress('Lưu trữ “Đang bán C”');
    const dialog = await screen.findByRole('alertdialog', { name: 'Lưu trữ sản phẩm?' });
    expect(dialog).toHaveTextContent('Người mua đã sở hữu vẫn dùng được sản phẩm.');
    await user.click(within(dialog).getByRole('button', { name: 'Giữ nguyên' }));
    expect(api.setProductArchived).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Lưu trữ “Đang bán C”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Lưu trữ' }));
    expect(await screen.findByText('Đã lưu trữ “Đang bán C”.')).toBeInTheDocument();
    expect(api.setProductArchived).toHaveBeenCalledWith({ productId: 'p-live', archived: true });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('unarchives an archived product after confirming', async () => {
    api.setProductArchived.mockResolvedValue({ ...archived, status: 'published' });
    const user = await openAndPress('Khôi phục “Lưu trữ E”');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Khôi phục' }));
    expect(await screen.findByText('Đã khôi phục “Lưu trữ E”.')).toBeInTheDocument();
    expect(api.setProductArchived).toHaveBeenCalledWith({ productId: 'p-arch', archived: false });
  });

  it('deletes a draft after confirming; a refusal stays in the dialog', async () => {
    api.deleteProduct.mockRejectedValueOnce(
      new ApiError('aborted', 'Sản phẩm đã có đơn hàng nên không thể xóa. Bạn có thể lưu trữ sản phẩm thay vì xóa.'),
    );
    api.deleteProduct.mockResolvedValueOnce({ productId: 'p-draft', deleted: true });
    const user = await openAndPress('Xóa bản nháp “Bản nháp A”');
    const dialog = await screen.findByRole('alertdialog', { name: 'Xóa bản nháp?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sản phẩm đã có đơn hàng nên không thể xóa.');
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa bản nháp “Bản nháp A”.')).toBeInTheDocument();
    expect(api.deleteProduct).toHaveBeenLastCalledWith({ productId: 'p-draft' });
  });

  it('previews a product as a buyer sees it, description as safe Markdown', async () => {
    api.listMyProducts.mockResolvedValue([
      mine({ id: 'p1', title: 'Pong', description: '# Chơi ngay\n\n<script>window.hacked=1</script>', price: 49_000 }),
    ]);
    await openAndPress('Xem trước “Pong”');
    const dialog = await screen.findByRole('dialog', { name: 'Xem trước: Pong' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Pong' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('preview-price')).toHaveTextContent(/^49\.000\s₫$/);
    expect(within(dialog).getByText('Giải trí · Trò chơi')).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { level: 4, name: 'Chơi ngay' })).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('empty and failed lists say so', async () => {
    api.listMyProducts.mockResolvedValueOnce([]);
    const first = open();
    expect(await screen.findByText('Bạn chưa có sản phẩm nào.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tạo sản phẩm' })).toHaveAttribute('href', '/creator/products/new');
    first.unmount();
    api.listMyProducts.mockRejectedValue(new ApiError('unavailable', 'x'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể tải danh sách sản phẩm.');
  });
});
