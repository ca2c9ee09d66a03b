import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import App from './App';
import { setSignedIn } from '@app/shared/auth/store';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('creator area routes', () => {
  // Protected area (RequireAuth): these route tests run signed in; the guard has its own tests in @app/shared.
  beforeEach(() =>
    setSignedIn({
      uid: 'u1',
      email: 'lan@example.com',
      displayName: 'Lan',
      photoURL: null,
      roles: ['creator'],
      library: [],
      claims: {},
    }),
  );

  it.each([
    ['/creator/dashboard', 'Bảng điều khiển nhà sáng tạo'],
    ['/creator/products', 'Quản lý sản phẩm'],
    ['/creator/payouts', 'Thanh toán cho nhà sáng tạo'],
    ['/creator/fee-info', 'Thông tin phí nền tảng'],
    ['/become-a-creator', 'Trở thành nhà sáng tạo'],
    ['/pricing', 'Bảng giá cho nhà sáng tạo'],
    ['/vercel-callback', 'Kết nối nền tảng lưu trữ'],
  ])('%s shows its page frame', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toContain(title);
  });

  it('sends /creator to /creator/dashboard', () => {
    renderAt('/creator');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bảng điều khiển nhà sáng tạo');
  });

  it('shows 404 for an unknown path inside the area', () => {
    renderAt('/vercel-callback/khong-co-trang-nay/that-su');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Not Found');
  });
});
