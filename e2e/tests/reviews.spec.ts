// Reviews and ratings on the real product: a buyer pays for a product by bank transfer (the real webhook), rates
// it on its page, and the catalogue card's rating moves; another user reports the review and an admin hides it
// from /admin/reviews (then the card's rating moves back). axe on the new screens, light and dark, 1280 and
// 390 px.
import { expect, test, type Page } from '@playwright/test';
import { call, newBuyer, orderAs, simulateTransfer, type Account } from '../support/api';
import { SEED, signIn, signOutFromMenu } from '../support/auth';
import { auditThemes } from '../support/axe';

/** A seeded product with no seeded review; runs against a reused API may have rated it before. */
const PRODUCT = 'do-vui-tri-tue';
const TITLE = 'Đố vui trí tuệ cùng AI';

const product = () => call<{ ratingCount: number; ratingAverage: number | null }>('getProduct', { productId: PRODUCT });
/** The card's rating as a screen reader hears it ('Chưa có đánh giá' when none). */
const cardRating = (page: Page) =>
  page.locator(`article[data-product-id="${PRODUCT}"]`).getByRole('img', { name: /^Đánh giá trung bình/ });
/** As the API rounds an average (2 decimals) and the page shows it (1 decimal, decimal comma). */
const ratingLabel = (average: number, count: number) =>
  `Đánh giá trung bình ${(Math.round(average * 100) / 100).toFixed(1).replace('.', ',')} trên 5 sao, ${count} đánh giá`;

async function openCard(page: Page) {
  await page.goto(`/?q=${encodeURIComponent(TITLE)}`);
  await expect(page.getByTestId('product-grid')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator(`article[data-product-id="${PRODUCT}"]`)).toBeVisible();
}

async function bought(): Promise<Account> {
  const buyer = await newBuyer('Người mua đánh giá');
  await simulateTransfer(await orderAs(buyer, PRODUCT));
  return buyer;
}

test('a buyer rates a bought product; the card’s rating changes; a report hidden by an admin takes it back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await product();
  const sum = Math.round((before.ratingAverage ?? 0) * before.ratingCount);
  const buyer = await bought();

  await signIn(page, buyer.email, buyer.password, `/product/${PRODUCT}`);
  // The reviews load when the reader comes near them: scroll down to their place (#danh-gia), as a reader does.
  // Where they are already near (a wide screen), the place gives way to the section while it is scrolled to:
  // scroll to whichever of the two is there.
  const toReviews = () =>
    expect(() => page.locator('#danh-gia').scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 15_000 });
  await toReviews();
  const section = page.getByRole('region', { name: 'Đánh giá và nhận xét' });
  const form = section.locator('form[data-form="review"]');
  await expect(section.getByRole('heading', { name: 'Viết đánh giá' })).toBeVisible();
  // No stars: the contract's own words, nothing sent.
  await form.getByRole('button', { name: 'Gửi đánh giá' }).click();
  await expect(form.getByText('Vui lòng chọn số sao từ 1 đến 5.')).toBeVisible();
  await form.getByRole('radio', { name: /5 sao/ }).check();
  await form.getByLabel('Nhận xét (không bắt buộc)').fill('Câu đố hay, cả nhà cùng chơi mỗi tối.');
  await form.getByRole('button', { name: 'Gửi đánh giá' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Đã lưu đánh giá của bạn.' })).toBeVisible();
  await expect(section.getByRole('article', { name: 'Người mua đánh giá' })).toContainText('Câu đố hay');

  const after = { count: before.ratingCount + 1, average: (sum + 5) / (before.ratingCount + 1) };
  await expect(page.getByRole('link', { name: ratingLabel(after.average, after.count) })).toBeVisible();
  await openCard(page);
  await expect(cardRating(page)).toHaveAccessibleName(ratingLabel(after.average, after.count));

  // The owner's form and the new screens pass axe, both themes, both widths.
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/product/${PRODUCT}`);
    await toReviews();
    await section.getByRole('button', { name: 'Sửa đánh giá' }).click();
    await expect(form).toBeVisible();
    found.push(...(await auditThemes(page, `/product/${PRODUCT} (own review, editing) ${width}px`)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await signOutFromMenu(page);

  // Someone else reports it; the admin hides it with a reason, in the audit log.
  const reader = await newBuyer('Người đọc');
  await signIn(page, reader.email, reader.password, `/product/${PRODUCT}`);
  await section.getByRole('button', { name: 'Báo cáo đánh giá của Người mua đánh giá' }).click();
  const dialog = page.getByRole('dialog', { name: 'Báo cáo đánh giá' });
  await dialog.getByLabel('Lý do (không bắt buộc)').fill('Nội dung không liên quan.');
  await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Đã gửi báo cáo. Cảm ơn bạn.' })).toBeVisible();
  await expect(section.getByRole('article', { name: 'Người mua đánh giá' })).toContainText('Đã báo cáo');
  await signOutFromMenu(page);

  await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/reviews');
  const item = page.getByRole('listitem').filter({ hasText: 'Câu đố hay, cả nhà cùng chơi mỗi tối.' });
  await expect(item).toContainText('Nội dung không liên quan.');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    found.push(...(await auditThemes(page, `/admin/reviews ${width}px`)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await item.getByRole('button', { name: `Ẩn đánh giá của Người mua đánh giá về ${TITLE}` }).click();
  const hide = page.getByRole('dialog', { name: 'Ẩn đánh giá này?' });
  await hide.getByLabel('Lý do ẩn').fill('Không liên quan đến sản phẩm.');
  await hide.getByRole('button', { name: 'Ẩn đánh giá' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã ẩn đánh giá của Người mua đánh giá.' })).toBeVisible();
  const { review } = await call<{ review: { id: number } }>('getMyReview', { productId: PRODUCT }, buyer);
  await page.goto(`/admin/audit?object=${review.id}`);
  const row = page.getByRole('row').filter({ hasText: 'Ẩn đánh giá' });
  await expect(row.first()).toContainText('Không liên quan đến sản phẩm.');

  // Hidden: out of the rating again.
  expect(await product()).toMatchObject({ ratingCount: before.ratingCount });
  await openCard(page);
  if (before.ratingCount === 0) {
    await expect(page.locator(`article[data-product-id="${PRODUCT}"]`)).toContainText('Chưa có đánh giá');
  } else {
    await expect(cardRating(page)).toHaveAccessibleName(ratingLabel(sum / before.ratingCount, before.ratingCount));
  }
  expect(found).toEqual([]);
});
