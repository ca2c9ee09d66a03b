// Theme (docs/product.md §4): stored in localStorage 'theme', initial value stored else system preference,
// applied before first paint: data-theme is on <html> before the app's script runs.
import { expect, test, type Page } from '@playwright/test';

type ThemeProbe = { atAppScript?: string | null; atBody?: string | null };

/** Records data-theme at the moment the parser reaches <body> and the app's main script element. */
async function probeTheme(page: Page) {
  await page.addInitScript(() => {
    const probe: { atAppScript?: string | null; atBody?: string | null } = {};
    (window as unknown as { __themeProbe: typeof probe }).__themeProbe = probe;
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLBodyElement && !('atBody' in probe))
            probe.atBody = document.documentElement.getAttribute('data-theme');
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
            probe.atAppScript = document.documentElement.getAttribute('data-theme');
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const probeResult = (page: Page) =>
  page.evaluate(() => (window as unknown as { __themeProbe: ThemeProbe }).__themeProbe);

test('toggle to dark persists across a reload with no flash of the light theme', async ({ page }) => {
  await probeTheme(page);
  await page.goto('/terms-of-service');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: 'Chuyển sang giao diện tối' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Điều khoản dịch vụ' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Chuyển sang giao diện sáng' })).toBeVisible();
  expect(await probeResult(page)).toEqual({ atBody: 'dark', atAppScript: 'dark' });
  // The page background is dark from the first style computation, not after React mounts.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

  // And back: light is stored and survives a reload too (also in another area's page).
  await page.getByRole('button', { name: 'Chuyển sang giao diện sáng' }).click();
  await page.goto('/training');
  await expect(page.getByRole('heading', { level: 1, name: 'Học viện Nhà sáng tạo AI' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await probeResult(page)).toEqual({ atBody: 'light', atAppScript: 'light' });
});

test('with nothing stored, the system preference decides before first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await probeTheme(page);
  await page.goto('/');
  // The shell's code starts after the first paint (shell-boot.js), possibly after the load event: wait for it.
  await expect(page.getByRole('button', { name: 'Chuyển sang giao diện sáng' })).toBeVisible();
  expect(await probeResult(page)).toEqual({ atBody: 'dark', atAppScript: 'dark' });
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});
