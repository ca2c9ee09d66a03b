import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { PayoutAccount } from '@app/shared/contracts/payout-accounts';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aPayoutAccount, aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { PayoutAccountsPage } from './PayoutAccountsPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const vcb = aPayoutAccount({ id: 'pm-1', accountNumber: '0011001234567', createdAt: '2026-11-01T00:00:00.000Z' });

/** The server's list: adding and deleting change what the next getPaymentMethods answers. */
function serve(methods: PayoutAccount[]) {
  let saved = [...methods];
  api.getPaymentMethods.mockImplementation(async () => saved);
  api.addPaymentMethod.mockImplementation(async (input: Omit<PayoutAccount, 'id' | 'type' | 'createdAt'>) => {
    const method: PayoutAccount = { ...input, id: 'pm-2', type: 'bank', createdAt: '2026-11-02T00:00:00.000Z' };
    saved = [...saved, method];
    return method;
  });
  api.deletePaymentMethod.mockImplementation(async ({ methodId }: { methodId: string }) => {
    saved = saved.filter((method) => method.id !== methodId);
    return { methodId, deleted: true };
  });
}

const renderPage = () => renderAt('/my/settings/payment', <PayoutAccountsPage />, { user: aUser() });

beforeEach(resetMockedApi);

/** The page of a user with no bank account yet, its form ready. */
async function openWithNoAccount() {
  serve([]);
  renderPage();
  await screen.findByText('Bạn chưa thêm tài khoản ngân hàng nào.');
  return userEvent.setup();
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, bin: string, holder: string, number: string) {
  if (bin) await user.selectOptions(screen.getByLabelText('Ngân hàng'), bin);
  if (holder) await user.type(screen.getByLabelText('Tên chủ tài khoản'), holder);
  if (number) await user.type(screen.getByLabelText('Số tài khoản'), number);
  await user.click(screen.getByRole('button', { name: 'Thêm tài khoản' }));
}

describe('/my/settings/payment', () => {
  it('lists the saved accounts with bank, masked number, holder and BIN', async () => {
    serve([vcb]);
    renderPage();
    expect(await screen.findByText('Vietcombank · •••• 4567')).toBeInTheDocument();
    expect(screen.getByText('NGUYEN THI LAN')).toBeInTheDocument();
    expect(screen.getByText(/BIN 970436/)).toBeInTheDocument();
  });

  it('a failed list shows the catalogue message and can be retried', async () => {
    serve([]);
    api.getPaymentMethods.mockRejectedValueOnce(new Error('x'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể lấy danh sách phương thức thanh toán.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Bạn chưa thêm tài khoản ngân hàng nào.')).toBeInTheDocument();
  });

  it('validates bank, holder and account number before calling the API', async () => {
    const user = await openWithNoAccount();
    await fillForm(user, '', '', '12ab');
    expect(screen.getByText('Vui lòng chọn ngân hàng.')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập tên chủ tài khoản.')).toBeInTheDocument();
    expect(screen.getByText('Số tài khoản chỉ gồm 6 đến 20 chữ số.')).toBeInTheDocument();
    expect(screen.getByLabelText('Số tài khoản')).toHaveAttribute('aria-invalid', 'true');
    expect(api.addPaymentMethod).not.toHaveBeenCalled();
  });

  it('adds an account (holder in capitals without diacritics) and shows it', async () => {
    const user = await openWithNoAccount();
    await fillForm(user, '970407', 'Trần Đức Minh', '1903 5555 8888');
    expect(await screen.findByText('Techcombank · •••• 8888')).toBeInTheDocument();
    expect(api.addPaymentMethod).toHaveBeenCalledWith({
      bankName: 'Techcombank',
      accountHolder: 'TRAN DUC MINH',
      accountNumber: '190355558888',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Đã thêm tài khoản ngân hàng.');
  });

  it('a failed add shows the catalogue message with the server reason', async () => {
    serve([]);
    api.addPaymentMethod.mockRejectedValue(new ApiError('aborted', 'Tài khoản ngân hàng này đã được thêm.'));
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Bạn chưa thêm tài khoản ngân hàng nào.');
    await fillForm(user, '970436', 'Nguyen Van An', '0011001234567');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không thể thêm phương thức thanh toán. Tài khoản ngân hàng này đã được thêm.',
    );
  });

  it('asks for confirmation before deleting; keeping it calls nothing', async () => {
    serve([vcb]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xóa tài khoản Vietcombank •••• 4567' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xóa tài khoản ngân hàng?' });
    await user.click(within(dialog).getByRole('button', { name: 'Giữ lại' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.deletePaymentMethod).not.toHaveBeenCalled();
    expect(screen.getByText('Vietcombank · •••• 4567')).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    serve([vcb]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xóa tài khoản Vietcombank •••• 4567' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xóa tài khoản' }));
    await waitFor(() => expect(screen.queryByText('Vietcombank · •••• 4567')).not.toBeInTheDocument());
    expect(api.deletePaymentMethod).toHaveBeenCalledWith({ methodId: 'pm-1' });
    expect(screen.getByText('Bạn chưa thêm tài khoản ngân hàng nào.')).toBeInTheDocument();
  });

  it('a failed delete shows the catalogue message and keeps the account', async () => {
    serve([vcb]);
    api.deletePaymentMethod.mockRejectedValue(new Error('network'));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xóa tài khoản Vietcombank •••• 4567' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xóa tài khoản' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể xóa phương thức thanh toán.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByText('Vietcombank · •••• 4567').length).toBeGreaterThan(0);
  });
});
