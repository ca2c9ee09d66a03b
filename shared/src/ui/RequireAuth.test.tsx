import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { setSignedIn, setSignedOut, useAuthStore, type AppUser } from '@app/shared/auth/store';
import { RequireAuth } from './RequireAuth';

const buyer: AppUser = {
  uid: 'u1',
  email: 'lan@example.com',
  displayName: 'Lan',
  photoURL: null,
  roles: [],
  library: [],
  claims: {},
};

function AuthProbe() {
  const location = useLocation();
  return <p>{`auth page ${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth" element={<AuthProbe />} />
        <Route element={<RequireAuth />}>
          <Route path="/my/library" element={<h1>Thư viện của tôi</h1>} />
        </Route>
        <Route element={<RequireAuth role="admin" />}>
          <Route path="/admin/dashboard" element={<h1>Bảng quản trị</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => act(() => useAuthStore.setState({ status: 'checking', user: null })));

describe('RequireAuth', () => {
  it('renders nothing of the page until the auth check has finished', () => {
    renderAt('/my/library');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth with the path and query as redirect', () => {
    act(() => setSignedOut());
    renderAt('/my/library?sort=new');
    expect(screen.getByText('auth page ?redirect=%2Fmy%2Flibrary%3Fsort%3Dnew')).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    act(() => setSignedIn(buyer));
    renderAt('/my/library');
    expect(screen.getByRole('heading', { name: 'Thư viện của tôi' })).toBeInTheDocument();
  });

  it('shows the no-access page to a signed-in user without the role', () => {
    act(() => setSignedIn(buyer));
    renderAt('/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Không có quyền truy cập' })).toBeInTheDocument();
    expect(screen.queryByText('Bảng quản trị')).not.toBeInTheDocument();
  });

  it('lets an admin in', () => {
    act(() => setSignedIn({ ...buyer, roles: ['admin'] }));
    renderAt('/admin/dashboard');
    expect(screen.getByRole('heading', { name: 'Bảng quản trị' })).toBeInTheDocument();
  });
});
