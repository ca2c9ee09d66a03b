import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt as renderWithProviders } from '@app/shared/testing/render';
import { loadArea } from './registry';
import { AreaOutlet } from './AreaOutlet';

// The seam between React and the federation runtime: here an area "server" we can take down.
jest.mock('./registry', () => ({ loadArea: jest.fn() }));
const mockedLoad = loadArea as jest.MockedFunction<typeof loadArea>;

const areaUp = () => mockedLoad.mockResolvedValue({ default: () => <h1>Thư viện của tôi</h1> });
const areaDown = () => mockedLoad.mockRejectedValue(new Error('ScriptExternalLoadError: remoteEntry.js 503'));

const renderAt = (path: string) => renderWithProviders(path, <AreaOutlet />);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('AreaOutlet / RemoteArea', () => {
  it('renders the owning area for a path', async () => {
    areaUp();
    renderAt('/my/library');
    expect(await screen.findByRole('heading', { name: 'Thư viện của tôi' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('account');
  });

  it('while the area loads, a page with a fixed heading shows its frame in place; others a notice', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    mockedLoad.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chợ ứng dụng AI và sản phẩm số' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Tìm, dùng thử và mua ứng dụng AI, khóa học và sản phẩm số từ các nhà sáng tạo Việt Nam.'),
    ).toBeInTheDocument();
    arrive({ default: () => <h1>Trang của khu vực</h1> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trang của khu vực' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chợ ứng dụng AI và sản phẩm số' })).not.toBeInTheDocument();
  });

  it('while the area of a page without a fixed heading loads: a loading notice, no heading', async () => {
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    renderAt('/creator/dashboard');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('while an area loads, the heading the HTML painted from an early answer stays (that path only)', async () => {
    // (A product page's in practice; here a path of the area the test above left loading, as areas are cached.)
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    const texts = { eyebrow: 'Trò chơi', title: 'Pong Neon', lead: 'Pong với ánh neon.' };
    (window as { __SHELL_BOOT__?: unknown }).__SHELL_BOOT__ = { frame: { path: '/creator/products', texts } };
    try {
      const { unmount } = renderAt('/creator/products');
      expect(await screen.findByRole('heading', { level: 1, name: 'Pong Neon' })).toBeInTheDocument();
      expect(screen.getByText('Pong với ánh neon.')).toHaveClass('app-frame__lead');
      unmount();
      renderAt('/creator/payouts');
      expect(await screen.findByRole('status')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    } finally {
      delete (window as { __SHELL_BOOT__?: unknown }).__SHELL_BOOT__;
    }
  });

  it("while a product's area loads on a phone, the cover the HTML painted under the heading stays in its box", async () => {
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    const texts = { title: 'Pong Neon' };
    const cover = {
      base: 'https://api.example.vn/media/bia/0123456789abcdef',
      width: 1280,
      height: 720,
      widths: [320, 1280],
    };
    (window as { __SHELL_BOOT__?: unknown }).__SHELL_BOOT__ = { frame: { path: '/creator/products', texts, cover } };
    try {
      const { container } = renderAt('/creator/products');
      expect(await screen.findByRole('heading', { level: 1, name: 'Pong Neon' })).toBeInTheDocument();
      const img = container.querySelector('.app-frame > picture > img.app-frame__cover');
      expect(img).toHaveAttribute('src', 'https://api.example.vn/media/bia/0123456789abcdef-1280.jpg');
      expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(img).toHaveAttribute('width', '1280');
      expect(img).toHaveAttribute('height', '720');
    } finally {
      delete (window as { __SHELL_BOOT__?: unknown }).__SHELL_BOOT__;
    }
  });

  it('an unknown path is the shell 404 and loads no area', () => {
    renderAt('/khong-ton-tai');
    expect(screen.getByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('a failing area shows the inline Vietnamese fallback; retry recovers once it is back', async () => {
    areaDown();
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được khu vực này');
    // Still down: retry shows the fallback again (a fresh attempt, not React.lazy's cached failure).
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    areaUp();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Thư viện của tôi' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a render error inside an area is contained by the same fallback', async () => {
    mockedLoad.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    renderAt('/training');
    expect(await screen.findByRole('alert')).toHaveTextContent('Thử lại');
  });
});
