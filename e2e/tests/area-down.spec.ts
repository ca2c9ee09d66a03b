// docs/architecture.md §2: an area whose server is down shows the shell's inline fallback on its routes while the
// header and every other area keep working; once the server is back, 'Thử lại' recovers in place.
// The admin server process is really stopped and started again (support/control.ts), no route mocking.
import { expect, test } from '@playwright/test';
import { startAppServer, stopAppServer } from '../support/control';
import { recordRequests } from '../support/product';
import { SEED, signIn } from '../support/auth';

const FALLBACK = 'Không tải được khu vực này';

test.describe('admin area server down', () => {
  test.afterEach(async () => {
    // Leave the stack whole for the next journey even when this one fails half-way.
    await startAppServer('admin').catch(() => undefined);
  });

  test('fallback on its routes, the rest keeps working, retry recovers without a reload', async ({ page }) => {
    test.setTimeout(60_000);
    // The admin area needs an admin: sign in while everything is up, then take the area down.
    await signIn(page, SEED.admin.email, SEED.admin.password);
    await stopAppServer('admin');

    await page.goto('/admin/dashboard');
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading', { name: FALLBACK })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();

    // The header keeps working: the theme toggle still toggles, its marketplace link still navigates.
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Chuyển sang giao diện tối' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await banner.getByRole('button', { name: 'Chuyển sang giao diện sáng' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    // Other areas keep working: client-side navigation to the marketplace, the footer to the creator area.
    await banner.getByRole('link', { name: 'Chợ ứng dụng', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Chợ ứng dụng AI và sản phẩm số' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bảng giá cho nhà sáng tạo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bảng giá cho nhà sáng tạo' })).toBeVisible();

    // Every route of the down area shows the fallback (fresh page loads this time).
    for (const path of ['/admin/quizzes', '/admin/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('alert').getByRole('heading', { name: FALLBACK })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }

    // Bring the server back and retry in place: same document, no navigation request.
    await startAppServer('admin');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const requests = recordRequests(page);
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bảng quản trị' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(requests.filter((r) => r.isNavigationRequest())).toHaveLength(0);
    expect(requests.some((r) => r.url() === 'http://localhost:3004/remoteEntry.js')).toBe(true);
  });
});
