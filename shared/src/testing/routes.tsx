// The route table of an area, checked the same way in every area: each path shows its page frame (the h1
// and the document title), a bare prefix redirects where it should, and an unknown path is the area's 404.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderAt, Where, type RenderAtOptions } from '@app/shared/testing/render';

export type AreaRoutes = {
  /** The area's root component (its <Routes>). */
  app: () => ReactElement;
  /** [path, the h1 and title its page shows]. */
  pages: [string, string][];
  /** [path, the h1 of the page it redirects to]. */
  redirects?: [string, string][];
  /** A path inside the area that matches no route. */
  unknown: string;
  /** Who visits (protected areas: a signed-in user with the area's role). */
  user?: RenderAtOptions['user'];
  /** Paths behind the sign-in gate: a signed-out visitor is sent to /auth, to come back to the path. */
  gated?: string[];
};

const h1 = () => screen.getByRole('heading', { level: 1 });

/** Declares the route-table tests of an area (call inside a describe). */
export function describeAreaRoutes({ app, pages, redirects = [], unknown, user = null, gated = [] }: AreaRoutes): void {
  it.each(pages)('%s shows its page frame', async (path, title) => {
    renderAt(path, app(), { user });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toContain(title);
  });

  if (redirects.length > 0) {
    it.each(redirects)('sends %s to its first page', async (path, title) => {
      renderAt(path, app(), { user });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    });
  }

  if (gated.length > 0) {
    it.each(gated)('sends a signed-out visitor of %s to sign in first, coming back to it', async (path) => {
      renderAt(path, app(), { user: null, extra: <Where /> });
      expect(await screen.findByTestId('where')).toHaveTextContent(`/auth?redirect=${encodeURIComponent(path)}`);
    });
  }

  it('shows 404 for an unknown path inside the area', () => {
    renderAt(unknown, app(), { user });
    expect(h1()).toHaveTextContent('404 - Not Found');
  });
}
