import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { NotificationsPage } from './NotificationsPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const failedMail = {
  id: 7,
  kind: 'paymentReceived' as const,
  to: 'lan@example.com',
  title: 'Đã nhận thanh toán 150.000 ₫ cho đơn hàng ABC123',
  attempts: 13,
  lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
  queuedAt: '2026-11-21T10:05:00.000Z',
};

beforeEach(resetMockedApi);

describe('/admin/notifications', () => {
  it('shows the outbox by state and the failed messages, and sends one again', async () => {
    let failed = [failedMail];
    api.getNotificationOutbox.mockImplementation(async () => ({
      counts: { pending: 2, sending: 0, sent: 1234, failed: failed.length },
      failed,
    }));
    api.resendNotification.mockImplementation(async ({ id }: { id: number }) => {
      failed = [];
      return { id, state: 'pending' };
    });
    renderAt('/admin/notifications', <NotificationsPage />, { user: aUser({ roles: ['admin'] }) });

    const counts = await screen.findByRole('region', { name: 'Hộp thư đi' });
    expect(within(counts).getByText('Đã gửi').nextSibling).toHaveTextContent('1.234');
    const row = within(screen.getByRole('table')).getByRole('row', { name: /lan@example\.com/ });
    expect(row).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:1025');
    expect(row).toHaveTextContent('21/11/2026 17:05');

    await act(async () =>
      fireEvent.click(within(row).getByRole('button', { name: 'Gửi lại thư cho lan@example.com' })),
    );
    expect(api.resendNotification).toHaveBeenCalledWith({ id: 7 });
    expect(await screen.findByText('Đã đưa thư cho lan@example.com vào hàng đợi gửi lại.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Không có thư nào gửi thất bại.')).toBeInTheDocument());
  });
});
