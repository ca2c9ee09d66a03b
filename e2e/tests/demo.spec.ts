// The demo modal (docs/product.md "Demo modal types"): an accessible dialog for each built-in demo type, opened
// from the catalogue's cards; the pong paddle really moves with W/S and the arrow keys. The embedded page and
// "no demo" are in storefront.spec.ts.
import { expect, test, type Page } from '@playwright/test';

async function openDemo(page: Page, productId: string, title: string) {
  const card = page.locator(`article[data-product-id="${productId}"]`);
  const opener = card.getByRole('button', { name: `Dùng thử ${title}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Dùng thử: ${title}` });
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

test('info demo: feature in development; focus trapped inside, Escape closes and focus returns', async ({ page }) => {
  await page.goto('/?cat=hinh-anh&sub=chinh-sua-anh');
  const { dialog, opener } = await openDemo(page, 'phuc-hoi-anh-cu', 'Phục hồi ảnh cũ');
  await expect(dialog).toContainText('Tính năng đang được phát triển');
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('uiComponent demo: the colour picker recolours the 3D button', async ({ page }) => {
  await page.goto('/?cat=lap-trinh&sub=thanh-phan-giao-dien');
  const { dialog } = await openDemo(page, 'nut-bam-3d', 'Bộ nút bấm 3D chọn màu');
  await dialog.getByLabel('Chọn màu cho nút').fill('#ff8800');
  const button = dialog.getByRole('button', { name: 'Nhấn thử' });
  await expect(button).toHaveAttribute('data-color', '#ff8800');
  expect(await button.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(255, 136, 0)');
  await button.click();
  await expect(dialog.getByText('Đã nhấn 1 lần')).toBeVisible();
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();
});

test('pong demo: 600×400 canvas, the paddle moves with S/ArrowDown and W/ArrowUp, score shown', async ({ page }) => {
  await page.goto('/?cat=giai-tri');
  const { dialog } = await openDemo(page, 'pong-neon', 'Pong Neon');
  const canvas = dialog.getByTestId('pong-canvas');
  await expect(canvas).toHaveAttribute('width', '600');
  await expect(canvas).toHaveAttribute('height', '400');
  await expect(dialog.getByTestId('pong-score')).toHaveText(/^Bạn \d+ – \d+ Máy/);
  await expect(canvas).toHaveAttribute('data-player-y', '160');
  const y = async () => Number(await canvas.getAttribute('data-player-y'));

  const hold = async (key: string, ms: number) => {
    await page.keyboard.down(key);
    await page.waitForTimeout(ms);
    await page.keyboard.up(key);
  };
  await hold('ArrowDown', 250);
  const afterDown = await y();
  expect(afterDown).toBeGreaterThan(160);
  await hold('w', 250);
  expect(await y()).toBeLessThan(afterDown);
  // Held until the paddle stops at the edge: the paddle moves per frame, and a busy machine draws fewer.
  const holdUntil = async (key: string, edge: number) => {
    await page.keyboard.down(key);
    await expect.poll(y, { timeout: 10_000 }).toBe(edge);
    await page.keyboard.up(key);
  };
  await holdUntil('s', 320); // bottom of the board: 400 - paddle 80
  await holdUntil('ArrowUp', 0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
