// Cross-area freshness: the marketplace's hearts and the account's wishlist page read one cache
// of server data, so a change made in one area shows in the other after client-side navigation — no
// reload. (catalogue.spec.ts checks the same after full page loads.)
import { expect, test, type Page } from '@playwright/test';
import { createUser, signIn } from '../support/auth';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Điều hướng chính' });

test('wishlist: a heart set in the catalogue is listed at /my/wishlist, and removing it there clears the heart', async ({
  page,
}) => {
  const account = await createUser('tuoi');
  await signIn(page, account.email, account.password);
  await page.goto('/?cat=giai-tri');
  const card = page.locator('article[data-product-id="pong-neon"]');
  await card.getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' }).click();
  await expect(card.getByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Client-side navigation into the account area: no document load happens between the two areas.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await mainNav(page).getByRole('link', { name: 'Yêu thích' }).click();
  await expect(page).toHaveURL(/\/my\/wishlist$/);
  const list = page.getByTestId('wishlist');
  await expect(list.getByRole('link', { name: 'Pong Neon', exact: true })).toBeVisible();

  await list.getByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' }).click();
  await expect(list.getByRole('link', { name: 'Pong Neon', exact: true })).toHaveCount(0);

  // Back to the catalogue the way a user would: the browser's back button (history, no reload).
  await page.goBack();
  await expect(page).toHaveURL(/\/\?cat=giai-tri$/);
  await expect(card.getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(documents).toEqual([]);
});
