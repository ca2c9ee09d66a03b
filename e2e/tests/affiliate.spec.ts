// A shared link turns into money. User A copies a product's link on /my/affiliate/marketplace → a
// new visitor (an ordinary browser, not a headless one: the API does not count bots) opens it, signs up and
// buys it by bank transfer (the real webhook) → A's dashboard shows 1 click, 1 sign-up, 1 order and the
// pending commission → after the hold (the API's test clock, local mode only) A requests a payout of it,
// with the same payout engine as creators, though A is no creator.
import { expect, test, type Page } from '@playwright/test';
import { SEED, signIn } from '../support/auth';
import { addBankAccount, call, newBuyer, passTheHold, simulateTransfer, type Account } from '../support/api';
import { newCreator, submittedProduct } from '../support/creators';

const PRICE = 1_000_000;
const RATE = 30;
/** splitSale(1 000 000, 10 %, 30 %): the affiliate earns 300 000, above the 200 000 minimum payout. */
const COMMISSION = '300.000 ₫';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** A creator with one published product paying RATE % commission (made through the real calls). */
async function productWithCommission(title: string): Promise<{ productId: string; creator: Account }> {
  const creator = await newCreator('Lê Văn Tạo');
  const product = {
    title,
    description: 'Báo giá tự động từ yêu cầu của khách.',
    price: PRICE,
    categoryId: 'kinh-doanh',
    commissionRate: RATE,
  };
  return { productId: await submittedProduct(creator, product), creator };
}

/** The value beside a term in a labelled figures section ('30 ngày gần nhất', 'Hoa hồng của bạn', 'Số dư'). */
async function figure(page: Page, section: string | RegExp, term: string): Promise<string> {
  const region = page.getByRole('region', { name: section });
  const dt = region.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
  return ((await dt.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').replace(/\s/g, ' ');
}

test('copy a product link, a new visitor signs up and buys, the commission arrives and is paid out', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Trợ lý báo giá ${Date.now().toString(36)}`;
  const { productId, creator } = await productWithCommission(title);
  const affiliate = await newBuyer('Phạm Minh Giới');

  // 1. A copies the product's link on the affiliate marketplace.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, affiliate.email, affiliate.password, '/my/affiliate/marketplace');
  await page.getByLabel('Tìm sản phẩm').fill(title);
  // The search has applied (the list is redrawn once the debounced query answers): only then copy, or the
  // click may land on a card that is replaced under it.
  await expect(page.getByRole('status').filter({ hasText: /^1 sản phẩm$/ })).toBeVisible();
  await page.getByRole('button', { name: `Sao chép liên kết cho ${title}` }).click();
  await expect(page.getByText('Đã sao chép liên kết').first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/product/${productId}\\?ref=[A-Za-z0-9_-]+$`));

  // 2. A new visitor — an ordinary browser — opens it, signs up from the product page and buys.
  const visitorContext = await browser.newContext({ userAgent: DESKTOP_CHROME, locale: 'vi-VN' });
  const visitor = await visitorContext.newPage();
  const clicked = visitor.waitForResponse((r) => r.url().endsWith('/recordAffiliateClick') && r.ok());
  await visitor.goto(link);
  expect(((await (await clicked).json()) as { result: { counted: boolean } }).result.counted).toBe(true);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.goto(`/auth?redirect=${encodeURIComponent(`/product/${productId}`)}`);
  await visitor.getByRole('tab', { name: 'Đăng ký' }).click();
  const form = visitor.locator('form[data-form="sign-up"]');
  await form.getByLabel('Tên hiển thị').fill('Đỗ Thu Hương');
  await form.getByLabel('Email', { exact: true }).fill(`huong-${Date.now()}@e2e.example.com`);
  await form.getByLabel('Mật khẩu', { exact: true }).fill('matkhau-e2e-123');
  await form.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/product/${productId}$`));
  await visitor.getByRole('button', { name: 'Mua ngay' }).click();
  await visitor.getByRole('button', { name: 'Xác nhận và thanh toán' }).click();
  await expect(visitor).toHaveURL(/\/checkout\/[A-Z0-9]{10}$/);
  await simulateTransfer(new URL(visitor.url()).pathname.split('/').pop() ?? '');
  await visitorContext.close();

  // 3. A's dashboard: 1 click, 1 sign-up, 1 order, the commission pending for the hold.
  await page.goto('/my/affiliate/dashboard');
  const period = '30 ngày gần nhất';
  await expect.poll(() => figure(page, period, 'Lượt nhấp')).toBe('1');
  expect(await figure(page, period, 'Lượt đăng ký')).toBe('1');
  expect(await figure(page, period, 'Đơn hàng')).toBe('1');
  expect(await figure(page, 'Hoa hồng của bạn', 'Đang chờ')).toBe(COMMISSION);
  expect(await figure(page, 'Hoa hồng của bạn', 'Khả dụng')).toBe('0 ₫');
  const recent = page.getByRole('table', { name: '10 đơn hàng gần nhất qua liên kết của bạn' });
  await expect(recent.getByRole('row', { name: new RegExp(title) })).toContainText('Đỗ T. H.');
  await expect(recent.getByRole('row', { name: new RegExp(title) })).toContainText(COMMISSION);
  // The creator's figures show the commission taken from their share: 1 000 000 − 100 000 − 300 000.
  const sales = await call<{ recentSales: { productId: string; price: number; net: number }[] }>(
    'getCreatorDashboard',
    null,
    creator,
  );
  expect(sales.recentSales.find((sale) => sale.productId === productId)).toMatchObject({
    price: PRICE,
    net: 600_000,
  });

  // 4. After the hold, A asks for the commission to be paid out (A is no creator: same payout engine).
  await passTheHold();
  await addBankAccount(affiliate, {
    bankName: 'Techcombank',
    accountNumber: '19033445566778',
    accountHolder: 'PHAM MINH GIOI',
  });
  await page.reload();
  await expect.poll(() => figure(page, 'Hoa hồng của bạn', 'Khả dụng')).toBe(COMMISSION);
  await page.getByLabel('Số tiền muốn rút (₫)').fill('300000');
  await page.getByRole('button', { name: 'Yêu cầu rút tiền' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page.getByText(`Đã gửi yêu cầu rút ${COMMISSION}.`)).toBeVisible();
  const open = await call<{ payouts: { userEmail: string | null; amount: number }[] }>(
    'listPayouts',
    { state: 'open' },
    SEED.admin,
  );
  expect(open.payouts.find((item) => item.userEmail === affiliate.email)?.amount).toBe(300_000);
});
