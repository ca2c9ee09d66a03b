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

describe('admin area routes', () => {
  // Protected area (RequireAuth): these route tests run signed in; the guard has its own tests in @app/shared.
  beforeEach(() =>
    setSignedIn({
      uid: 'u1',
      email: 'lan@example.com',
      displayName: 'Lan',
      photoURL: null,
      roles: ['admin'],
      library: [],
      claims: {},
    }),
  );

  it.each([
    ['/admin/dashboard', 'Bảng quản trị'],
    ['/admin/quizzes', 'Quản lý bài kiểm tra'],
  ])('%s shows its page frame', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toContain(title);
  });

  it('sends /admin to /admin/dashboard', () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bảng quản trị');
  });

  it('shows 404 for an unknown path inside the area', () => {
    renderAt('/admin/khong-co-trang-nay/that-su');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Not Found');
  });

  it('a signed-in user without the admin role sees the no-access page', () => {
    setSignedIn({
      uid: 'u2',
      email: 'b@example.com',
      displayName: 'B',
      photoURL: null,
      roles: [],
      library: [],
      claims: {},
    });
    renderAt('/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Không có quyền truy cập');
  });
});
