// docs/architecture.md §2: react, react-dom (and the other shared singletons) are fetched once per page, from
// whichever app provides them first, however many areas are opened. Asserted on the network requests:
// each app's mf-manifest.json says which of its chunks hold each shared library.
import { expect, test, type Page } from '@playwright/test';
import { recordRequests, REMOTE_NAMES, remoteEntryOf, sharedChunkMap } from '../support/product';
import { SEED, signIn } from '../support/auth';

/** In-app navigation (no document load), as a link click does: the shell's router follows popstate. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('react and react-dom are each fetched exactly once across all areas', async ({ page }) => {
  // /my and /admin need a signed-in admin; the page counted below is a fresh document.
  await signIn(page, SEED.admin.email, SEED.admin.password);
  // End the sign-in document first: it goes on to load the catalogue's area after the header shows the
  // user, and those requests must not be counted with the fresh document's.
  await page.goto('about:blank');
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Chợ ứng dụng AI và sản phẩm số' })).toBeVisible();

  const stops: [string, string][] = [
    ['/training', 'Học viện Nhà sáng tạo AI'],
    ['/pricing', 'Bảng giá cho nhà sáng tạo'],
    ['/my/library', 'Thư viện của tôi'],
    ['/admin/dashboard', 'Bảng quản trị'],
    ['/product/p-demo', 'Chi tiết sản phẩm'],
  ];
  for (const [path, h1] of stops) {
    await navigate(page, path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');

  // Every area really was loaded, each remoteEntry.js once.
  const entries = requests.map((r) => remoteEntryOf(r.url())).filter((a) => a !== null);
  expect([...entries].sort()).toEqual([...REMOTE_NAMES].sort());
  expect(requests.filter((r) => r.isNavigationRequest())).toHaveLength(1);

  const chunks = sharedChunkMap();
  const fetched = new Map<string, string[]>();
  for (const request of requests) {
    const library = chunks.get(request.url());
    if (library) fetched.set(library, [...(fetched.get(library) ?? []), request.url()]);
  }
  const report = Object.fromEntries(
    [...fetched].map(([lib, urls]) => [lib, urls.map((u) => u.replace('http://localhost:', ':'))]),
  );
  console.log(`shared chunks fetched: ${JSON.stringify(report, null, 1)}`);

  for (const library of ['react', 'react-dom']) {
    const urls = fetched.get(library) ?? [];
    expect(urls.length, `${library} fetched: ${JSON.stringify(urls)}`).toBeGreaterThan(0);
    expect(
      new Set(urls.map((u) => new URL(u).origin)).size,
      `${library} from one app only: ${JSON.stringify(urls)}`,
    ).toBe(1);
    expect(new Set(urls).size, `${library} no chunk twice`).toBe(urls.length);
  }
  // The same holds for every other shared singleton that was fetched at all.
  for (const [library, urls] of fetched) {
    expect(
      new Set(urls.map((u) => new URL(u).origin)).size,
      `${library} from one app only: ${JSON.stringify(urls)}`,
    ).toBe(1);
  }
});
