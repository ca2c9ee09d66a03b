import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { useAuthStore } from '@app/shared/auth/store';
import type { MyCreatorApplication } from '@app/shared/contracts/creator';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions } from '@app/shared/testing/render';
import { BecomeCreatorPage } from './BecomeCreatorPage';
import { POLL_MS } from './useCreatorApplication';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const refreshUser = jest.fn<Promise<void>, []>();
jest.mock('@app/shared/auth/session', () => ({ refreshUser: () => refreshUser() }));
const api = mockedApi();

const applicant = aUser({ uid: 'u1', displayName: 'Nguyễn Thị Lan' });

const anApplication = (overrides: Partial<MyCreatorApplication> = {}): MyCreatorApplication => ({
  id: 'app1',
  status: 'pending',
  displayName: 'Lan Nguyễn',
  expertise: 'Trò chơi HTML5',
  bio: 'Năm năm làm trò chơi.',
  portfolioUrl: 'https://lan.example.com',
  phone: '0912345678',
  sampleIdea: 'Pong nhiều người chơi',
  submittedAt: '2026-03-02T08:00:00.000Z',
  reviewedAt: null,
  rejectionReason: null,
  ...overrides,
});

const open = (user: RenderAtOptions['user'] = applicant) =>
  renderAt('/become-a-creator', <BecomeCreatorPage />, { user });

beforeEach(() => {
  resetMockedApi();
  refreshUser.mockReset();
});

// The application form is code-split (loaded on demand); its first import in a run compiles it and the form
// library, which on a loaded CI machine can outlast a findBy's second: loaded once up front.
beforeAll(() => import('./ApplicationForm'));

describe('BecomeCreatorPage', () => {
  it('shows every field’s Vietnamese error and sends nothing while the form is invalid', async () => {
    api.getMyCreatorApplication.mockResolvedValue({ isCreator: false, application: null });
    const user = userEvent.setup();
    open(aUser({ uid: 'u1', displayName: null }));
    const submit = await screen.findByRole('button', { name: 'Gửi đơn đăng ký' });
    await user.type(screen.getByLabelText('Đường dẫn hồ sơ năng lực'), 'khong-phai-url');
    await user.type(screen.getByLabelText('Số điện thoại'), '12345');
    await user.click(submit);

    const errorOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ')[0];
    const expectError = (label: string, text: string) => {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(errorOf(label) ?? '')).toHaveTextContent(text);
    };
    await waitFor(() => expectError('Tên hiển thị *', 'Vui lòng nhập tên hiển thị.'));
    expectError('Lĩnh vực chuyên môn *', 'Vui lòng nhập lĩnh vực chuyên môn.');
    expectError('Giới thiệu bản thân *', 'Vui lòng nhập giới thiệu bản thân.');
    expectError('Đường dẫn hồ sơ năng lực', 'Đường dẫn hồ sơ năng lực không phải là địa chỉ hợp lệ.');
    expectError('Số điện thoại', 'Số điện thoại không hợp lệ.');
    expectError('Ý tưởng sản phẩm mẫu *', 'Vui lòng nhập ý tưởng sản phẩm mẫu.');
    expect(api.submitCreatorApplication).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Đường dẫn hồ sơ năng lực'));
    await user.type(screen.getByLabelText('Đường dẫn hồ sơ năng lực'), 'ftp://lan.example.com');
    await user.click(submit);
    await waitFor(() =>
      expectError('Đường dẫn hồ sơ năng lực', 'Đường dẫn hồ sơ năng lực phải bắt đầu bằng http:// hoặc https://.'),
    );
  });

  it('sends a valid application (optional fields left out, phone digits only) and then shows it pending', async () => {
    api.getMyCreatorApplication.mockResolvedValueOnce({ isCreator: false, application: null });
    api.submitCreatorApplication.mockResolvedValue({
      applicationId: 'app1',
      status: 'pending',
      submittedAt: '2026-03-02T08:00:00.000Z',
    });
    const user = userEvent.setup();
    open();
    const name = await screen.findByLabelText('Tên hiển thị *');
    // The account's display name is offered.
    expect(name).toHaveValue('Nguyễn Thị Lan');
    await user.type(screen.getByLabelText('Lĩnh vực chuyên môn *'), '  Trò chơi HTML5 ');
    await user.type(screen.getByLabelText('Giới thiệu bản thân *'), 'Năm năm làm trò chơi.');
    await user.type(screen.getByLabelText('Số điện thoại'), '0912 345 678');
    await user.type(screen.getByLabelText('Ý tưởng sản phẩm mẫu *'), 'Pong nhiều người chơi');
    api.getMyCreatorApplication.mockResolvedValue({
      isCreator: false,
      application: anApplication({ portfolioUrl: null, displayName: 'Nguyễn Thị Lan' }),
    });
    await user.click(screen.getByRole('button', { name: 'Gửi đơn đăng ký' }));

    await waitFor(() =>
      expect(api.submitCreatorApplication).toHaveBeenCalledWith({
        displayName: 'Nguyễn Thị Lan',
        expertise: 'Trò chơi HTML5',
        bio: 'Năm năm làm trò chơi.',
        phone: '0912345678',
        sampleIdea: 'Pong nhiều người chơi',
      }),
    );
    expect(await screen.findByText('Đơn đăng ký đang chờ duyệt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gửi đơn đăng ký' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal beside the form and keeps what was typed', async () => {
    api.getMyCreatorApplication.mockResolvedValue({ isCreator: false, application: null });
    api.submitCreatorApplication.mockRejectedValue(
      new ApiError('aborted', 'Bạn đã gửi đơn đăng ký và đang chờ duyệt.'),
    );
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Lĩnh vực chuyên môn *'), 'Thiết kế');
    await user.type(screen.getByLabelText('Giới thiệu bản thân *'), 'Giới thiệu');
    await user.type(screen.getByLabelText('Ý tưởng sản phẩm mẫu *'), 'Ý tưởng');
    await user.click(screen.getByRole('button', { name: 'Gửi đơn đăng ký' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không thể gửi đơn đăng ký. Bạn đã gửi đơn đăng ký và đang chờ duyệt.',
    );
    expect(screen.getByLabelText('Lĩnh vực chuyên môn *')).toHaveValue('Thiết kế');
    expect(screen.getByLabelText('Ý tưởng sản phẩm mẫu *')).toHaveValue('Ý tưởng');
  });

  it('pending: shows the status and what was sent, and no form', async () => {
    api.getMyCreatorApplication.mockResolvedValue({ isCreator: false, application: anApplication() });
    open();
    expect(await screen.findByText('Đơn đăng ký đang chờ duyệt')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Thông tin đã gửi' });
    expect(within(details).getByText('Chờ duyệt')).toBeInTheDocument();
    expect(within(details).getByText('02/03/2026')).toBeInTheDocument();
    expect(within(details).getByText('Trò chơi HTML5')).toBeInTheDocument();
    expect(within(details).getByText('Pong nhiều người chơi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Gửi/ })).not.toBeInTheDocument();
  });

  it('rejected: shows the admin’s reason and the form again, filled in, to reapply', async () => {
    api.getMyCreatorApplication.mockResolvedValue({
      isCreator: false,
      application: anApplication({ status: 'rejected', rejectionReason: 'Hồ sơ năng lực chưa có sản phẩm.' }),
    });
    open();
    expect(await screen.findByText('Đơn đăng ký chưa được duyệt')).toBeInTheDocument();
    expect(screen.getByText('Hồ sơ năng lực chưa có sản phẩm.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Tên hiển thị *')).toHaveValue('Lan Nguyễn');
    expect(screen.getByLabelText('Đường dẫn hồ sơ năng lực')).toHaveValue('https://lan.example.com');
    expect(screen.getByLabelText('Ý tưởng sản phẩm mẫu *')).toHaveValue('Pong nhiều người chơi');
    expect(screen.getByRole('button', { name: 'Gửi lại đơn đăng ký' })).toBeEnabled();
  });

  it('already a creator: success with links into the creator area, no token refresh', async () => {
    api.getMyCreatorApplication.mockResolvedValue({
      isCreator: true,
      application: anApplication({ status: 'approved' }),
    });
    open(aUser({ roles: ['creator'] }));
    expect(await screen.findByText('Bạn đã là nhà sáng tạo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đến bảng điều khiển' })).toHaveAttribute('href', '/creator/dashboard');
    expect(screen.getByRole('link', { name: 'Quản lý sản phẩm' })).toHaveAttribute('href', '/creator/products');
    expect(refreshUser).not.toHaveBeenCalled();
  });

  describe('while pending', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('checks again every 15 s; on approval refreshes the profile once so the creator menu appears', async () => {
      api.getMyCreatorApplication.mockResolvedValue({ isCreator: false, application: anApplication() });
      refreshUser.mockImplementation(async () => {
        useAuthStore.setState({ status: 'signed-in', user: { ...applicant, roles: ['creator'] } });
      });
      open();
      expect(await screen.findByText('Đơn đăng ký đang chờ duyệt')).toBeInTheDocument();
      expect(api.getMyCreatorApplication).toHaveBeenCalledTimes(1);

      await act(async () => jest.advanceTimersByTime(POLL_MS));
      expect(api.getMyCreatorApplication).toHaveBeenCalledTimes(2);
      expect(screen.getByText('Đơn đăng ký đang chờ duyệt')).toBeInTheDocument();

      api.getMyCreatorApplication.mockResolvedValue({
        isCreator: true,
        application: anApplication({ status: 'approved' }),
      });
      await act(async () => jest.advanceTimersByTime(POLL_MS));
      expect(await screen.findByText('Bạn đã là nhà sáng tạo')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Đến bảng điều khiển' })).toBeInTheDocument();
      expect(refreshUser).toHaveBeenCalledTimes(1);
      expect(useAuthStore.getState().user?.roles).toEqual(['creator']);

      // Decided: no more polling.
      await act(async () => jest.advanceTimersByTime(POLL_MS * 3));
      expect(api.getMyCreatorApplication).toHaveBeenCalledTimes(3);
    });

    it('says so, with a retry, when the refreshed profile still lacks the role', async () => {
      api.getMyCreatorApplication.mockResolvedValue({
        isCreator: true,
        application: anApplication({ status: 'approved' }),
      });
      refreshUser.mockResolvedValue(undefined);
      open();
      expect(
        await screen.findByText('Đơn đã được duyệt nhưng chưa cập nhật được quyền trên trang này.'),
      ).toBeInTheDocument();
      expect(refreshUser).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('link', { name: 'Đến bảng điều khiển' })).not.toBeInTheDocument();
      refreshUser.mockImplementation(async () => {
        useAuthStore.setState({ status: 'signed-in', user: { ...applicant, roles: ['creator'] } });
      });
      act(() => screen.getByRole('button', { name: 'Cập nhật lại' }).click());
      expect(await screen.findByRole('link', { name: 'Đến bảng điều khiển' })).toBeInTheDocument();
      expect(refreshUser).toHaveBeenCalledTimes(2);
    });
  });
});
