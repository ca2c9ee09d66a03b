import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import App from './App';
import { setSignedIn } from '@app/shared/auth/store';

// The pages load from the API; here every call stays pending (this file tests the routing, not the data).
jest.mock('@app/shared/api/client', () => ({
  ApiError: class ApiError extends Error {},
  api: new Proxy({}, { get: () => () => new Promise(() => undefined) }),
}));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('account area routes', () => {
  // Protected area (RequireAuth): these route tests run signed in; the guard has its own tests in @app/shared.
  beforeEach(() =>
    setSignedIn({
      uid: 'u1',
      email: 'lan@example.com',
      displayName: 'Lan',
      photoURL: null,
      roles: [],
      library: [],
      claims: {},
    }),
  );

  it.each([
    ['/my/library', 'Thư viện của tôi'],
    ['/my/wishlist', 'Danh sách yêu thích'],
    ['/my/profile', 'Hồ sơ cá nhân'],
    ['/my/my-courses', 'Khoá học của tôi'],
    ['/my/settings/payment', 'Cài đặt thanh toán'],
    ['/my/affiliate/dashboard', 'Tiếp thị liên kết'],
    ['/my/affiliate/marketplace', 'Sản phẩm tiếp thị liên kết'],
    ['/my/payment-instructions', 'Hướng dẫn thanh toán'],
  ])('%s shows its page frame', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toContain(title);
  });

  it('sends /my to /my/library', () => {
    renderAt('/my');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thư viện của tôi');
  });

  it('shows 404 for an unknown path inside the area', () => {
    renderAt('/my/khong-co-trang-nay/that-su');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Not Found');
  });
});
