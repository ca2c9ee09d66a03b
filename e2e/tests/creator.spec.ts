// A creator's whole life on the real product. A new user applies on /become-a-creator → an admin
// approves (the admin call; its screen comes with the admin area) → the open page notices, refreshes the
// token and the header menu shows the creator section without signing out → the creator makes a product
// with a thumbnail (real tus upload) and submits it → an admin publishes it → a buyer buys it and the bank
// transfer is simulated (the real webhook) → dashboard and payouts show the sale as pending, the month's
// statement lists it and its CSV file downloads → after the hold
// (the API's test clock, local mode only) it is available → the creator requests a payout → an admin marks
// it paid → the history shows it with the bank reference and the balance is zero.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn, SEED } from '../support/auth';
import { bandsPng } from '../support/pictures';
import {
  addBankAccount,
  advanceApiClock,
  call,
  newBuyer,
  orderAs,
  passTheHold,
  simulateTransfer,
  type Account,
} from '../support/api';

const PRICE = 250_000;
/** splitSale(250 000, 10 %): the platform keeps 25 000, the creator earns 225 000 (above the 200 000 minimum payout). */
const NET = '225.000 ₫';
/** A cover of the smallest size the server takes (it decodes and re-encodes it, so it must be a real picture). */
const PNG = bandsPng(640, 360, [
  [30, 80, 160],
  [240, 180, 40],
]);

/** A gallery picture, unlike the cover (the server refuses the same upload twice in one gallery only). */
const GALLERY_PNG = bandsPng(800, 450, [
  [20, 140, 90],
  [250, 250, 245],
  [200, 60, 60],
]);
const CAPTION = 'Màn hình tờ khai GTGT sau khi đọc hóa đơn';

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /Mở menu tài khoản$/ }).click();
  return page.getByRole('menu');
}

const BALANCE_TERMS = {
  pending: 'Đang chờ',
  available: 'Khả dụng',
  requested: 'Đang yêu cầu rút',
  paidOut: 'Đã chi trả',
} as const;

/** The amount shown for one balance on /creator/payouts (a term and its value in the 'Số dư' list). */
async function balance(page: Page, kind: keyof typeof BALANCE_TERMS): Promise<string> {
  const figures = page.getByRole('region', { name: 'Số dư' });
  const term = figures.getByRole('term').filter({ hasText: new RegExp(`^${BALANCE_TERMS[kind]}$`) });
  const value = term.locator('xpath=following-sibling::dd[1]');
  return ((await value.textContent()) ?? '').replace(/\s/g, ' ');
}

test('apply, get approved, publish a product, sell it, wait out the hold and get paid', async ({ page }) => {
  test.setTimeout(180_000);
  const applicant: Account = await newBuyer('Nguyễn Văn Sáng');
  const title = `Trợ lý hóa đơn ${Date.now().toString(36)}`;

  // 1. The application.
  await signIn(page, applicant.email, applicant.password, '/become-a-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'Trở thành nhà sáng tạo' })).toBeVisible();
  await page.getByLabel(/^Tên hiển thị/).fill('Nguyễn Văn Sáng');
  await page.getByLabel(/^Lĩnh vực chuyên môn/).fill('Kế toán doanh nghiệp nhỏ');
  await page.getByLabel(/^Giới thiệu bản thân/).fill('Mười năm làm kế toán cho các hộ kinh doanh.');
  await page.getByLabel(/^Số điện thoại/).fill('0912345678');
  await page.getByLabel(/^Ý tưởng sản phẩm mẫu/).fill('Trợ lý đọc hóa đơn điện tử và lập tờ khai thuế.');
  await page.getByRole('button', { name: 'Gửi đơn đăng ký' }).click();
  await expect(page.getByRole('heading', { name: 'Đơn đăng ký đang chờ duyệt' })).toBeVisible();
  const menuBefore = await openAccountMenu(page);
  await expect(menuBefore.getByRole('menuitem', { name: 'Quản lý sản phẩm' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // 2. An admin approves it; the open page sees it (it re-checks every 15 s) and the menu switches.
  const pending = await call<{ id: string; email: string | null }[]>(
    'listCreatorApplications',
    { status: 'pending' },
    SEED.admin,
  );
  const application = pending.find((item) => item.email === applicant.email);
  expect(application).toBeDefined();
  await call('reviewCreatorApplication', { applicationId: application?.id, decision: 'approve' }, SEED.admin);
  await expect(page.getByRole('heading', { name: 'Bạn đã là nhà sáng tạo' })).toBeVisible({ timeout: 40_000 });
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Quản lý sản phẩm' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Trở thành nhà sáng tạo' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Quản lý sản phẩm' }).click();

  // 3. A product with a thumbnail, saved, then submitted for review.
  await expect(page).toHaveURL(/\/creator\/products$/);
  await page.getByRole('link', { name: 'Tạo sản phẩm' }).click();
  await page.getByLabel('Tên sản phẩm').fill(title);
  await page.getByRole('textbox', { name: 'Mô tả' }).fill('Đọc **hóa đơn điện tử** và lập tờ khai thuế GTGT.');
  await page.getByLabel('Giá (₫)').fill(String(PRICE));
  await page.getByLabel('Danh mục', { exact: true }).selectOption({ label: 'Kinh doanh & Bán hàng' });
  await page.getByLabel('Chọn ảnh').setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Tải lên' }).click();
  await expect(page.getByText('Đã tải ảnh lên. Bấm Lưu để dùng ảnh này.')).toBeVisible({ timeout: 20_000 });
  // A gallery picture, with the caption a buyer's screen reader hears.
  await page
    .getByLabel('Thêm ảnh vào thư viện')
    .setInputFiles({ name: 'thu-vien.png', mimeType: 'image/png', buffer: GALLERY_PNG });
  await page.getByRole('button', { name: 'Tải ảnh lên thư viện' }).click();
  await expect(page.getByText('Đã tải ảnh lên. Nhập chú thích rồi bấm Lưu.')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Chú thích ảnh 1').fill(CAPTION);
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByText('Đã lưu', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/creator\/products\/[a-z0-9-]+\/edit$/);
  const productId = page.url().split('/').at(-2) ?? '';
  await page.getByRole('link', { name: 'Quay lại danh sách sản phẩm' }).click();
  await page.getByRole('button', { name: `Gửi duyệt “${title}”` }).click();
  await expect(page.getByText(`Đã gửi duyệt “${title}”.`)).toBeVisible();

  // 4. An admin publishes it: it is in the catalogue with the server's own thumbnail.
  await call('moderateProduct', { productId, decision: 'publish' }, SEED.admin);
  const live = await call<{ status: string; thumbnailUrl: string | null; price: number }>('getProduct', {
    productId,
  });
  expect(live).toMatchObject({ status: 'published', price: PRICE });
  expect(live.thumbnailUrl).toMatch(/\/thumbnails\/[^/]+\.jpg/);
  // Its card in the catalogue shows the uploaded cover, and its page the gallery with the caption as alt text,
  // each picture answered by the API.
  await page.goto(`/?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  const cover = card.locator('img').first();
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.goto(`/product/${productId}`);
  const gallery = page.getByRole('region', { name: 'Ảnh sản phẩm' });
  const picture = gallery.getByRole('img', { name: CAPTION });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // 5. A buyer buys it by bank transfer (the real webhook).
  const buyer = await newBuyer('Trần Thị Mai');
  await simulateTransfer(await orderAs(buyer, productId));

  // 6. The sale is pending on the dashboard and on /creator/payouts.
  await page.goto('/creator/dashboard');
  const recent = page.getByRole('table', { name: '10 lượt bán gần nhất' });
  await expect(recent.getByRole('row', { name: new RegExp(title) })).toContainText('Trần T. M.');
  await expect(recent.getByRole('row', { name: new RegExp(title) })).toContainText(NET);
  await expect(recent.getByRole('row', { name: new RegExp(title) })).toContainText('Đang chờ · khả dụng từ');
  await page.goto('/creator/payouts');
  await expect.poll(() => balance(page, 'pending')).toBe(NET);
  expect(await balance(page, 'available')).toBe('0 ₫');

  // 6b. The month's statement lists the sale, and its CSV file (streamed by the API) has it in Vietnamese.
  // The month of the API's clock (earlier journeys may have moved it), in Vietnam time.
  const apiNow = await advanceApiClock(0);
  const month = new Date(apiNow.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 7);
  const label = `${month.slice(5)}/${month.slice(0, 4)}`;
  // The page offers the months up to the browser's own; once the API's clock has left it behind (a later
  // month), the browser is set to the API's time so that month is offered.
  if (month !== new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 7)) {
    await page.clock.setSystemTime(apiNow);
    await page.reload();
  }
  await page.getByLabel('Tháng', { exact: true }).selectOption(month);
  const lines = page.getByRole('region', { name: `Các dòng sao kê tháng ${label}` });
  const saleLine = lines.getByRole('row', { name: new RegExp(title) });
  await expect(saleLine).toContainText('Bán hàng');
  await expect(saleLine).toContainText(NET);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Tải sao kê tháng ${label} (CSV)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sao-ke-${month}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFThời gian (giờ Việt Nam),Loại,Mô tả,')).toBe(true);
  expect(csv).toContain(`,Bán hàng,Bán “${title}”,`);
  expect(csv).toContain(',225000,');

  // 7. After the hold (7 days; the API's test clock moves 8) the money is available.
  await passTheHold();
  await addBankAccount(applicant, {
    bankName: 'Vietcombank',
    accountNumber: '0071000123456',
    accountHolder: 'NGUYEN VAN SANG',
  });
  await page.reload();
  await expect.poll(() => balance(page, 'available')).toBe(NET);
  expect(await balance(page, 'pending')).toBe('0 ₫');

  // 8. The payout request, confirmed in a dialog.
  await page.getByLabel('Số tiền muốn rút (₫)').fill('225000');
  // The only bank account is chosen already; the page shows it masked to its last 4 digits.
  await expect(page.getByLabel('Tài khoản nhận tiền').locator('option:checked')).toHaveText(
    'Vietcombank · •••• 3456 · NGUYEN VAN SANG',
  );
  await page.getByRole('button', { name: 'Yêu cầu rút tiền' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page.getByText(`Đã gửi yêu cầu rút ${NET}.`)).toBeVisible();
  await expect.poll(() => balance(page, 'requested')).toBe(NET);

  // 9. An admin sends the money and marks it paid with the bank's reference.
  const open = await call<{ payouts: { id: string; userEmail: string | null; amount: number }[] }>(
    'listPayouts',
    { state: 'open' },
    SEED.admin,
  );
  // Newest asked first: this one is on the first page.
  const payout = open.payouts.find((item) => item.userEmail === applicant.email);
  expect(payout?.amount).toBe(225_000);
  await call('markPayoutPaid', { payoutId: payout?.id, reference: 'FT24113300001' }, SEED.admin);

  await page.reload();
  const history = page.getByRole('table', { name: 'Các yêu cầu rút tiền, mới nhất trước' });
  await expect(history).toContainText('Đã chuyển');
  await expect(history).toContainText('Mã tham chiếu: FT24113300001');
  await expect.poll(() => balance(page, 'available')).toBe('0 ₫');
  expect(await balance(page, 'paidOut')).toBe(NET);
  expect(await balance(page, 'requested')).toBe('0 ₫');
});

test('every creator page fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, SEED.creator.email, SEED.creator.password);
  for (const path of [
    '/creator',
    '/creator/products',
    '/creator/products/new',
    '/creator/payouts',
    '/creator/fee-info',
    '/pricing',
    '/become-a-creator',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Wide tables scroll inside their own box; the page itself never does.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});
