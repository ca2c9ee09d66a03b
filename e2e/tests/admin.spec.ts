// An admin runs the marketplace's queues from /admin on the real product, and every action lands
// in the audit log. Setup that is not under test (accounts, a creator's product, a buyer's order, the
// bank's webhook) goes through the real API; each decision under test is made by clicking in /admin.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn, SEED } from '../support/auth';
import {
  addBankAccount,
  API,
  call,
  idToken,
  newBuyer,
  orderAs,
  passTheHold,
  sendUnmatchedTransfer,
  simulateTransfer,
} from '../support/api';
import { decide, expectAudited, productOf, signedIn, unique } from '../support/admin';
import { newCreator } from '../support/creators';

test.describe('the admin area', () => {
  test.describe.configure({ timeout: 180_000 });

  test('rejects a product with a reason the creator sees', async ({ page, browser }) => {
    const creator = await newCreator('Lê Văn Tạo');
    const title = `Trợ lý lịch họp ${unique()}`;
    const productId = await productOf(creator, title, 120_000, false);
    const reason = 'Ảnh minh họa chưa đúng với sản phẩm.';

    await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Kiểm duyệt sản phẩm' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: title });
    await item.getByRole('button', { name: `Từ chối “${title}”` }).click();
    await decide(page, /Từ chối/, [[/Lý do từ chối/, reason]], /^Từ chối$/);
    await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    const creatorPage = await signedIn(browser, creator, '/creator/products');
    await expect(creatorPage.getByText(reason)).toBeVisible();

    await expectAudited(page, productId, 'Từ chối sản phẩm', reason);
  });

  test('approves a creator application', async ({ page }) => {
    const applicant = await newBuyer('Phạm Thu Hà');
    await call(
      'submitCreatorApplication',
      { displayName: 'Phạm Thu Hà', expertise: 'Giáo dục', bio: 'Giáo viên tiếng Anh.', sampleIdea: 'Chấm bài viết.' },
      applicant,
    );

    await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/dashboard');
    const queues = page.getByRole('region', { name: 'Hàng chờ' });
    await queues.getByRole('link', { name: /Đơn đăng ký nhà sáng tạo/ }).click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
    const item = page.getByRole('listitem').filter({ hasText: applicant.email });
    await expect(item).toContainText('Chấm bài viết.');
    await item.getByRole('button', { name: 'Chấp nhận đơn của Phạm Thu Hà' }).click();
    await decide(page, /Chấp nhận đơn/, [], /^Chấp nhận$/);
    await expect(page.getByRole('listitem').filter({ hasText: applicant.email })).toHaveCount(0);

    const profile = await call<{ roles: string[] }>('getUserProfile', null, applicant);
    expect(profile.roles).toContain('creator');
    const applications = await call<{ id: string; email: string | null }[]>(
      'listCreatorApplications',
      { status: 'approved' },
      SEED.admin,
    );
    const approved = applications.find((item) => item.email === applicant.email);
    await expectAudited(page, approved?.id ?? '', 'Chấp thuận đơn nhà sáng tạo');
  });

  test('matches an unmatched bank transfer and the buyer gets the product', async ({ page, browser }) => {
    const creator = await newCreator('Đỗ Minh Khôi');
    const title = `Bộ lọc ảnh ${unique()}`;
    const productId = await productOf(creator, title, 99_000);
    const buyer = await newBuyer('Vũ Hải Yến');
    const orderId = await orderAs(buyer, productId);
    const order = await call<{ price: number; payee: { accountNumber: string } }>(
      'getTransaction',
      { transactionId: orderId },
      buyer,
    );
    // The buyer wrote a note of their own: the webhook cannot tell which order it pays.
    const note = `chuyen tien mua bo loc ${unique()}`;
    await sendUnmatchedTransfer(order.price, note, order.payee.accountNumber);

    await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/transfers');
    await expect(page.getByRole('heading', { level: 1, name: 'Đối soát chuyển khoản' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: note });
    await row.getByRole('button', { name: /^Khớp với đơn hàng/ }).click();
    await decide(page, /Khớp/, [[/Mã đơn hàng/, `TT ${orderId}`]], /^Khớp/);
    await expect(page.getByRole('row').filter({ hasText: note })).toHaveCount(0);

    const buyerPage = await signedIn(browser, buyer, '/my/library');
    await expect(buyerPage.getByText(title)).toBeVisible();

    // The first page of the settled list: last settled first, so the one just matched is on it.
    const { transfers } = await call<{ transfers: { id: number; content: string }[] }>(
      'listBankTransfers',
      { state: 'closed' },
      SEED.admin,
    );
    const transfer = transfers.find((item) => item.content === note);
    await expectAudited(page, String(transfer?.id), 'Khớp chuyển khoản');
  });

  test('pages the transfer queue: "Tải thêm" shows the older ones, none twice', async ({ page }) => {
    const creator = await newCreator('Phan Thu Trang');
    const productId = await productOf(creator, `Mẫu kế hoạch ${unique()}`, 50_000);
    const buyer = await newBuyer('Tạ Minh Châu');
    const order = await call<{ payee: { accountNumber: string } }>(
      'getTransaction',
      { transactionId: await orderAs(buyer, productId) },
      buyer,
    );
    // More than one page (50) of transfers no order waits for, received one after the other.
    const batch = unique();
    const notes = Array.from({ length: 51 }, (_, index) => `chuyen khoan lo ${batch} so ${index + 1} het`);
    for (const note of notes) await sendUnmatchedTransfer(10_000, note, order.payee.accountNumber);

    await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/transfers');
    const table = page.getByRole('table', { name: /chờ xử lý/ });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(50);
    // The newest first: the last one sent is on the first page, the first one sent is not.
    await expect(rows.filter({ hasText: notes[50] })).toHaveCount(1);
    await expect(rows.filter({ hasText: notes[0] })).toHaveCount(0);

    const more = page.getByRole('button', { name: 'Tải thêm' });
    for (let shown = 50; (await rows.filter({ hasText: notes[0] }).count()) === 0; shown = await rows.count()) {
      await more.click();
      await expect.poll(() => rows.count()).toBeGreaterThan(shown);
    }
    for (const note of notes) await expect(rows.filter({ hasText: note })).toHaveCount(1);
  });

  test('approves a refund: access is gone and the transfer is recorded', async ({ page, browser }) => {
    const creator = await newCreator('Hoàng Gia Bảo');
    const title = `Mẫu hợp đồng ${unique()}`;
    const productId = await productOf(creator, title, 150_000);
    const buyer = await newBuyer('Ngô Thanh Tâm');
    await simulateTransfer(await orderAs(buyer, productId));
    await addBankAccount(buyer, {
      bankName: 'Techcombank',
      accountNumber: '19033334444555',
      accountHolder: 'NGO THANH TAM',
    });

    // The buyer asks for the refund on /my/library.
    const buyerPage = await signedIn(browser, buyer, '/my/library');
    const owned = buyerPage.getByRole('listitem').filter({ hasText: title });
    await owned.getByRole('button', { name: /Yêu cầu hoàn tiền/ }).click();
    await decide(buyerPage, /hoàn tiền/i, [[/Lý do/, 'Sản phẩm không chạy trên máy của tôi.']], /^Gửi/);
    await expect(buyerPage.getByText('Đang chờ xử lý').first()).toBeVisible();

    await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/refunds');
    await expect(page.getByRole('heading', { level: 1, name: 'Yêu cầu hoàn tiền' })).toBeVisible();
    const pending = page.getByRole('listitem').filter({ hasText: title });
    await pending.getByRole('button', { name: /^Chấp nhận hoàn tiền/ }).click();
    await decide(page, /hoàn tiền/i, [], /^Chấp nhận/);

    await page.getByRole('tab', { name: /Chờ chuyển tiền/ }).click();
    const approved = page.getByRole('listitem').filter({ hasText: title });
    await expect(approved).toContainText('19033334444555');
    await expect(approved).toContainText('150.000');
    await approved.getByRole('button', { name: /^Đã chuyển tiền/ }).click();
    await decide(page, /chuyển tiền/i, [[/Mã tham chiếu/, 'FT2411HOAN01']], /^Xác nhận/);

    await buyerPage.reload();
    await expect(buyerPage.getByRole('listitem').filter({ hasText: title }).getByRole('link')).toHaveCount(0);
    await expect(buyerPage.getByText('Đã hoàn tiền').first()).toBeVisible();
    const product = await fetch(`${API}/demo-marketplace/asia-southeast1/getUserProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await idToken(buyer)}` },
      body: JSON.stringify({ data: null }),
    });
    const profile = ((await product.json()) as { result: { library: { productId: string }[] } }).result;
    expect(profile.library.map((item) => item.productId)).not.toContain(productId);

    const done = await call<{ requests: { id: string; productId: string | null }[] }>(
      'listRefundRequests',
      { state: 'done' },
      SEED.admin,
    );
    const request = done.requests.find((item) => item.productId === productId);
    await expectAudited(page, request?.id ?? '', 'Chấp thuận hoàn tiền');
  });

  test('marks a payout paid and the creator sees it in their history', async ({ page, browser }) => {
    const creator = await newCreator('Trịnh Quốc Anh');
    const productId = await productOf(creator, `Trợ lý kế toán ${unique()}`, 250_000);
    await simulateTransfer(await orderAs(await newBuyer('Lý Mai Chi'), productId));
    await passTheHold();
    const methodId = await addBankAccount(creator, {
      bankName: 'Vietcombank',
      accountNumber: '0071000999888',
      accountHolder: 'TRINH QUOC ANH',
    });
    const payout = await call<{ id: string }>(
      'requestPayout',
      { amount: 225_000, paymentMethodId: methodId, requestKey: randomUUID() },
      creator,
    );

    await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/payouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Yêu cầu rút tiền' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: creator.email });
    await expect(row).toContainText('0071000999888');
    await row.getByRole('button', { name: /^Đã chuyển/ }).click();
    await decide(page, /Đã chuyển/, [[/Mã tham chiếu/, 'FT2411CHI001']], /^Xác nhận/);
    await expect(page.getByRole('row').filter({ hasText: creator.email })).toHaveCount(0);
    // Last decided first in the history, whenever it was asked.
    await page.getByRole('tab', { name: 'Lịch sử' }).click();
    const decided = page.getByRole('table', { name: 'Yêu cầu rút tiền đã xử lý, xử lý gần nhất trước' });
    await expect(decided.getByRole('row').nth(1)).toContainText(creator.email);
    await expect(decided.getByRole('row').nth(1)).toContainText('Mã tham chiếu: FT2411CHI001');

    const creatorPage = await signedIn(browser, creator, '/creator/payouts');
    const history = creatorPage.getByRole('table', { name: 'Các yêu cầu rút tiền, mới nhất trước' });
    await expect(history).toContainText('Đã chuyển');
    await expect(history).toContainText('Mã tham chiếu: FT2411CHI001');

    await expectAudited(page, payout.id, 'Đã chi trả', 'FT2411CHI001');
  });

  test('suspends a user: their next call is refused and their products leave the catalogue', async ({ page }) => {
    const creator = await newCreator('Bùi Đức Long');
    const title = `Công cụ spam ${unique()}`;
    await productOf(creator, title, 50_000);
    // A token the user holds from before the suspension (an open tab would still have it).
    const token = await idToken(creator);
    const listed = await call<{ items: { title: string }[] }>('listProducts', { query: title });
    expect(listed.items.map((item) => item.title)).toContain(title);

    await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/users');
    await page.getByLabel('Tìm theo email hoặc tên').fill(creator.email);
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await page.getByRole('row').filter({ hasText: creator.email }).getByRole('link', { name: /Xem/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bùi Đức Long' })).toBeVisible();
    const uid = page.url().split('/').at(-1) ?? '';
    await page.getByRole('button', { name: 'Khóa tài khoản' }).click();
    await decide(page, /Khóa tài khoản/, [[/Lý do khóa/, 'Bán công cụ gửi thư rác.']], /^Xác nhận$/);
    await expect(page.getByText('Đã khóa').first()).toBeVisible();

    const refused = await fetch(`${API}/demo-marketplace/asia-southeast1/getUserProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: null }),
    });
    expect(refused.status).toBe(403);
    const after = await call<{ items: { title: string }[] }>('listProducts', { query: title });
    expect(after.items.map((item) => item.title)).not.toContain(title);

    await expectAudited(page, uid, 'Khóa tài khoản', 'Bán công cụ gửi thư rác.');
  });
});
