import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSignedIn, useAuthStore, type AppUser } from '@app/shared/auth/store';
import { mockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { fakeUploads, resetFakeUploads } from '@app/shared/testing/tus';
import { ProfilePage } from './ProfilePage';

// Seams: tus-js-client (a fake Upload the test drives), the session refresh, the ID token and the API.
jest.mock('tus-js-client', () => jest.requireActual('@app/shared/testing/tus').tusClientMock());
const uploads = fakeUploads();
const refreshUser = jest.fn();
jest.mock('@app/shared/auth/session', () => ({ refreshUser: () => refreshUser() }));
jest.mock('@app/shared/auth/token', () => ({
  getIdToken: async () => 'token',
  apiOrigin: () => 'http://127.0.0.1:5001',
}));
jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();
const updateUserProfile = api.updateUserProfile;

const lan: AppUser = aUser({ uid: 'u-lan' });

const renderPage = () => renderAt('/my/profile', <ProfilePage />, { user: lan });

const image = (size: number, type = 'image/png', name = 'anh.png') => new File([new Uint8Array(size)], name, { type });

async function choose(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText('Chọn ảnh'), file);
  await user.click(screen.getByRole('button', { name: 'Tải lên' }));
  return user;
}

const button = (name: string) => screen.getByRole('button', { name });
const status = () => document.querySelector('[data-upload-status]')?.getAttribute('data-upload-status');

beforeEach(() => {
  api.getNotificationPreferences.mockResolvedValue([
    { kind: 'newSale', email: true },
    { kind: 'commissionEarned', email: true },
  ]);
  resetFakeUploads();
  refreshUser.mockImplementation(async () => {
    act(() => setSignedIn({ ...lan, photoURL: 'http://127.0.0.1:5001/avatars/u-lan/avatar.jpg?v=2' }));
  });
});
afterEach(() => act(() => useAuthStore.setState({ status: 'checking', user: null })));

describe('/my/profile avatar upload', () => {
  it('runs with a progress bar, pauses, resumes and succeeds; the new avatar shows', async () => {
    renderPage();
    const user = await choose(image(1024 * 1024));
    const upload = uploads[0];
    expect(upload.options.endpoint).toBe('http://127.0.0.1:5001/uploads/avatars');
    expect(upload.options.chunkSize).toBe(256 * 1024);
    expect(upload.options.storeFingerprintForResuming).toBe(true);
    await waitFor(() => expect(upload.started).toBe(1));
    expect(status()).toBe('running');

    act(() => upload.options.onProgress(256 * 1024, 1024 * 1024));
    expect(screen.getByRole('progressbar', { name: 'Tiến độ tải ảnh lên' })).toHaveAttribute('value', '25');
    expect(screen.getByText('Đang tải lên… 25%')).toBeInTheDocument();

    await user.click(button('Tạm dừng'));
    expect(upload.aborted).toEqual([false]);
    expect(status()).toBe('paused');
    expect(screen.getByText('Đã tạm dừng ở 25%.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạm dừng' })).not.toBeInTheDocument();

    await user.click(button('Tiếp tục'));
    expect(upload.started).toBe(2);
    expect(status()).toBe('running');

    await act(async () => upload.options.onSuccess());
    expect(await screen.findByText('Đã cập nhật ảnh đại diện.')).toBeInTheDocument();
    expect(status()).toBe('success');
    expect(refreshUser).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Ảnh đại diện hiện tại' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:5001/avatars/u-lan/avatar.jpg?v=2',
    );
  });

  it('small files (≤ 256 KiB) go in one request, not stored for resuming', async () => {
    renderPage();
    await choose(image(100 * 1024, 'image/jpeg', 'a.jpg'));
    expect(uploads[0].options.chunkSize).toBe(Infinity);
    expect(uploads[0].options.storeFingerprintForResuming).toBe(false);
  });

  it('cancel terminates the upload on the server and says so', async () => {
    renderPage();
    const user = await choose(image(1024 * 1024));
    await user.click(button('Hủy'));
    expect(uploads[0].aborted).toEqual([true]);
    expect(status()).toBe('canceled');
    expect(screen.getByText('Đã hủy tải lên.')).toBeInTheDocument();
  });

  it('a server refusal (not an image by its bytes) shows the error state', async () => {
    renderPage();
    await choose(image(1000));
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getStatus: () => 415, getBody: () => 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.' },
    });
    act(() => uploads[0].options.onError(refusal));
    expect(screen.getByRole('alert')).toHaveTextContent('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.');
    expect(status()).toBe('error');
  });

  it('a network failure shows a generic Vietnamese error, never the raw text', async () => {
    renderPage();
    await choose(image(1000));
    act(() => uploads[0].options.onError(new Error('tus: failed to upload chunk, caused by ProgressEvent')));
    expect(screen.getByRole('alert')).toHaveTextContent('Không thể tải ảnh lên. Vui lòng thử lại.');
  });

  it.each([
    [new File(['hello'], 'ghi-chu.txt', { type: 'text/plain' }), 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.'],
    [image(5 * 1024 * 1024 + 1), 'Ảnh đại diện không được lớn hơn 5 MB.'],
  ])('refuses %s before sending', async (file, message) => {
    renderPage();
    await choose(file);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(uploads).toHaveLength(0);
  });

  it('offers no upload before a file is chosen', () => {
    renderPage();
    expect(button('Tải lên')).toBeDisabled();
    expect(screen.getByText('Chưa chọn tệp nào')).toBeInTheDocument();
  });
});

describe('/my/profile display name', () => {
  it('saves only the display name and refreshes the session', async () => {
    updateUserProfile.mockResolvedValue({});
    renderPage();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Tên hiển thị');
    expect(input).toHaveValue('Nguyễn Thị Lan');
    await user.clear(input);
    await user.type(input, '  Lan Nguyễn ');
    await user.click(button('Lưu tên'));
    const section = screen.getByRole('region', { name: 'Thông tin hồ sơ' });
    expect(await within(section).findByRole('status')).toHaveTextContent('Đã lưu tên hiển thị.');
    expect(updateUserProfile).toHaveBeenCalledWith({ displayName: 'Lan Nguyễn' });
    expect(refreshUser).toHaveBeenCalled();
  });

  it('refuses an empty name and shows a failure', async () => {
    updateUserProfile.mockRejectedValue(new Error('unavailable'));
    renderPage();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Tên hiển thị'));
    await user.click(button('Lưu tên'));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng nhập tên hiển thị.');
    expect(updateUserProfile).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Tên hiển thị'), 'Lan');
    await user.click(button('Lưu tên'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể lưu tên hiển thị. Vui lòng thử lại.');
  });
});

describe('/my/profile notifications', () => {
  it('lists the optional e-mails, switches one off and says it is saved', async () => {
    api.setNotificationPreference.mockResolvedValue([
      { kind: 'newSale', email: false },
      { kind: 'commissionEarned', email: true },
    ]);
    renderPage();
    const section = screen.getByRole('region', { name: 'Thông báo' });
    const sale = await within(section).findByRole('checkbox', { name: 'Đơn bán mới (dành cho nhà sáng tạo)' });
    expect(sale).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Hoa hồng tiếp thị liên kết' })).toBeChecked();
    // Receipts are not switchable: they are not offered.
    expect(within(section).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.setup().click(sale);
    expect(api.setNotificationPreference).toHaveBeenCalledWith({ kind: 'newSale', email: false });
    expect(await within(section).findByRole('status')).toHaveTextContent('Đã lưu lựa chọn thông báo.');
  });
});
