import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@app/shared/router';
import { hasRole, useAuthStore } from '@app/shared/auth/store';
import { authPath } from '@app/shared/routing/paths';
import type { Role } from '@app/shared/contracts/profile';
import { Spinner } from '@app/shared/ui/Spinner';
import { NoAccess } from '@app/shared/ui/NoAccess';

type Props = { role?: Role; children?: ReactNode };

/**
 * A protected area (docs/product.md §2): nothing until the auth check has finished; signed out → /auth with the
 * current path (and query) as `redirect`; signed in without `role` → the 'no access' page.
 * Use as a layout route (renders the matched child) or around children.
 */
export function RequireAuth({ role, children }: Props) {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  if (status === 'checking') return <Spinner />;
  if (status === 'signed-out') {
    return <Navigate to={authPath(location)} replace />;
  }
  if (role && !hasRole(user, role)) return <NoAccess role={role} />;
  return <>{children ?? <Outlet />}</>;
}
