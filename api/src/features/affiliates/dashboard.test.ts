// The affiliate dashboard (figures, balance, recent conversions, links) and the affiliate marketplace (search,
// sorts, paging with the academy course in its place), over HTTP against a real database.
import type { AffiliateDashboard, AffiliateProduct } from '@app/shared/contracts/affiliates';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DAY_MS, postRefund } from '../../domain/ledger';
import { atTime } from '../../../test/clock';
import { signIn, userRow, type TestUser } from '../../../test/harness';
import { useApi } from '../../../test/suite';
import { sendTransfer, WEBHOOK_KEY } from '../../../test/ledger';
import { startOfVietnamDay, vietnamDay } from '@app/shared/time/vietnam';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

// Its own database on PostgreSQL: the affiliate list pages through every listed product, which other files
// adding products to the shared test database at the same time made one longer than its total (seen once).
const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY }, { ownDatabase: true });

const db = () => api.app.database.db;
const visitor = () => `v-${randomUUID()}`;

async function click(code: string, productId: string | null, visitorId: string) {
  const answer = await api.post(`/${api.config.projectId}/asia-southeast1/recordAffiliateClick`, {
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
    body: JSON.stringify({ data: { code, productId, visitorId } }),
  });
  expect(answer.body.result).toEqual({ counted: true });
}

/** A new visitor signs up with `code` (registerUser, as the sign-up page does) and gets a token. */
async function signUp(code: string, displayName: string): Promise<TestUser> {
  const email = `ref-${randomUUID().slice(0, 12)}@test.example.com`;
  const password = 'mat-khau-123';
  const answer = await api.call('registerUser', { email, password, displayName, referralCode: code });
  expect(answer.status).toBe(200);
  const uid = (answer.body.result as { uid: string }).uid;
  return { uid, email, password, token: await signIn(email, password) };
}

async function buyAndPay(buyer: TestUser, productId: string, visitorId: string) {
  const answer = await api.call('createProductOrder', { productId, visitorId }, buyer.token);
  const orderId = (answer.body.result as { transactionId: string }).transactionId;
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  expect((await sendTransfer(api, orderId, order.price)).status).toBe(200);
  return orderId;
}

const dashboard = async (user: TestUser, input: unknown = null) => {
  const answer = await api.call('getAffiliateDashboard', input, user.token);
  expect(answer.status).toBe(200);
  return answer.body.result as AffiliateDashboard;
};

describe('getAffiliateDashboard', () => {
  it('answers zeros, the catalogue link and no conversions to a new user', async () => {
    const user = await api.user();
    const code = (await userRow(api, user.uid)).affiliateCode;
    const figures = await dashboard(user, { days: 7 });
    expect(figures).toMatchObject({
      code,
      days: 7,
      links: [{ productId: null, title: 'Toàn bộ chợ sản phẩm', path: `/?ref=${code}` }],
      period: { clicks: 0, signups: 0, orders: 0, conversionRate: 0, commission: 0 },
      commission: { pending: 0, available: 0, paid: 0 },
      recent: [],
    });
    expect(figures.daily).toHaveLength(7);
    expect(figures.daily.at(-1)?.day).toBe(vietnamDay(new Date()));
    expect(figures.daily.every((day) => day.clicks === 0 && day.orders === 0 && day.commission === 0)).toBe(true);
  });

  it('follows a shared link to a click, a sign-up, an order, the commission, its release and its payout', async () => {
    const affiliate = await api.user();
    const admin = await api.user('admin');
    const code = (await userRow(api, affiliate.uid)).affiliateCode;
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, {
      price: 1_000_000,
      commissionRate: 20,
      title: 'Trợ lý Sổ sách',
    });
    // Eight days ago (the test clock: tokens cannot be used in the future, so the story is in the past).
    const t0 = Date.now() - 8 * DAY_MS;
    const v = visitor();
    const { buyer, orderId } = await atTime(t0, async () => {
      await click(code, productId, v);
      const buyer = await signUp(code, 'Nguyễn Văn An');
      return { buyer, orderId: await buyAndPay(buyer, productId, v) };
    });
    const today = vietnamDay(new Date(t0));

    const figures = await atTime(t0 + 60_000, () => dashboard(affiliate));
    expect(figures.period).toEqual({ clicks: 1, signups: 1, orders: 1, conversionRate: 1, commission: 200_000 });
    expect(figures.commission).toEqual({ pending: 200_000, available: 0, paid: 0 });
    expect(figures.daily.find((day) => day.day === today)).toEqual({
      day: today,
      clicks: 1,
      orders: 1,
      commission: 200_000,
    });
    expect(figures.links).toEqual([
      { productId: null, title: 'Toàn bộ chợ sản phẩm', path: `/?ref=${code}` },
      { productId, title: 'Trợ lý Sổ sách', path: `/product/${productId}?ref=${code}` },
    ]);
    expect(figures.recent).toEqual([
      expect.objectContaining({
        orderId,
        title: 'Trợ lý Sổ sách',
        buyer: 'Nguyễn V. A.',
        amount: 1_000_000,
        commission: 200_000,
        status: 'pending',
      }),
    ]);
    // The buyer's full name or e-mail never appears.
    expect(JSON.stringify(figures)).not.toContain(buyer.email);

    // After the hold the commission is available, and paid out through the creators' payout engine.
    const released = await dashboard(affiliate);
    expect(released.commission).toEqual({ pending: 0, available: 200_000, paid: 0 });
    expect(released.recent[0].status).toBe('available');
    const method = await api.call(
      'addPaymentMethod',
      { bankName: 'ACB', accountNumber: '0123456789', accountHolder: 'Nguyen Van Binh' },
      affiliate.token,
    );
    const payout = await api.call(
      'requestPayout',
      { amount: 200_000, paymentMethodId: (method.body.result as { id: string }).id, requestKey: `aff-${v}` },
      affiliate.token,
    );
    expect(payout.status).toBe(200);
    const payoutId = (payout.body.result as { id: string }).id;
    // Requested, not yet sent: neither available nor paid.
    expect((await dashboard(affiliate)).commission).toEqual({ pending: 0, available: 0, paid: 0 });
    const decided = await api.call('markPayoutPaid', { payoutId, reference: 'FT-AFF-1' }, admin.token);
    expect(decided.status).toBe(200);
    expect((await dashboard(affiliate)).commission).toEqual({
      pending: 0,
      available: 0,
      paid: 200_000,
    });
  });

  it('puts each click and paid order on its Vietnam day, either side of midnight there (17:00 UTC)', async () => {
    const affiliate = await api.user();
    const code = (await userRow(api, affiliate.uid)).affiliateCode;
    const productId = await api.addProduct((await api.user('creator')).uid, { price: 200_000, commissionRate: 10 });
    // Vietnam's midnight five days ago: 17:00 UTC the day before.
    const midnight = startOfVietnamDay(new Date(Date.now() - 5 * DAY_MS)).getTime();
    const [before, after] = [midnight - 60_000, midnight + 60_000];
    for (const at of [before, after, after]) {
      await atTime(at, async () => {
        const v = visitor();
        await click(code, productId, v);
        await buyAndPay(await api.user(), productId, v);
      });
    }
    const figures = await dashboard(affiliate, { days: 7 });
    const day = (at: number) => figures.daily.find((point) => point.day === vietnamDay(new Date(at)));
    expect(vietnamDay(new Date(before))).not.toBe(vietnamDay(new Date(after)));
    expect(day(before)).toMatchObject({ clicks: 1, orders: 1, commission: 20_000 });
    expect(day(after)).toMatchObject({ clicks: 2, orders: 2, commission: 40_000 });
    expect(figures.period).toMatchObject({ clicks: 3, orders: 3 });
  });

  it('shows a refunded conversion as reversed and nets the period’s commission', async () => {
    const affiliate = await api.user();
    const code = (await userRow(api, affiliate.uid)).affiliateCode;
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, { price: 300_000, commissionRate: 10 });
    const [v1, v2] = [visitor(), visitor()];
    await click(code, productId, v1);
    await click(code, null, v2);
    await buyAndPay(await api.user(), productId, v1);
    const refunded = await buyAndPay(await api.user(), productId, v2);
    await db().transaction((tx) => postRefund(tx, refunded, new Date()));
    const figures = await dashboard(affiliate);
    expect(figures.period).toMatchObject({ clicks: 2, orders: 2, conversionRate: 1, commission: 30_000 });
    expect(figures.commission).toEqual({ pending: 30_000, available: 0, paid: 0 });
    expect(figures.recent.map((conversion) => [conversion.status, conversion.commission])).toEqual(
      expect.arrayContaining([
        ['reversed', 30_000],
        ['pending', 30_000],
      ]),
    );
  });

  it('counts payouts against a creator’s own earnings first', async () => {
    // A creator who also promotes someone else's product: 900 000 earned, 100 000 commission, 300 000 paid out.
    const creator = await api.user('creator');
    const admin = await api.user('admin');
    const code = (await userRow(api, creator.uid)).affiliateCode;
    const own = await api.addProduct(creator.uid, { price: 1_000_000 });
    const other = await api.addProduct((await api.user('creator')).uid, { price: 500_000, commissionRate: 20 });
    const v = visitor();
    await atTime(Date.now() - 8 * DAY_MS, async () => {
      await click(code, other, v);
      await buyAndPay(await api.user(), other, v);
      await buyAndPay(await api.user(), own, visitor());
    });
    const method = await api.call(
      'addPaymentMethod',
      { bankName: 'ACB', accountNumber: '0123456789', accountHolder: 'Nguyen Van Binh' },
      creator.token,
    );
    const payout = await api.call(
      'requestPayout',
      { amount: 300_000, paymentMethodId: (method.body.result as { id: string }).id, requestKey: `mix-${v}` },
      creator.token,
    );
    const payoutId = (payout.body.result as { id: string }).id;
    expect((await api.call('markPayoutPaid', { payoutId, reference: 'FT2' }, admin.token)).status).toBe(200);
    expect((await dashboard(creator)).commission).toEqual({
      pending: 0,
      available: 100_000,
      paid: 0,
    });
  });
});

describe('listAffiliateProducts', () => {
  const list = async (user: TestUser, input: unknown) => {
    const answer = await api.call('listAffiliateProducts', input, user.token);
    expect(answer.status).toBe(200);
    return answer.body.result as {
      code: string;
      items: AffiliateProduct[];
      total: number;
      page: number;
      pageSize: number;
    };
  };

  it('lists published products that pay commission, searched without diacritics, in the three orders', async () => {
    const user = await api.user();
    const creator = await api.user('creator');
    const marker = `Qzx${randomUUID().slice(0, 6)}`;
    const at = (days: number) => new Date(Date.now() - days * DAY_MS);
    const add = (title: string, price: number, commissionRate: number, salesCount: number, days: number) =>
      api.addProduct(creator.uid, {
        title: `Trợ lý ${title} ${marker}`,
        price,
        commissionRate,
        salesCount,
        createdAt: at(days),
      });
    const a = await add('Một', 1_000_000, 10, 5, 3); // 100 000 a sale
    const b = await add('Hai', 300_000, 50, 1, 2); // 150 000 (fee 30 000 first: the rest is 270 000)
    const c = await add('Ba', 2_000_000, 5, 9, 1); // 100 000, newer than a
    await add('Không hoa hồng', 900_000, 0, 50, 1);
    await api.addProduct(creator.uid, { title: `Nháp ${marker}`, commissionRate: 30, status: 'draft' });

    const query = `tro ly ${marker.toUpperCase()}`;
    const byCommission = await list(user, { query });
    expect(byCommission).toMatchObject({
      code: (await userRow(api, user.uid)).affiliateCode,
      total: 3,
      page: 1,
      pageSize: 12,
    });
    expect(byCommission.items.map((item) => item.id)).toEqual([b, c, a]);
    expect(byCommission.items[0]).toEqual({
      kind: 'product',
      id: b,
      title: `Trợ lý Hai ${marker}`,
      price: 300_000,
      commissionRate: 50,
      commissionPerSale: 150_000,
      creatorName: 'Người dùng creator',
      categoryName: expect.any(String),
      salesCount: 1,
      cover: null,
      createdAt: expect.any(String),
      path: `/product/${b}`,
    });
    expect((await list(user, { query, sort: 'bestselling' })).items.map((item) => item.id)).toEqual([c, a, b]);
    expect((await list(user, { query, sort: 'newest' })).items.map((item) => item.id)).toEqual([c, b, a]);
    expect((await list(user, { query: `${marker} khong co tu nay` })).items).toEqual([]);
  });

  it('offers a product with the cover the catalogue shows for it', async () => {
    const user = await api.user();
    const creator = await api.user('creator');
    const cover = {
      base: 'http://127.0.0.1:5001/media/bia/0123456789abcdef',
      width: 1280,
      height: 720,
      widths: [320, 640],
    };
    const id = await api.addProduct(creator.uid, {
      title: 'Trợ lý có ảnh bìa',
      commissionRate: 20,
      media: { cover, gallery: [], video: null },
    });
    const { items } = await list(user, { query: 'tro ly co anh bia' });
    const offered = items.find((item) => item.id === id);
    expect(offered?.cover).toEqual(cover);
    const answer = await api.call('getProduct', { productId: id });
    expect((answer.body.result as { media: { cover: unknown } }).media.cover).toEqual(offered?.cover);
  });

  it('lists the academy course at the platform’s rate', async () => {
    const user = await api.user();
    const found = await list(user, { query: 'hoc vien nha sang tao' });
    expect(found.items).toContainEqual(
      expect.objectContaining({
        kind: 'course',
        id: ACADEMY_COURSE_ID,
        price: 5_000_000,
        commissionRate: 10,
        commissionPerSale: 500_000,
        path: '/salepage',
      }),
    );
  });

  it('pages every sort completely, with the course once in its place', async () => {
    const user = await api.user();
    const creator = await api.user('creator');
    // Enough products above and below the course's 500 000 a sale to put it in the middle of page 2.
    const mine = new Set<string>();
    for (let index = 0; index < 16; index += 1) {
      const productId = await api.addProduct(creator.uid, {
        price: 5_000_000,
        commissionRate: index < 14 ? 12 + index : 1 + index,
        salesCount: index,
        createdAt: new Date(Date.now() - index * 60_000),
      });
      mine.add(productId);
    }
    for (const sort of ['commission', 'bestselling', 'newest'] as const) {
      const first = await list(user, { sort });
      const pages = Math.ceil(first.total / first.pageSize);
      const items: AffiliateProduct[] = [...first.items];
      for (let page = 2; page <= pages + 1; page += 1) items.push(...(await list(user, { sort, page })).items);
      expect(items).toHaveLength(first.total);
      expect(new Set(items.map((item) => `${item.kind}:${item.id}`)).size).toBe(items.length);
      expect(items.filter((item) => item.kind === 'course')).toHaveLength(1);
      const key = (item: AffiliateProduct) =>
        sort === 'commission'
          ? [item.commissionPerSale, Date.parse(item.createdAt)]
          : sort === 'bestselling'
            ? [item.salesCount, Date.parse(item.createdAt)]
            : [Date.parse(item.createdAt), 0];
      for (let index = 1; index < items.length; index += 1) {
        const [before, after] = [key(items[index - 1]), key(items[index])];
        expect(before[0] > after[0] || (before[0] === after[0] && before[1] >= after[1])).toBe(true);
      }
      if (sort === 'commission') {
        // Among this test's products (other files share the database on PostgreSQL and may add products
        // paying exactly 500 000), every one pays more than the course a sale, so the course comes after them.
        const ours = items.filter((item) => item.kind === 'course' || mine.has(item.id));
        expect(ours).toHaveLength(17);
        expect(ours.findIndex((item) => item.kind === 'course')).toBe(16);
        expect(ours[15].commissionPerSale).toBeGreaterThan(500_000);
      }
    }
  });
});
