import type { ComponentType } from 'react';
import type { Role } from '@app/shared/contracts/profile';
import { Navigate, Route, Routes } from '@app/shared/router';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';

/** An area's pages by absolute path (react-router's patterns: `/admin/users/:uid`). */
type AreaPages = Record<string, ComponentType>;

/** An area's route table: its pages by who may open them, and the paths that lead on to a page. */
export type AreaTable = {
  /** The pages anyone may open. */
  open?: AreaPages;
  /** The pages behind the sign-in gate: for any signed-in user, or one with `role`. */
  signedIn?: AreaPages;
  role?: Role;
  /** Pages behind the sign-in gate for any signed-in user, in an area whose `signedIn` pages need `role`. */
  members?: AreaPages;
  /** Paths behind the gate that lead on to a page (`/admin` → `/admin/dashboard`). */
  redirects?: Record<string, string>;
};

const routesOf = (pages: AreaPages) =>
  Object.entries(pages).map(([path, Page]) => <Route key={path} path={path} element={<Page />} />);

/**
 * An area's route table. The paths are absolute, so the same table works inside the shell (which mounts
 * every area under a catch-all route) and standalone; the signed-in pages sit behind the one sign-in gate;
 * any other path is the area's own 404.
 */
function AreaRoutes({ open = {}, signedIn, role, members, redirects = {} }: AreaTable) {
  return (
    <Routes>
      {signedIn && (
        <Route element={<RequireAuth role={role} />}>
          {Object.entries(redirects).map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          {routesOf(signedIn)}
        </Route>
      )}
      {members && <Route element={<RequireAuth />}>{routesOf(members)}</Route>}
      {routesOf(open)}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/**
 * An area's root component (what it exposes as `./App`) from its route table, so each area writes the table
 * and nothing else: `export default areaRoutes({ signedIn: { '/my/library': LibraryPage } })`.
 */
export function areaRoutes(table: AreaTable): ComponentType {
  function AreaApp() {
    return <AreaRoutes {...table} />;
  }
  return AreaApp;
}
