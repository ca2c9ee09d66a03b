// docs/product.md §2: every route reaches the area that owns it (docs/architecture.md §1) and shows that page's
// h1; unknown paths show '404 - Not Found', from the shell or from inside the area that owns the prefix.
import { expect, test } from '@playwright/test';
import { neverIdle, recordRequests, remoteEntryOf, ROUTES } from '../support/product';

for (const route of ROUTES) {
  test(`${route.path} → ${route.owner}: "${route.h1}"`, async ({ page }) => {
    await neverIdle(page); // only the area the page needs is loaded, no idle-time preloads
    const requests = recordRequests(page);
    await page.goto(route.path);

    await expect(page.getByRole('heading', { level: 1, name: route.h1, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    if (route.finalPath) await expect(page).toHaveURL(route.finalPath);

    // Ownership: the page fetched exactly its owner's remoteEntry.js (none for the shell's own pages).
    const areas = [...new Set(requests.map((r) => remoteEntryOf(r.url())).filter((a) => a !== null))];
    expect(areas).toEqual(route.owner === 'shell' ? [] : [route.owner]);
  });
}
