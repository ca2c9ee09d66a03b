// /admin: the platform's figures agree with what creators see (same ledger, same Vietnam days), periods are
// separated by the test clock, refunds and conversion are counted, and the queues count what waits.
import type { AdminDashboard } from '@app/shared/contracts/admin';
import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { splitSale } from '@app/shared/money/split';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bankTransfers, refundRequests, orders } from '../../db/schema';
import { DAY_MS, postRefund, postSale } from '../../domain/ledger';
import { atTime } from '../../../test/clock';
import { addCourse } from '../../../test/academy';
import type { TestUser } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';
import { bankAccount, buy, contextFor, dbUser, paidOrder, sendTransfer, WEBHOOK_KEY } from '../../../test/ledger';
import { getCreatorDashboard } from '../creator-dashboard/dashboard';
import { requestPayout } from '../ledger/payouts';
import { vietnamDay } from '@app/shared/time/vietnam';
import { getAdminDashboard } from './dashboard';

// The dashboard counts the whole platform: on PostgreSQL it gets a database no other test file writes to.
const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY }, { ownDatabase: true });
const admin = useUser(api, 'admin');
const db = () => api.app.database.db;

/** The dashboard as it is at `at` (the test clock), straight from the handler. */
const dashboardAt = (at: number, days: 7 | 30 | 90 = 30) =>
  atTime(at, async () => (await getAdminDashboard({ days }, contextFor(api, admin.uid))) as AdminDashboard);
const creatorDashboardAt = (at: number, uid: string) =>
  atTime(at, async () => (await getCreatorDashboard({ days: 30 }, contextFor(api, uid))) as CreatorDashboard);

/** A course order paid through the webhook at the current (test) time. */
async function buyCourse(courseId: string, buyer: TestUser): Promise<string> {
  const answer = await api.call('createCourseOrder', { courseId }, buyer.token);
  const orderId = (answer.body.result as { orderId: string }).orderId;
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  expect((await sendTransfer(api, orderId, order.price)).status).toBe(200);
  return orderId;
}

const minus = (after: AdminDashboard['current'], before: AdminDashboard['current']) => ({
  revenue: after.revenue - before.revenue,
  platformRevenue: after.platformRevenue - before.platformRevenue,
  refunded: after.refunded - before.refunded,
  orders: after.orders - before.orders,
  created: after.created - before.created,
  createdPaid: after.createdPaid - before.createdPaid,
});

describe('getAdminDashboard', () => {
  it('agrees with the creators’ dashboards; refunds, conversion and the previous period counted apart', async () => {
    // A quiet stretch of the past, well before the seed's orders: only this test's sales fall in it.
    const anchor = Date.now() - 300 * DAY_MS;
    const before = await dashboardAt(anchor);
    const weekBefore = await dashboardAt(anchor, 7);
    const [one, two] = [await api.user('creator'), await api.user('creator')];
    const a = await api.addProduct(one.uid, { price: 100_000 });
    const b = await api.addProduct(two.uid, { price: 200_000 });
    const course = await addCourse(api, { price: 1_000_000 });

    await atTime(anchor - 40 * DAY_MS, async () => buy(api, a, await api.user()));
    const refunded = await atTime(anchor - 5 * DAY_MS, async () => buy(api, b, await api.user()));
    await atTime(anchor - 2 * DAY_MS, async () => buy(api, a, await api.user()));
    await atTime(anchor - 3 * DAY_MS, async () => buyCourse(course.courseId, await api.user()));
    await db().transaction((tx) => postRefund(tx, refunded, new Date(anchor - DAY_MS)));
    // An order made in the period and never paid: created, not converted.
    await atTime(anchor - DAY_MS, async () =>
      api.call('createProductOrder', { productId: b }, (await api.user()).token),
    );
    const after = await dashboardAt(anchor);

    const fee = (price: number) => splitSale(price, api.config.fees.feeBps, 0).fee;
    expect(minus(after.current, before.current)).toEqual({
      revenue: 100_000 + 200_000 + 1_000_000,
      platformRevenue: fee(100_000) + fee(200_000) + 1_000_000,
      refunded: 200_000,
      orders: 3,
      created: 4,
      createdPaid: 3,
    });
    expect(minus(after.previous, before.previous)).toEqual({
      revenue: 100_000,
      platformRevenue: fee(100_000),
      refunded: 0,
      orders: 1,
      created: 1,
      createdPaid: 1,
    });

    // What the two creators see of the same period: the admin's revenue less the academy's sale.
    const gross = (await creatorDashboardAt(anchor, one.uid)).current.gross;
    const gross2 = (await creatorDashboardAt(anchor, two.uid)).current.gross;
    expect(gross + gross2).toBe(after.current.revenue - before.current.revenue - 1_000_000);

    // One point per Vietnam day, the anchor's day last, zero days included; the points add up.
    expect(after.days).toBe(30);
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)?.day).toBe(vietnamDay(new Date(anchor)));
    const delta = after.daily.map((point, index) => ({
      day: point.day,
      revenue: point.revenue - before.daily[index].revenue,
      orders: point.orders - before.daily[index].orders,
    }));
    expect(delta.filter((point) => point.orders > 0)).toEqual([
      { day: vietnamDay(new Date(anchor - 5 * DAY_MS)), revenue: 200_000, orders: 1 },
      { day: vietnamDay(new Date(anchor - 3 * DAY_MS)), revenue: 1_000_000, orders: 1 },
      { day: vietnamDay(new Date(anchor - 2 * DAY_MS)), revenue: 100_000, orders: 1 },
    ]);
    expect(after.daily.reduce((sum, point) => sum + point.revenue, 0)).toBe(after.current.revenue);

    // A week: the three sales of its last seven days; the one forty days back is in neither week.
    const week = await dashboardAt(anchor, 7);
    expect(week.daily).toHaveLength(7);
    expect(minus(week.current, weekBefore.current)).toMatchObject({ revenue: 1_300_000, orders: 3, refunded: 200_000 });
    expect(minus(week.previous, weekBefore.previous)).toMatchObject({ revenue: 0, orders: 0 });
  });

  it('counts the people, the catalogue and what waits in each queue', async () => {
    const at = Date.now();
    const before = await dashboardAt(at);
    const creator = await api.user('creator');
    const buyer = await api.user();
    await api.addProduct(creator.uid, { status: 'pending' });
    const live = await api.addProduct(creator.uid, { price: 50_000 });
    await api.call(
      'submitCreatorApplication',
      { displayName: 'Hà', expertise: 'Y khoa', bio: 'Bác sĩ.', sampleIdea: 'Trợ lý.' },
      buyer.token,
    );
    // Transfers: one that matched nothing, one that paid too much; one settled and one ignored do not wait.
    const stray = 900_000_000 + Math.floor(Math.random() * 1e6);
    await sendTransfer(api, `KHONGCO${stray}`.slice(0, 20), 10_000, stray);
    const overpaid = await buy(api, live, buyer, 60_000);
    const settled = 910_000_000 + Math.floor(Math.random() * 1e6);
    await sendTransfer(api, 'KHONGCOGI', 20_000, settled);
    await db()
      .update(bankTransfers)
      .set({ resolvedAt: new Date() })
      .where(eq(bankTransfers.providerId, String(settled)));
    const ignored = 920_000_000 + Math.floor(Math.random() * 1e6);
    await sendTransfer(api, 'KHONGCOGI', 30_000, ignored);
    await db()
      .update(bankTransfers)
      .set({ status: 'ignored' })
      .where(eq(bankTransfers.providerId, String(ignored)));
    // Refund requests: pending and approved wait (an approved one must still be sent); rejected does not.
    const request = async (status: 'pending' | 'approved' | 'rejected') => {
      const product = await api.addProduct(creator.uid, { price: 10_000 });
      const orderId = await buy(api, product, await api.user());
      await db().insert(refundRequests).values({
        id: randomUUID(),
        kind: 'product',
        userId: buyer.uid,
        productId: product,
        orderId,
        amount: 10_000,
        reason: 'Không dùng được.',
        status,
      });
    };
    await request('pending');
    await request('approved');
    await request('rejected');
    // A payout request.
    const payee = await dbUser(api, ['creator']);
    const earnedAt = new Date(at - 10 * DAY_MS);
    const order = await paidOrder(api, payee, 300_000, earnedAt);
    await db().transaction((tx) => postSale(tx, { order, amountReceived: 300_000, at: earnedAt, holdDays: 7 }));
    const method = await bankAccount(api, payee);
    await requestPayout({ amount: 200_000, paymentMethodId: method, requestKey: 'dash' }, contextFor(api, payee));
    await api.call('suspendUser', { uid: buyer.uid, reason: 'Thử.' }, admin.token);

    const after = await dashboardAt(at);
    expect({
      users: after.users - before.users,
      creators: after.creators - before.creators,
      suspendedUsers: after.suspendedUsers - before.suspendedUsers,
      publishedProducts: after.publishedProducts - before.publishedProducts,
      pendingProducts: after.pendingProducts - before.pendingProducts,
      queues: {
        products: after.queues.products - before.queues.products,
        applications: after.queues.applications - before.queues.applications,
        transfers: after.queues.transfers - before.queues.transfers,
        refunds: after.queues.refunds - before.queues.refunds,
        payouts: after.queues.payouts - before.queues.payouts,
        reviews: after.queues.reviews - before.queues.reviews,
      },
    }).toEqual({
      // creator, buyer, the three refund buyers, the payee and the payout order's buyer.
      users: 7,
      creators: 2,
      suspendedUsers: 1,
      // The live product, the three sold for refunds and the payee's.
      publishedProducts: 5,
      pendingProducts: 1,
      queues: { products: 1, applications: 1, transfers: 2, refunds: 2, payouts: 1, reviews: 0 },
    });
    expect(overpaid).toEqual(expect.any(String));
  });

  it('getAdminStats counts paid orders and their revenue as the orders themselves do, after sales and a refund', async () => {
    /** The figures recomputed from every order: what the stored sales less the refunded orders must equal. */
    const recomputed = async () => {
      const rows = await db().select({ status: orders.status, price: orders.price }).from(orders);
      const paid = rows.filter((row) => row.status === 'paid');
      return { paidTransactions: paid.length, revenue: paid.reduce((sum, row) => sum + row.price, 0) };
    };
    const stats = async () => {
      const answer = await api.call('getAdminStats', null, admin.token);
      expect(answer.status).toBe(200);
      const { paidTransactions, revenue } = answer.body.result as { paidTransactions: number; revenue: number };
      return { paidTransactions, revenue };
    };
    expect(await stats()).toEqual(await recomputed());
    const seller = await api.user('creator');
    const productId = await api.addProduct(seller.uid, { price: 370_000 });
    const kept = await buy(api, productId, await api.user());
    const refunded = await buy(api, productId, await api.user());
    // Overpaid: the excess is owed back, the order's price is what it earned.
    await buy(api, productId, await api.user(), 400_000);
    const paidBefore = await stats();
    await db().transaction(async (tx) => {
      await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded));
      expect(await postRefund(tx, refunded, new Date())).toEqual({ kind: 'posted' });
    });
    const after = await stats();
    expect(after).toEqual(await recomputed());
    expect(after).toEqual({
      paidTransactions: paidBefore.paidTransactions - 1,
      revenue: paidBefore.revenue - 370_000,
    });
    expect(kept).not.toBe(refunded);
  });

  it('is for admins only and checks its period', async () => {
    const creator = await api.user('creator');
    expect((await api.call('getAdminDashboard', null, creator.token)).status).toBe(403);
    const bad = await api.call('getAdminDashboard', { days: 14 }, admin.token);
    expect([bad.status, bad.body.error?.message]).toEqual([400, 'Khoảng thời gian không hợp lệ.']);
    const answer = await api.call('getAdminDashboard', { days: 90 }, admin.token);
    expect(answer.status).toBe(200);
    expect((answer.body.result as AdminDashboard).daily).toHaveLength(90);
  });
});
