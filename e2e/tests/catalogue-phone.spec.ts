// The catalogue on a phone (390 × 844): the sort and the filters fold into "Bộ lọc", so the first screen shows
// products — at least two whole cards; axe in both themes with the fold closed and open.
import { expect, test } from '@playwright/test';
import { auditThemes } from '../support/axe';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the catalogue folds its filters into "Bộ lọc" and shows two products on the first screen', async ({
  page,
}) => {
  await page.goto('/');
  const grid = page.getByTestId('product-grid');
  await expect(grid).toHaveAttribute('data-state', 'ready');
  const fold = page.getByRole('button', { name: 'Bộ lọc' });
  await expect(fold).toBeVisible();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Tìm kiếm', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Sắp xếp')).toBeHidden();
  // The first two cards end within the first 844 px.
  const cards = grid.locator('article');
  for (const index of [0, 1]) {
    const box = await cards.nth(index).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  }
  const found = await auditThemes(page, 'catalogue 390px folded');

  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Danh mục', { exact: true }).selectOption('giao-duc');
  await expect(page).toHaveURL(/\?cat=giao-duc$/);
  await expect(page.getByRole('button', { name: 'Bộ lọc (1)' })).toBeVisible();
  found.push(...(await auditThemes(page, 'catalogue 390px open')));
  expect(found).toEqual([]);

  // On a wide screen the selects simply show, without the button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByLabel('Sắp xếp')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bộ lọc/ })).toBeHidden();
});
