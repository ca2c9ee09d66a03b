import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@app/shared/api/client';
import type { Notification } from '@app/shared/contracts/notifications';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { NotificationsPage } from './NotificationsPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const note = (id: number, title: string, read = false, link: string | null = '/my/library'): Notification => ({
  id,
  kind: 'paymentReceived',
  title,
  link,
  createdAt: '2026-11-21T10:05:00.000Z',
  read,
});

/** The server's inbox: marking changes what the next reads answer. */
function serve(items: Notification[], pageSize = 2) {
  let saved = [...items];
  api.listNotifications.mockImplementation(async (input?: { before?: number } | null) => {
    const from = input?.before === undefined ? saved : saved.filter((item) => item.id < input.before!);
    const page = from.slice(0, pageSize);
    return { items: page, nextBefore: from.length > pageSize ? page[page.length - 1].id : null };
  });
  api.getUnreadNotificationCount.mockImplementation(async () => ({
    count: saved.filter((item) => !item.read).length,
  }));
  api.markNotificationRead.mockImplementation(async ({ id }: { id: number }) => {
    saved = saved.map((item) => (item.id === id ? { ...item, read: true } : item));
    return { id, read: true };
  });
  api.markAllNotificationsRead.mockImplementation(async () => {
    const marked = saved.filter((item) => !item.read).length;
    saved = saved.map((item) => ({ ...item, read: true }));
    return { marked };
  });
}

const renderPage = () => renderAt('/my/notifications', <NotificationsPage />, { user: aUser() });

beforeEach(resetMockedApi);

describe('NotificationsPage', () => {
  it('lists the notifications newest first with their link and time, and pages back', async () => {
    serve([
      note(3, 'Đã nhận thanh toán 1.490.000 ₫ cho đơn hàng ABC'),
      note(2, 'Đơn hàng ABC đã được hủy', true),
      note(1, 'Cũ nhất', true, null),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Danh sách thông báo' });
    const link = within(list).getByRole('link', { name: 'Đã nhận thanh toán 1.490.000 ₫ cho đơn hàng ABC' });
    expect(link).toHaveAttribute('href', '/my/library');
    expect(within(list).getAllByText('Chưa đọc')).toHaveLength(1);
    // Vietnam time, dd/mm/yyyy HH:mm.
    expect(within(list).getAllByText('21/11/2026 17:05')).toHaveLength(2);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tải thêm' })));
    expect(await screen.findByText('Cũ nhất')).toBeInTheDocument();
    expect(api.listNotifications).toHaveBeenCalledWith({ before: 2 });
    expect(screen.getByText('Đã hiển thị toàn bộ thông báo.')).toBeInTheDocument();
  });

  it('marks one read, then all, and says so', async () => {
    serve([note(3, 'Một'), note(2, 'Hai'), note(1, 'Ba', true)], 20);
    renderPage();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Đánh dấu đã đọc: Một' })));
    expect(api.markNotificationRead).toHaveBeenCalledWith({ id: 3 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Đánh dấu đã đọc: Một' })).not.toBeInTheDocument());

    const all = screen.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' });
    await waitFor(() => expect(all).toBeEnabled());
    await act(async () => fireEvent.click(all));
    expect(await screen.findByRole('status')).toHaveTextContent('Đã đánh dấu 1 thông báo là đã đọc.');
    await waitFor(() => expect(screen.queryByText('Chưa đọc')).not.toBeInTheDocument());
  });

  it('says when there is nothing yet', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('Bạn chưa có thông báo nào.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' })).toBeDisabled();
  });

  it('shows a failure to load with a retry', async () => {
    api.listNotifications.mockRejectedValue(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'));
    api.getUnreadNotificationCount.mockResolvedValue({ count: 0 });
    renderPage();
    expect(await screen.findByText('Không tải được thông báo.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
