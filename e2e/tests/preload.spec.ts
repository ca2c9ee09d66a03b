// docs/architecture.md §2: the shell preloads an area when a link to it is hovered (or focused), before any click.
import { expect, test } from '@playwright/test';
import { neverIdle, recordRequests, remoteEntryOf, remoteEntryUrl } from '../support/product';

test('hovering the footer link to /pricing preloads the creator area before the click', async ({ page }) => {
  await neverIdle(page); // no idle-time preloads: only the hover may fetch the creator area
  const requests = recordRequests(page);
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Điều khoản dịch vụ' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.map((r) => remoteEntryOf(r.url())).filter(Boolean)).toEqual([]);

  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Bảng giá cho nhà sáng tạo' });
  const preload = page.waitForRequest(remoteEntryUrl('creator'));
  await link.hover();
  await preload;
  await expect(page).toHaveURL('/terms-of-service');

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bảng giá cho nhà sáng tạo' })).toBeVisible();
  expect(requests.filter((r) => r.url() === remoteEntryUrl('creator'))).toHaveLength(1);
});

test('focusing a link by keyboard preloads its area too', async ({ page }) => {
  await neverIdle(page);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Chính sách bảo mật' })).toBeVisible();
  const preload = page.waitForRequest(remoteEntryUrl('marketplace'));
  await page.getByRole('banner').getByRole('link', { name: 'Chợ ứng dụng', exact: true }).focus();
  await preload;
  await expect(page).toHaveURL('/privacy-policy');
});
