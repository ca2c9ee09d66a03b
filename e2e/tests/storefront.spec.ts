// The storefront: a product's own demo page opens inside its sandbox, a product without a demo has no
// "Dùng thử", and the product page says what the buyer gets and who made it. axe in both themes at both widths
// on the open demo (the product page itself is audited by accessibility.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { auditThemes } from '../support/axe';

/** Content-Security-Policy violations reported by the page (none may happen). */
function recordCsp(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

test('an embedded demo opens inside its sandbox and renders the product’s sample page', async ({ page }) => {
  const csp = recordCsp(page);
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/product/viet-bai-chuan-seo');
    await expect(page.getByRole('heading', { level: 1, name: 'Trợ lý viết bài chuẩn SEO' })).toBeVisible();
    await page.getByRole('button', { name: 'Dùng thử', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Dùng thử: Trợ lý viết bài chuẩn SEO' });
    await expect(dialog).toBeVisible();

    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Trang dùng thử của Trợ lý viết bài chuẩn SEO');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/);
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toBe('/demo-samples/viet-bai-chuan-seo.html');

    // It renders: the sample's own heading and its result, styled by its stylesheet (allowed by its own CSP).
    const inside = page.frameLocator('iframe[title="Trang dùng thử của Trợ lý viết bài chuẩn SEO"]');
    await expect(inside.getByRole('heading', { level: 1, name: 'Trợ lý viết bài chuẩn SEO' })).toBeVisible();
    await expect(inside.getByText('Máy lọc không khí cho phòng ngủ: 7 tiêu chí chọn đúng năm 2026')).toBeVisible();
    expect(await inside.locator('.badge').evaluate((node) => getComputedStyle(node).borderTopLeftRadius)).toBe('999px');
    // The framed page has an opaque origin: it cannot read the site's storage (no allow-same-origin).
    expect(await inside.locator('body').evaluate(() => window.origin)).toBe('null');

    const newTab = dialog.getByRole('link', { name: 'Mở trong tab mới' });
    await expect(newTab).toHaveAttribute('href', src);
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    found.push(...(await auditThemes(page, `embed demo ${width}px`)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(found).toEqual([]);
  expect(csp).toEqual([]);

  // Opened on its own, the sample page is still sandboxed and cannot be framed by another site.
  const response = await page.request.get('/demo-samples/viet-bai-chuan-seo.html');
  expect(response.status()).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toMatch(/frame-ancestors 'self'/);
  expect(policy).toMatch(/(^|; )sandbox($|;)/);
  expect(response.headers()['x-frame-options']).toBeUndefined();
  // The site's pages themselves still refuse to be framed, and frame nothing but https pages and their own.
  const home = await page.request.get('/');
  expect(home.headers()['x-frame-options']).toBe('DENY');
  expect(home.headers()['content-security-policy']).toContain("frame-src 'self' https:");
});

test('a product without a demo has no "Dùng thử" button, on its card or its page', async ({ page }) => {
  await page.goto('/?cat=hinh-anh&sub=chinh-sua-anh');
  const card = page.locator('article[data-product-id="xoa-phong-anh"]');
  const title = card.getByRole('heading', { name: 'Xóa phông và làm nét ảnh' }).getByRole('link');
  await expect(title).toBeVisible();
  await expect(card.getByRole('button', { name: /^Dùng thử/ })).toHaveCount(0);
  // Its neighbour, with a demo, keeps the button.
  await expect(
    page.locator('article[data-product-id="phuc-hoi-anh-cu"]').getByRole('button', { name: /^Dùng thử/ }),
  ).toBeVisible();
  await title.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Xóa phông và làm nét ảnh' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mua ngay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dùng thử', exact: true })).toHaveCount(0);
});

test('the product page says what the buyer gets, the refund window, the update date and who made it', async ({
  page,
}) => {
  await page.goto('/product/cham-bai-ielts-writing');
  await expect(page.getByRole('heading', { level: 1, name: 'Chấm bài IELTS Writing' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tính năng chính' })).toBeVisible();
  const gets = page.getByRole('region', { name: 'Bạn nhận được gì' });
  await expect(gets.getByRole('listitem')).toHaveText([
    'Chấm 60 bài mỗi tháng',
    'Kho 200 đề Task 1 và Task 2',
    'Nhận xét bằng tiếng Việt',
  ]);
  await expect(page.getByTestId('refund-line')).toHaveText(/trong 7 ngày sau khi thanh toán/);
  await expect(page.getByText('Cập nhật lần cuối').locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^\d{2}\/\d{2}\/\d{4}$/,
  );
  const creator = page.getByRole('region', { name: 'Về nhà sáng tạo' });
  await expect(creator.getByRole('link', { name: 'Phạm Thùy Linh' })).toBeVisible();
  await expect(creator.getByText('Giáo viên tiếng Anh, xây dựng trợ lý học tập bằng AI.')).toBeVisible();
  await expect(creator.getByRole('listitem').first()).toBeVisible();
  const related = page.getByRole('region', { name: 'Sản phẩm cùng danh mục' });
  await expect(related.locator('article[data-product-id="luyen-de-thpt"]')).toBeVisible();
  await expect(related.locator('article[data-product-id="cham-bai-ielts-writing"]')).toHaveCount(0);
  // At 1280 px the page uses its width: the price panel stands beside the description, not under it.
  await page.setViewportSize({ width: 1280, height: 900 });
  const description = await page.getByRole('heading', { level: 2, name: 'Tính năng chính' }).boundingBox();
  const panel = await page.getByRole('complementary', { name: 'Giá' }).boundingBox();
  expect(panel && description && panel.x > description.x + description.width).toBe(true);
});
