import { screen } from '@testing-library/react';
import type { AppUser } from '@app/shared/auth/store';
import { Route, Routes } from '@app/shared/router';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { RequireAuth } from './RequireAuth';

const routes = (
  <Routes>
    <Route path="/auth" element={<Where />} />
    <Route element={<RequireAuth />}>
      <Route path="/my/library" element={<h1>Thư viện của tôi</h1>} />
    </Route>
    <Route element={<RequireAuth role="admin" />}>
      <Route path="/admin/dashboard" element={<h1>Bảng quản trị</h1>} />
    </Route>
  </Routes>
);

const visit = (path: string, user: AppUser | null | 'checking') => renderAt(path, routes, { user });

describe('RequireAuth', () => {
  it('renders nothing of the page until the auth check has finished', () => {
    visit('/my/library', 'checking');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth with the path and query as redirect', () => {
    visit('/my/library?sort=new', null);
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?redirect=%2Fmy%2Flibrary%3Fsort%3Dnew');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    visit('/my/library', aUser());
    expect(screen.getByRole('heading', { name: 'Thư viện của tôi' })).toBeInTheDocument();
  });

  it('shows the no-access page to a signed-in user without the role', () => {
    visit('/admin/dashboard', aUser({ roles: ['creator'] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Không có quyền truy cập' })).toBeInTheDocument();
    expect(screen.queryByText('Bảng quản trị')).not.toBeInTheDocument();
  });

  it('lets an admin in', () => {
    visit('/admin/dashboard', aUser({ roles: ['admin'] }));
    expect(screen.getByRole('heading', { name: 'Bảng quản trị' })).toBeInTheDocument();
  });
});
