// The creator dashboard and the monthly statement, both from the ledger: periods and daily series in Vietnam
// days, refunds, masked buyers, agreement with getPayoutOverview; statement month boundaries in UTC+7.
import type { CreatorDashboard, LedgerStatement, PayoutOverview } from '@app/shared/contracts/ledger';
import { eq } from 'drizzle-orm';
import { transactions, users } from '../../db/schema';
import { DAY_MS, postRefund, postSale } from '../../domain/ledger';
import { atTime } from '../../../test/clock';
import type { TestUser } from '../../../test/harness';
import { useApi } from '../../../test/suite';
import { bankAccount, buy, contextFor, dbUser, paidOrder, WEBHOOK_KEY } from '../../../test/ledger';
import { markPayoutFailed, markPayoutPaid } from './admin-payouts';
import { requestPayout } from './payouts';
import { vietnamDay } from '@app/shared/time/vietnam';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const db = () => api.app.database.db;

const dashboard = async (user: TestUser, input: unknown = null) =>
  (await api.call('getCreatorDashboard', input, user.token)).body.result as CreatorDashboard;

describe('getCreatorDashboard', () => {
  it('derives every figure from the ledger and agrees with getPayoutOverview to the đồng', async () => {
    const creator = await api.user('creator');
    const a = await api.addProduct(creator.uid, { price: 100_000, title: 'Trợ lý A' });
    const b = await api.addProduct(creator.uid, { price: 200_000, title: 'Trợ lý B' });
    await api.addProduct(creator.uid, { status: 'draft' });
    const now = Date.now();
    const old = await atTime(now - 40 * DAY_MS, async () => buy(api, a, await api.user()));
    const emailOnly = await api.user();
    await db().update(users).set({ displayName: null }).where(eq(users.uid, emailOnly.uid));
    await atTime(now - 10 * DAY_MS, async () => buy(api, b, emailOnly));
    const recent = await atTime(now - 2 * DAY_MS, async () => buy(api, a, await api.user()));
    // Refunded inside its hold: the earning leaves pending again.
    await db().transaction((tx) => postRefund(tx, recent, new Date(now - DAY_MS)));

    const figures = await dashboard(creator);
    expect(figures.days).toBe(30);
    expect(figures).toMatchObject({ productCount: 3, publishedCount: 2 });
    expect(figures.totals).toEqual({ gross: 400_000, count: 3, net: 270_000 });
    expect(figures.current).toEqual({ gross: 300_000, count: 2, net: 180_000 });
    expect(figures.previous).toEqual({ gross: 100_000, count: 1, net: 90_000 });
    const overview = (await api.call('getPayoutOverview', null, creator.token)).body.result as PayoutOverview;
    expect(figures.balance).toEqual(overview.balance);
    expect(figures.balance).toEqual({ pending: 0, available: 270_000, requested: 0, paidOut: 0 });
    const { pending, available, requested, paidOut } = figures.balance;
    expect(pending + available + requested + paidOut).toBe(figures.totals.net);

    expect(figures.daily).toHaveLength(30);
    expect(figures.daily.at(-1)?.day).toBe(vietnamDay(new Date(now)));
    expect(figures.daily.filter((day) => day.count === 0)).toHaveLength(28);
    expect(figures.daily.find((day) => day.day === vietnamDay(new Date(now - 10 * DAY_MS)))).toMatchObject({
      gross: 200_000,
      count: 1,
      net: 180_000,
    });
    expect(figures.daily.reduce((sum, day) => sum + day.gross, 0)).toBe(figures.current.gross);
    expect(figures.daily.reduce((sum, day) => sum + day.net, 0)).toBe(figures.current.net);

    expect(figures.topProducts).toEqual([
      { productId: b, title: 'Trợ lý B', count: 1, gross: 200_000, net: 180_000 },
      { productId: a, title: 'Trợ lý A', count: 1, gross: 100_000, net: 0 },
    ]);
    expect(figures.recentSales.map((sale) => [sale.orderId, sale.status, sale.net, sale.buyer])).toEqual([
      [recent, 'refunded', 0, 'Người D. B.'],
      [expect.any(String), 'available', 180_000, `b***@test.example.com`],
      [old, 'available', 90_000, 'Người D. B.'],
    ]);

    const week = await dashboard(creator, { days: 7 });
    expect(week.daily).toHaveLength(7);
    expect(week.current).toEqual({ gross: 100_000, count: 1, net: 0 });
    expect(week.previous).toEqual({ gross: 200_000, count: 1, net: 180_000 });
  });

  it('shows a fresh sale as pending until its hold ends, with the day it becomes available', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, { price: 150_000 });
    const at = Date.now() - 60_000;
    const orderId = await atTime(at, async () => buy(api, productId, await api.user()));
    const [sale] = (await dashboard(creator)).recentSales;
    expect(sale).toMatchObject({ orderId, status: 'pending', price: 150_000, net: 135_000 });
    expect(sale.availableAt).toBe(new Date(at + 7 * DAY_MS).toISOString());
    expect((await dashboard(creator)).balance).toMatchObject({ pending: 135_000, available: 0 });
  });

  it('is for creators only and checks its input', async () => {
    const buyer = await api.user();
    expect((await api.call('getCreatorDashboard', null, buyer.token)).status).toBe(403);
    const creator = await api.user('creator');
    const bad = await api.call('getCreatorDashboard', { days: 14 }, creator.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('Khoảng thời gian không hợp lệ.');
    const empty = await dashboard(creator);
    expect(empty.totals).toEqual({ gross: 0, net: 0, count: 0 });
    expect(empty.daily.every((day) => day.gross === 0 && day.count === 0 && day.net === 0)).toBe(true);
    expect(empty.recentSales).toEqual([]);
  });
});

describe('getLedgerStatement', () => {
  it('cuts months at midnight Vietnam time; opening + lines = closing, month after month', async () => {
    const creator = await api.user('creator');
    const admin = await dbUser(api, ['admin']);
    const sell = async (price: number, iso: string) => {
      const at = new Date(iso);
      const order = await paidOrder(api, creator.uid, price, at);
      await db().transaction((tx) => postSale(tx, { order, amountReceived: price, at, holdDays: 7 }));
      return order.id;
    };
    const lastOfJune = await sell(100_000, '2025-06-30T16:59:59.999Z'); // 23:59:59.999 on 30 June in Hà Nội
    const firstOfJuly = await sell(100_000, '2025-06-30T17:00:00.000Z'); // 00:00 on 1 July in Hà Nội
    await sell(300_000, '2025-07-10T03:00:00Z');
    const method = await bankAccount(api, creator.uid);
    const ctx = contextFor(api, creator.uid);
    const first = await atTime(Date.parse('2025-07-20T03:00:00Z'), () =>
      requestPayout({ amount: 200_000, paymentMethodId: method, requestKey: 'statement-1' }, ctx),
    );
    await atTime(Date.parse('2025-07-21T03:00:00Z'), () =>
      markPayoutPaid({ payoutId: first.id, reference: 'FT-JULY' }, contextFor(api, admin)),
    );
    const second = await atTime(Date.parse('2025-07-22T03:00:00Z'), () =>
      requestPayout({ amount: 200_000, paymentMethodId: method, requestKey: 'statement-2' }, ctx),
    );
    await atTime(Date.parse('2025-08-02T03:00:00Z'), () =>
      markPayoutFailed({ payoutId: second.id, reason: 'Sai tên chủ tài khoản' }, contextFor(api, admin)),
    );

    const month = async (value: string) =>
      (await api.call('getLedgerStatement', { month: value }, creator.token)).body.result as LedgerStatement;
    const june = await month('2025-06');
    expect(june).toMatchObject({ month: '2025-06', openingBalance: 0, closingBalance: 90_000 });
    expect(june.lines.map((line) => [line.kind, line.orderId, line.amount])).toEqual([['sale', lastOfJune, 90_000]]);
    expect(june.lines[0].availableAt).toBe('2025-07-07T16:59:59.999Z');
    expect(june.lines[0].description).toMatch(/^Bán “Sản phẩm /);

    const july = await month('2025-07');
    expect(july.openingBalance).toBe(90_000);
    expect(july.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['sale', 90_000],
      ['sale', 270_000],
      ['payout_requested', 0],
      ['payout_paid', -200_000],
      ['payout_requested', 0],
    ]);
    expect(july.lines[0].orderId).toBe(firstOfJuly);
    expect(july.lines[3]).toMatchObject({ payoutId: first.id });
    expect(july.lines[3].description).toContain('FT-JULY');
    expect(july.lines[3].description).toContain('••••••6789');
    expect(july.closingBalance).toBe(july.openingBalance + july.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(july.closingBalance).toBe(250_000);

    const august = await month('2025-08');
    expect(august.openingBalance).toBe(250_000);
    expect(august.lines.map((line) => [line.kind, line.amount])).toEqual([['payout_failed', 0]]);
    expect(august.lines[0].description).toContain('Sai tên chủ tài khoản');
    expect(august.closingBalance).toBe(250_000);
    // After August: 250 000 available again (the failed payout came back), nothing requested.
    const overview = (await api.call('getPayoutOverview', null, creator.token)).body.result as PayoutOverview;
    expect(overview.balance).toEqual({ pending: 0, available: 250_000, requested: 0, paidOut: 200_000 });

    const stranger = await api.user();
    const theirs = (await api.call('getLedgerStatement', { month: '2025-07' }, stranger.token)).body
      .result as LedgerStatement;
    expect(theirs).toEqual({ month: '2025-07', openingBalance: 0, closingBalance: 0, lines: [] });
    const invalid = await api.call('getLedgerStatement', { month: '2025-13' }, creator.token);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.message).toBe('Tháng không hợp lệ.');
  });

  it('lists a refund as money taken back', async () => {
    const creator = await api.user('creator');
    const at = new Date('2025-03-05T03:00:00Z');
    const order = await paidOrder(api, creator.uid, 100_000, at);
    await db().transaction((tx) => postSale(tx, { order, amountReceived: 100_000, at, holdDays: 7 }));
    await db().transaction((tx) => postRefund(tx, order.id, new Date('2025-03-06T03:00:00Z')));
    const march = (await api.call('getLedgerStatement', { month: '2025-03' }, creator.token)).body
      .result as LedgerStatement;
    expect(march.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['sale', 90_000],
      ['refund', -90_000],
    ]);
    expect(march.closingBalance).toBe(0);
    const [row] = await db().select().from(transactions).where(eq(transactions.id, order.id));
    expect(march.lines[1].description).toBe(`Hoàn tiền đơn “${row.productTitle}”`);
  });
});
