// Rendering a screen as the app does: the router at a path, a fresh server-data cache (no retries, so a
// failure shows at once), and the auth store set to a user, signed out, or still checking.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { useAuthStore, type AppUser } from '@app/shared/auth/store';
import { createQueryClient, DataProvider } from '@app/shared/data/query';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';

/** A cache for one test: the app's policies, minus retries (a retry would only delay the error). */
export function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  return client;
}

export type RenderAtOptions = {
  /** The signed-in user; null: signed out; 'checking': the first sign-in check is still running. */
  user?: AppUser | null | 'checking';
  /** The route pattern(s) of `ui` (e.g. '/product/:productId') so useParams works; default: any path. */
  route?: string | string[];
  /** With `route`: any other path shows `<Where />`, to read where a redirect or a link went. */
  whereElsewhere?: boolean;
  /** Rendered beside the screen, inside the router (e.g. `<Where />`). */
  extra?: ReactNode;
};

export function setUser(user: AppUser | null | 'checking'): void {
  if (user === 'checking') useAuthStore.setState({ status: 'checking', user: null });
  else if (user === null) useAuthStore.setState({ status: 'signed-out', user: null });
  else useAuthStore.setState({ status: 'signed-in', user });
}

/** Renders `ui` at `path` with the app's providers; returns RTL's result plus the test's cache. */
export function renderAt(
  path: string,
  ui: ReactElement,
  { user = null, route, whereElsewhere = false, extra }: RenderAtOptions = {},
) {
  setUser(user);
  const client = testQueryClient();
  const routes = route === undefined ? [] : [route].flat();
  const result = render(
    <DataProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {routes.length > 0 ? (
          <Routes>
            {routes.map((pattern) => (
              <Route key={pattern} path={pattern} element={ui} />
            ))}
            {whereElsewhere && <Route path="*" element={<Where />} />}
          </Routes>
        ) : (
          ui
        )}
        {extra}
      </MemoryRouter>
    </DataProvider>,
  );
  return { ...result, client };
}

/**
 * Shows where the router is now (path and query) as `data-testid="where"`: render it beside a screen
 * (`extra: <Where />`) or as the element of the route a navigation should reach, and read it with
 * `screen.getByTestId('where')`.
 */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}
