// The creator dashboard, from the ledger: periods and daily series in Vietnam days, refunds, masked buyers,
// agreement with getPayoutOverview.
import type { CreatorDashboard, PayoutOverview } from '@app/shared/contracts/ledger';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DAY_MS, postRefund } from '../../domain/ledger';
import { atTime } from '../../../test/clock';
import type { TestUser } from '../../../test/harness';
import { useApi } from '../../../test/suite';
import { buy, WEBHOOK_KEY } from '../../../test/ledger';
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
    expect(figures.balance).toEqual({ pending: 0, available: 270_000, requested: 0, paidOut: 0, owed: 0 });
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
