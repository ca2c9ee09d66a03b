// A page's own CSS wins over the UI kit's whatever order the two reach the page in: a page visited later can
// bring a second copy of a kit file (Card's surface, the admin area's shapes) after a page's own rules, and
// the page's rule must still hold when the visitor comes back (the cascade layers of tokens.css). Each page
// is opened, another page of its area is visited, and the first is opened again client-side; its own value
// is read where it differs from the kit's (between the phone and the tablet breakpoints), and each is
// photographed at 390 px in both themes (test-results/, for a person to look at).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEED, signIn } from '../support/auth';
import { call, newBuyer, orderAs, simulateTransfer } from '../support/api';

/** A client-side visit, as a link does: the router sees the new path without a reload. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Back to the first page after a visit to `other`, without a reload. */
async function awayAndBack(page: Page, other: string, otherH1: RegExp | string, first: Locator) {
  await visit(page, other);
  await expect(page.getByRole('heading', { level: 1, name: otherH1 })).toBeVisible();
  await page.goBack();
  await expect(first).toBeVisible();
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function photograph(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      document.documentElement.dataset.theme = t;
      document.documentElement.style.colorScheme = t;
    }, theme);
    await page.screenshot({ path: test.info().outputPath(`${name}-390-${theme}.png`), fullPage: true });
  }
}

test('the checkout card keeps its own padding on a tablet after the payment status page was opened', async ({
  page,
}) => {
  const buyer = await newBuyer();
  const paid = await orderAs(buyer, 'pong-neon');
  await simulateTransfer(paid);
  const pending = await orderAs(buyer, 'pong-co-dien');
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, buyer.email, buyer.password, `/checkout/${pending}`);
  const card = page.locator('main section[aria-busy]').first();
  await expect(card).toBeVisible();
  await awayAndBack(page, `/payment-status?transactionId=${paid}`, /./, card);
  // The payment screen's card (the kit's PaymentDetails.module.css): 16 px up to 640 px; Card's surface is 24 px
  // above 480 px.
  expect(await style(card, 'padding-top')).toBe('16px');
  await photograph(page, 'checkout');
  await visit(page, `/payment-status?transactionId=${paid}`);
  await expect(page.locator('main section[aria-busy]').first()).toBeVisible();
  await photograph(page, 'payment-status');
});

test('a lesson keeps its own padding on a tablet after the course shelf was opened', async ({ page }) => {
  const student = await newBuyer('Học viên CSS');
  const { orderId } = await call<{ orderId: string }>('createCourseOrder', { courseId: 'hoc-vien-creator' }, student);
  await simulateTransfer(orderId);
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, student.email, student.password, '/training/my-course');
  await expect(page).toHaveURL(/\/training\/my-course\/[^/]+$/);
  const lesson = page.locator('article[aria-labelledby="lesson-title"]');
  await expect(lesson).toBeVisible();
  await awayAndBack(page, '/training/library', /./, lesson);
  // MyCourse.module.css: 16 px up to 900 px; the kit's surface is 24 px above 480 px.
  expect(await style(lesson, 'padding-top')).toBe('16px');
  await photograph(page, 'lesson');
});

test("an application's facts keep their own spacing after other admin pages were opened", async ({ page }) => {
  const applicant = await newBuyer('Người đăng ký CSS');
  await call(
    'submitCreatorApplication',
    { displayName: 'Người đăng ký CSS', expertise: 'Thiết kế', bio: 'Làm mẫu thiết kế.', sampleIdea: 'Bộ biểu tượng.' },
    applicant,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/applications');
  const facts = page.locator('main li dl').first();
  await expect(facts).toBeVisible();
  await awayAndBack(page, '/admin/users', /./, facts);
  await awayAndBack(page, '/admin/refunds', /./, facts);
  // applications.module.css: 12 px between rows; the admin area's details shape has 8 px.
  expect(await style(facts, 'row-gap')).toBe('12px');
  await photograph(page, 'applications');
});
