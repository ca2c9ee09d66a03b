import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { CONTINUE_AFTER_MS, HostingCallbackPage } from './HostingCallbackPage';
import { sameOriginPath } from './nextPath';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();
const creator = aUser({ roles: ['creator'] });

const open = (search: string) =>
  renderAt(`/vercel-callback${search}`, <HostingCallbackPage />, { user: creator, extra: <Where /> });

// The whole tree in StrictMode, as React runs it in development: effects run twice on mount.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));
beforeEach(() => resetMockedApi());

describe('HostingCallbackPage', () => {
  it('sends the query once (even under StrictMode), then continues to the same-origin `next`', async () => {
    api.connectHostingPlatform.mockResolvedValue({
      provider: 'vercel',
      configurationId: 'icfg_1',
      teamId: 'team_1',
      next: '/creator/products',
    });
    const user = userEvent.setup();
    open('?code=abc123&configurationId=icfg_1&teamId=team_1&next=%2Fcreator%2Fproducts');
    expect(screen.getByText('Đang kết nối với Vercel…')).toBeInTheDocument();
    expect(await screen.findByText('Đã kết nối Vercel')).toBeInTheDocument();
    expect(api.connectHostingPlatform).toHaveBeenCalledTimes(1);
    expect(api.connectHostingPlatform).toHaveBeenCalledWith({
      code: 'abc123',
      configurationId: 'icfg_1',
      teamId: 'team_1',
      next: '/creator/products',
    });
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/creator\/products$/);
  });

  it('continues by itself after a short confirmation', async () => {
    jest.useFakeTimers();
    try {
      api.connectHostingPlatform.mockResolvedValue({
        provider: 'vercel',
        configurationId: 'icfg_1',
        teamId: null,
        next: '/creator/dashboard?tab=hosting',
      });
      open('?code=abc123&configurationId=icfg_1');
      expect(await screen.findByText('Đang chuyển tiếp…')).toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent('/vercel-callback');
      await act(async () => jest.advanceTimersByTime(CONTINUE_AFTER_MS));
      expect(screen.getByTestId('where')).toHaveTextContent('/creator/dashboard?tab=hosting');
      expect(api.connectHostingPlatform).toHaveBeenCalledWith({
        code: 'abc123',
        configurationId: 'icfg_1',
        teamId: null,
        next: null,
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('never follows a `next` to another site: offers the dashboard instead', async () => {
    api.connectHostingPlatform.mockResolvedValue({
      provider: 'vercel',
      configurationId: 'icfg_1',
      teamId: null,
      next: '//evil.example/steal',
    });
    open('?code=abc123&configurationId=icfg_1&next=%2F%2Fevil.example%2Fsteal');
    expect(await screen.findByText('Đã kết nối Vercel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tiếp tục' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về bảng điều khiển' })).toHaveAttribute('href', '/creator/dashboard');
  });

  it('shows the server’s Vietnamese error with a way back', async () => {
    api.connectHostingPlatform.mockRejectedValue(
      new ApiError(
        'unavailable',
        'Kết nối nền tảng lưu trữ chưa được cấu hình trên máy chủ. Vui lòng liên hệ quản trị viên.',
      ),
    );
    open('?code=abc123&configurationId=icfg_1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể kết nối Vercel');
    expect(screen.getByRole('link', { name: 'Về bảng điều khiển' })).toHaveAttribute('href', '/creator/dashboard');
  });

  it('shows the contract’s reason for a refused code', async () => {
    api.connectHostingPlatform.mockRejectedValue(new ApiError('invalid-argument', 'Mã xác thực không hợp lệ.'));
    open('?code=a%20b&configurationId=icfg_1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không thể kết nối nền tảng lưu trữ. Vui lòng thử lại từ đầu. Mã xác thực không hợp lệ.',
    );
  });

  it.each([['?configurationId=icfg_1'], ['?code=abc123'], ['?code=%20&configurationId=icfg_1'], ['']])(
    'without code or configurationId (%s) says so and calls nothing',
    (search) => {
      open(search);
      expect(screen.getByRole('alert')).toHaveTextContent('Liên kết kết nối không đầy đủ');
      expect(api.connectHostingPlatform).not.toHaveBeenCalled();
    },
  );
});

describe('sameOriginPath', () => {
  const origin = 'https://aimarket.vn';
  it.each([
    ['/creator/products', '/creator/products'],
    ['/creator/dashboard?tab=1#top', '/creator/dashboard?tab=1#top'],
  ])('keeps %s', (next, kept) => expect(sameOriginPath(next, origin)).toBe(kept));
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'creator',
    '/ x',
    '',
    null,
  ])('refuses %s', (next) => expect(sameOriginPath(next, origin)).toBeNull());
});
