// The marketplace catalogue: search, filters and sort live in the URL (shareable, back and
// forward work), on the real API and its seeded catalogue; the wishlist toggle persists on the server.
import { expect, test, type Page } from '@playwright/test';
import { SEED, signIn } from '../support/auth';

const grid = (page: Page) => page.getByTestId('product-grid');
const cardIds = (page: Page) =>
  grid(page)
    .locator('article[data-product-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')));
const ready = (page: Page) => expect(grid(page)).toHaveAttribute('data-state', 'ready');
/**
 * The cards shown, asserted until they match: the router commits a navigation as a React transition, so
 * right after the URL changes the grid may still show the previous answer ('ready') for a moment.
 */
const cards = (page: Page) => expect.poll(() => cardIds(page));
const sortedCards = (page: Page) => expect.poll(async () => (await cardIds(page)).sort());

test('search, category, subcategory and sort go through the URL; back and forward replay them', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await expect(page.getByRole('status').filter({ hasText: /sản phẩm$/ })).toHaveText(/^\d+ sản phẩm$/);
  await cards(page).toHaveLength(12);

  // Search ignores Vietnamese diacritics and case, and is debounced into one URL change.
  await page.getByLabel('Tìm kiếm', { exact: true }).fill('TIENG NHAT');
  await expect(page).toHaveURL(/\?q=TIENG\+NHAT$/);
  await ready(page);
  await cards(page).toContain('hoc-tu-vung-nhat');
  await page.getByLabel('Tìm kiếm', { exact: true }).fill('');
  await expect(page).toHaveURL(/\/$/);
  await ready(page);

  await page.getByLabel('Danh mục', { exact: true }).selectOption('hinh-anh');
  await expect(page).toHaveURL(/\?cat=hinh-anh$/);
  await ready(page);
  await sortedCards(page).toEqual(['phuc-hoi-anh-cu', 'tao-anh-san-pham', 'thiet-ke-logo', 'xoa-phong-anh']);

  await page.getByLabel('Danh mục con').selectOption('chinh-sua-anh');
  await expect(page).toHaveURL(/\?cat=hinh-anh&sub=chinh-sua-anh$/);
  await ready(page);
  await sortedCards(page).toEqual(['phuc-hoi-anh-cu', 'xoa-phong-anh']);

  await page.getByLabel('Sắp xếp').selectOption('priceDesc');
  await expect(page).toHaveURL(/\?sort=priceDesc&cat=hinh-anh&sub=chinh-sua-anh$/);
  await ready(page);
  await cards(page).toEqual(['phuc-hoi-anh-cu', 'xoa-phong-anh']); // 179.000 ₫ then 129.000 ₫
  await expect(grid(page).locator('article').first()).toContainText(/179\.000\s₫/);

  // Back: sort undone, then the subcategory; forward brings the subcategory back.
  await page.goBack();
  await expect(page).toHaveURL(/\?cat=hinh-anh&sub=chinh-sua-anh$/);
  await expect(page.getByLabel('Sắp xếp')).toHaveValue('newest');
  await page.goBack();
  await expect(page).toHaveURL(/\?cat=hinh-anh$/);
  await expect(page.getByLabel('Danh mục con')).toHaveValue('');
  await ready(page);
  await cards(page).toHaveLength(4);
  await page.goForward();
  await expect(page.getByLabel('Danh mục con')).toHaveValue('chinh-sua-anh');
  await ready(page);
  await cards(page).toHaveLength(2);

  // Shareable: the same URL opened fresh shows the same thing.
  const shared = await page.context().newPage();
  await shared.goto('/?sort=priceAsc&cat=hinh-anh&sub=chinh-sua-anh');
  await ready(shared);
  await cards(shared).toEqual(['xoa-phong-anh', 'phuc-hoi-anh-cu']);
  await expect(shared.getByLabel('Sắp xếp')).toHaveValue('priceAsc');
  await shared.close();
});

test('paging moves through the whole catalogue', async ({ page }) => {
  await page.goto('/?sort=priceAsc');
  await ready(page);
  const first = await cardIds(page);
  await page.getByRole('button', { name: 'Trang sau' }).click();
  await expect(page).toHaveURL(/\?sort=priceAsc&page=2$/);
  await ready(page);
  // Page 2: a full set of cards, none of them on page 1.
  await expect
    .poll(async () => {
      const second = await cardIds(page);
      return second.length > 0 && second.every((id) => !first.includes(id));
    })
    .toBe(true);
  await page.goBack();
  await ready(page);
  await cards(page).toEqual(first);
});

test('empty results show the empty state, product and creator pages open from a card', async ({ page }) => {
  await page.goto('/?q=khong+co+san+pham+nao+nhu+vay');
  await expect(page.getByText('Không tìm thấy sản phẩm phù hợp')).toBeVisible();

  await page.goto('/?cat=giai-tri');
  await ready(page);
  const card = page.locator('article[data-product-id="pong-neon"]');
  await card.getByRole('link', { name: 'Pong Neon', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/pong-neon$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pong Neon' })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(/^79\.000\s₫$/);
  // The creator card's link (the related products' cards name their creators too).
  await page.getByRole('region', { name: 'Về nhà sáng tạo' }).getByRole('link', { name: 'Võ Hoàng Nam' }).click();
  await expect(page).toHaveURL(/\/creator-profile\/seed-creator-4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Võ Hoàng Nam' })).toBeVisible();
  await expect(page.locator('article[data-product-id="pong-neon"]')).toBeVisible();

  await page.goto('/creator-profile/khong-ton-tai');
  await expect(page.getByRole('alert')).toHaveText(/Không tìm thấy nhà sáng tạo này\./);
  await page.goto('/product/khong-ton-tai');
  await expect(page.getByRole('alert')).toHaveText(/Không tìm thấy sản phẩm\./);
});

test('wishlist: signed out goes to sign-in and back; the toggle persists and /my/wishlist lists it', async ({
  page,
}) => {
  await page.goto('/?cat=giai-tri');
  await ready(page);
  await page.getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2F%3Fcat%3Dgiai-tri$/);

  await signIn(page, SEED.buyer.email, SEED.buyer.password);
  await expect(page).toHaveURL(/\/\?cat=giai-tri$/);
  await ready(page);
  const heart = page
    .locator('article[data-product-id="pong-neon"]')
    .getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' });
  await expect(heart).toHaveAccessibleName('Thêm Pong Neon vào yêu thích');
  await heart.click();
  const on = page.getByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' });
  await expect(on).toHaveAttribute('aria-pressed', 'true');
  await expect(on).toBeEnabled();

  // Persisted on the server: still on after a reload, and on the product page.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/product/pong-neon');
  await expect(page.getByRole('button', { name: 'Bỏ khỏi yêu thích' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my/wishlist');
  const list = page.getByTestId('wishlist');
  // Its title (the row's other links say 'Mua ngay Pong Neon').
  await expect(list.getByRole('link', { name: 'Pong Neon', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Mua ngay Pong Neon' })).toHaveAttribute(
    'href',
    '/checkout/review/pong-neon',
  );
  await expect(list.locator('[data-product-id="pong-neon"]')).toContainText(/79\.000\s₫/);

  // Removing it there removes it everywhere.
  await list.getByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' }).click();
  await expect(page.getByRole('link', { name: 'Pong Neon', exact: true })).toHaveCount(0);
  await page.goto('/?cat=giai-tri');
  await expect(page.getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

// The phone card is compact (a 16:9 thumbnail beside the text, no description): two cards fit the first screen
// whatever the first card is (one without a cover is as tall).
test('on a phone (390×844) the first screen shows at least two product cards with their covers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await ready(page);
  // The filters fold into one control, so the products come first.
  await expect(page.getByRole('button', { name: /^Bộ lọc/ })).toBeVisible();
  // A card counts when its cover's whole box is inside the first 844 px (the page as opened, not scrolled).
  const boxes = await grid(page)
    .locator('article[data-product-id]')
    .evaluateAll((cards) =>
      cards.slice(0, 4).map((card) => {
        const box = card.querySelector('picture img')?.getBoundingClientRect();
        return box ? { top: Math.round(box.top), bottom: Math.round(box.bottom), height: box.height } : null;
      }),
    );
  const covered = boxes.filter((box) => box !== null && box.height > 0 && box.top >= 0 && box.bottom <= 844);
  expect(covered.length, JSON.stringify(boxes)).toBeGreaterThanOrEqual(2);
});
