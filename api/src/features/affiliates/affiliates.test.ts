// Affiliates over HTTP against a real database, at chosen instants (test clock, never sleeps): clicks and their
// deduplication, which affiliate an order is credited to, and the commission on the ledger — at the rate of
// the purchase, reversed on refund without driving anyone's balance below zero.
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { affiliateClicks, products, orders, users } from '../../db/schema';
import { DAY_MS, postRefund } from '../../domain/ledger';
import { balanceOf } from '../../domain/balances';
import { markPayoutPaid } from '../ledger/admin-payouts';
import { requestPayout } from '../ledger/payouts';
import { atTime } from '../../../test/clock';
import { userRow, type TestUser } from '../../../test/harness';
import { useApi } from '../../../test/suite';
import {
  bankAccount,
  contextFor,
  linesOf,
  nextTransferId,
  sendTransfer,
  unbalancedEntries,
  WEBHOOK_KEY,
} from '../../../test/ledger';
import { recordAffiliateClick } from './clicks';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const HOUR = 60 * 60 * 1000;
/** 10:00 in Hà Nội on 5 March 2025. */
const T0 = Date.parse('2025-03-05T03:00:00Z');

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });

const db = () => api.app.database.db;
const visitor = () => `v-${randomUUID()}`;
const codeOf = async (user: TestUser) => (await userRow(api, user.uid)).affiliateCode;

async function click(
  code: string,
  input: { productId?: string | null; visitorId: string; token?: string; userAgent?: string },
): Promise<{ status: number; counted?: boolean }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  headers['user-agent'] = input.userAgent ?? BROWSER;
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  const answer = await api.post(`/${api.config.projectId}/asia-southeast1/recordAffiliateClick`, {
    headers,
    body: JSON.stringify({ data: { code, productId: input.productId, visitorId: input.visitorId } }),
  });
  return { status: answer.status, counted: (answer.body.result as { counted?: boolean } | undefined)?.counted };
}
const clickAt = (at: number, code: string, input: Parameters<typeof click>[1]) => atTime(at, () => click(code, input));

/** Opens an order (product or the academy course) for `buyer`; answers its row. */
async function order(
  buyer: TestUser,
  target: { productId: string } | { courseId: string },
  extra: { visitorId?: string; referralCode?: string } = {},
) {
  const answer =
    'productId' in target
      ? await api.call('createProductOrder', { ...target, ...extra }, buyer.token)
      : await api.call('createCourseOrder', { ...target, ...extra }, buyer.token);
  expect(answer.status).toBe(200);
  const result = answer.body.result as { transactionId?: string; orderId?: string };
  const id = (result.transactionId ?? result.orderId) as string;
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row;
}
async function pay(orderId: string, price: number) {
  const answer = await sendTransfer(api, orderId, price);
  expect(answer.status).toBe(200);
}

async function setup(rate = 20, price = 1_000_000) {
  const creator = await api.user('creator');
  const productId = await api.addProduct(creator.uid, { price, commissionRate: rate });
  return { creator, productId };
}

describe('recordAffiliateClick', () => {
  it('counts a visitor once per product (or the catalogue) and Vietnam day', async () => {
    const affiliate = await api.user();
    const code = await codeOf(affiliate);
    const { productId } = await setup();
    const v = visitor();
    // 23:30 and 23:59 in Hà Nội are the same day; 00:01 is the next.
    const late = Date.parse('2025-03-05T16:30:00Z');
    expect(await clickAt(late, code, { productId, visitorId: v })).toEqual({ status: 200, counted: true });
    expect(await clickAt(late + 29 * 60_000, code, { productId, visitorId: v })).toEqual({
      status: 200,
      counted: false,
    });
    expect((await clickAt(late, code.toLowerCase(), { productId, visitorId: v })).counted).toBe(false);
    expect((await clickAt(late, code, { visitorId: v })).counted).toBe(true);
    expect((await clickAt(late, code, { productId: null, visitorId: v })).counted).toBe(false);
    expect((await clickAt(late + 31 * 60_000, code, { productId, visitorId: v })).counted).toBe(true);
    expect((await clickAt(late, code, { productId, visitorId: visitor() })).counted).toBe(true);

    const rows = await db().select().from(affiliateClicks).where(eq(affiliateClicks.visitorId, v));
    expect(rows.map((row) => [row.productId, row.day, row.userId]).sort()).toEqual(
      [
        [productId, '2025-03-05', null],
        [null, '2025-03-05', null],
        [productId, '2025-03-06', null],
      ].sort(),
    );
    expect(rows.every((row) => row.affiliateId === affiliate.uid)).toBe(true);
  });

  it('counts the same click once under concurrent calls', async () => {
    const code = await codeOf(await api.user());
    const v = visitor();
    const answers = await Promise.all(Array.from({ length: 5 }, () => click(code, { visitorId: v })));
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1);
  });

  it('never fails a visitor: unknown or malformed codes, bad visitor ids, hidden products count nothing', async () => {
    const code = await codeOf(await api.user());
    const { creator } = await setup();
    const draft = await api.addProduct(creator.uid, { status: 'draft', commissionRate: 10 });
    const cases: Parameters<typeof click>[] = [
      ['KHONGCO99', { visitorId: visitor() }],
      ['mã giới thiệu', { visitorId: visitor() }],
      ['', { visitorId: visitor() }],
      [code, { visitorId: 'short' }],
      [code, { visitorId: 'có dấu-1234567' }],
      [code, { productId: 'khong-ton-tai', visitorId: visitor() }],
      [code, { productId: draft, visitorId: visitor() }],
    ];
    for (const [given, input] of cases) expect(await click(given, input)).toEqual({ status: 200, counted: false });
  });

  it('does not count bots or the affiliate’s own visits; a signed-in visitor is named', async () => {
    const affiliate = await api.user();
    const code = await codeOf(affiliate);
    const { productId } = await setup();
    for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'node']) {
      expect(await click(code, { productId, visitorId: visitor(), userAgent })).toEqual({
        status: 200,
        counted: false,
      });
    }
    // No User-Agent at all.
    expect(await recordAffiliateClick({ code, visitorId: visitor() }, contextFor(api, null))).toEqual({
      counted: false,
    });
    expect((await click(code, { productId, visitorId: visitor(), token: affiliate.token })).counted).toBe(false);

    const friend = await api.user();
    const v = visitor();
    expect((await click(code, { productId, visitorId: v, token: friend.token })).counted).toBe(true);
    const [row] = await db().select().from(affiliateClicks).where(eq(affiliateClicks.visitorId, v));
    expect(row).toMatchObject({ affiliateId: affiliate.uid, userId: friend.uid, productId });
  });
});

describe('attribution of an order', () => {
  it('credits the last click of the visitor within 30 days (last click wins)', async () => {
    const [first, second] = [await api.user(), await api.user()];
    const { productId } = await setup();
    const buyer = await api.user();
    const v = visitor();
    await clickAt(T0, await codeOf(first), { productId, visitorId: v });
    await clickAt(T0 + DAY_MS, await codeOf(second), { visitorId: v });
    const row = await atTime(T0 + 2 * DAY_MS, () =>
      order(buyer, { productId }, { visitorId: v, referralCode: 'KHONGCO99' }),
    );
    expect(row).toMatchObject({ affiliateId: second.uid, commissionRate: 20, referralCode: null });
  });

  it('keeps the code the browser sent when it is the credited affiliate’s; finds the buyer’s clicks by account', async () => {
    const affiliate = await api.user();
    const code = await codeOf(affiliate);
    const { productId } = await setup();
    const buyer = await api.user();
    // Clicked signed in on a phone, buys on a laptop (another visitor id).
    await clickAt(T0, code, { productId, visitorId: visitor(), token: buyer.token });
    const row = await atTime(T0 + HOUR, () =>
      order(buyer, { productId }, { visitorId: visitor(), referralCode: code.toLowerCase() }),
    );
    expect(row).toMatchObject({ affiliateId: affiliate.uid, referralCode: code });
  });

  it('forgets a click after 30 days', async () => {
    const affiliate = await api.user();
    const code = await codeOf(affiliate);
    const { productId } = await setup();
    const [inside, outside] = [await api.user(), await api.user()];
    const [v1, v2] = [visitor(), visitor()];
    await clickAt(T0, code, { productId, visitorId: v1 });
    await clickAt(T0, code, { productId, visitorId: v2 });
    const kept = await atTime(T0 + 30 * DAY_MS - 1_000, () => order(inside, { productId }, { visitorId: v1 }));
    const lost = await atTime(T0 + 31 * DAY_MS, () => order(outside, { productId }, { visitorId: v2 }));
    expect(kept.affiliateId).toBe(affiliate.uid);
    expect(lost.affiliateId).toBeNull();
  });

  it('never credits a code the browser merely sends', async () => {
    const affiliate = await api.user();
    const { productId } = await setup();
    const row = await order(await api.user(), { productId }, { referralCode: await codeOf(affiliate) });
    expect(row).toMatchObject({ affiliateId: null, referralCode: null });
  });

  it('credits the sign-up code during the buyer’s first 30 days only; a later click wins over it', async () => {
    const referrer = await api.user();
    const clicker = await api.user();
    const { productId } = await setup();
    const referred = async (ageDays: number) => {
      const buyer = await api.user();
      await db()
        .update(users)
        .set({ referredBy: (await codeOf(referrer)).toLowerCase(), createdAt: new Date(T0 - ageDays * DAY_MS) })
        .where(eq(users.uid, buyer.uid));
      return buyer;
    };
    const young = await atTime(T0, async () => order(await referred(29), { productId }));
    expect(young.affiliateId).toBe(referrer.uid);
    const old = await atTime(T0, async () => order(await referred(31), { productId }));
    expect(old.affiliateId).toBeNull();
    const v = visitor();
    await clickAt(T0 - DAY_MS, await codeOf(clicker), { visitorId: v });
    const clicked = await atTime(T0, async () => order(await referred(1), { productId }, { visitorId: v }));
    expect(clicked.affiliateId).toBe(clicker.uid);
  });

  it('refuses self-referral: the buyer’s own code, the creator’s own product', async () => {
    const buyer = await api.user();
    const other = await api.user();
    const { creator, productId } = await setup();
    // The buyer clicked their own link signed out, then bought: nobody is credited.
    const v = visitor();
    expect((await clickAt(T0, await codeOf(buyer), { productId, visitorId: v })).counted).toBe(true);
    expect((await atTime(T0 + HOUR, () => order(buyer, { productId }, { visitorId: v }))).affiliateId).toBeNull();

    // The creator's link to their own product never earns: the click before it counts.
    const customer = await api.user();
    const w = visitor();
    await clickAt(T0, await codeOf(other), { productId, visitorId: w });
    expect((await clickAt(T0 + HOUR, await codeOf(creator), { productId, visitorId: w })).counted).toBe(true);
    const row = await atTime(T0 + 2 * HOUR, () => order(customer, { productId }, { visitorId: w }));
    expect(row.affiliateId).toBe(other.uid);

    // Signed up with the creator's code, buys the creator's product: nobody.
    const fan = await api.user();
    await db()
      .update(users)
      .set({ referredBy: await codeOf(creator) })
      .where(eq(users.uid, fan.uid));
    expect((await order(fan, { productId })).affiliateId).toBeNull();
  });
});

describe('self-referral through a second account', () => {
  /** The order credits nobody, names the refused affiliate and why; once paid (twice), no line is theirs. */
  async function expectNoCommission(row: typeof orders.$inferSelect, reason: string, affiliateId: string, at: number) {
    expect(row).toMatchObject({
      affiliateId: null,
      referralCode: null,
      selfReferral: reason,
      selfReferralAffiliateId: affiliateId,
    });
    // The bank retries its notification: one sale.
    const transfer = nextTransferId();
    for (let i = 0; i < 2; i += 1) {
      expect((await atTime(at, () => sendTransfer(api, row.id, 1_000_000, transfer))).status).toBe(200);
    }
    const sale = await linesOf(api, row.id, 'sale');
    expect(sale.filter((line) => line.userId === affiliateId)).toEqual([]);
    return sale;
  }

  it('pays no commission when the affiliate used the buyer’s browser, flags the order once, and credits a stranger', async () => {
    const affiliate = await api.user();
    const code = await codeOf(affiliate);
    const { creator, productId } = await setup(50);
    const v = visitor();
    // The affiliate opens their own link signed in (never counted, but seen), then a second account buys there.
    expect((await clickAt(T0, code, { productId, visitorId: v, token: affiliate.token })).counted).toBe(false);
    expect((await clickAt(T0 + HOUR, code, { productId, visitorId: v })).counted).toBe(true);
    const second = await api.user();
    const row = await atTime(T0 + 2 * HOUR, () => order(second, { productId }, { visitorId: v, referralCode: code }));
    // A retried call answers the same open order: one order, flagged once.
    expect((await atTime(T0 + 2 * HOUR, () => order(second, { productId }, { visitorId: v }))).id).toBe(row.id);
    expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.buyerId, second.uid))).toHaveLength(1);
    // Paid: the commission stays in the creator's share, as on an order nobody referred.
    const sale = await expectNoCommission(row, 'shared-visitor', affiliate.uid, T0 + 3 * HOUR);
    expect(sale.filter((line) => line.account === 'payable')).toEqual([
      expect.objectContaining({ userId: creator.uid, amount: -900_000 }),
    ]);
    expect(await unbalancedEntries(api, [creator.uid, affiliate.uid])).toEqual([]);
    // Flagged where admins look at the buyer's orders.
    const admin = await api.user('admin');
    const detail = await api.call('getAdminUser', { uid: second.uid }, admin.token);
    expect((detail.body.result as { orders: unknown[] }).orders).toEqual([
      expect.objectContaining({ id: row.id, selfReferral: 'shared-visitor', selfReferralAffiliateId: affiliate.uid }),
    ]);

    // A stranger in another browser through the same link is credited as usual, and paid the commission.
    const w = visitor();
    await clickAt(T0, code, { productId, visitorId: w });
    const fair = await atTime(T0 + HOUR, async () => order(await api.user(), { productId }, { visitorId: w }));
    expect(fair).toMatchObject({ affiliateId: affiliate.uid, selfReferral: null, selfReferralAffiliateId: null });
    await atTime(T0 + 2 * HOUR, () => pay(fair.id, 1_000_000));
    expect(await linesOf(api, fair.id, 'sale')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: affiliate.uid, amount: -500_000, role: 'commission' }),
      ]),
    );
  });

  it('pays no commission when the two accounts are paid to the same bank account', async () => {
    const affiliate = await api.user();
    const { productId } = await setup();
    const v = visitor();
    await clickAt(T0, await codeOf(affiliate), { productId, visitorId: v });
    const buyer = await api.user();
    await bankAccount(api, affiliate.uid, '0123-456-789');
    await bankAccount(api, buyer.uid, '0123456789');
    const row = await atTime(T0 + HOUR, () => order(buyer, { productId }, { visitorId: v }));
    await expectNoCommission(row, 'shared-bank-account', affiliate.uid, T0 + 2 * HOUR);
    // Another account at another bank is a real referral.
    const other = await api.user();
    await bankAccount(api, other.uid, '9876543210');
    const w = visitor();
    await clickAt(T0, await codeOf(affiliate), { productId, visitorId: w });
    const fair = await atTime(T0 + HOUR, () => order(other, { productId }, { visitorId: w }));
    expect(fair).toMatchObject({ affiliateId: affiliate.uid, selfReferral: null });
  });

  it('pays no commission to the buyer’s sign-up referrer when both used the same browser', async () => {
    const referrer = await api.user();
    const { productId } = await setup();
    const v = visitor();
    const buyer = await api.user();
    await db()
      .update(users)
      .set({ referredBy: await codeOf(referrer), createdAt: new Date(T0 - DAY_MS) })
      .where(eq(users.uid, buyer.uid));
    // The referrer used this browser (their own link, signed in: never counted, but seen).
    expect((await clickAt(T0, await codeOf(referrer), { visitorId: v, token: referrer.token })).counted).toBe(false);
    const row = await atTime(T0 + HOUR, () => order(buyer, { productId }, { visitorId: visitor() }));
    // In another browser, the sign-up code is a fair referral…
    expect(row).toMatchObject({ affiliateId: referrer.uid, selfReferral: null });
    await db().update(orders).set({ status: 'canceled' }).where(eq(orders.id, row.id));
    // …in the referrer's own browser (no click there for the buyer) it is not.
    const again = await atTime(T0 + 2 * HOUR, () => order(buyer, { productId }, { visitorId: v }));
    await expectNoCommission(again, 'sign-up-referrer', referrer.uid, T0 + 3 * HOUR);
  });
});

describe('commission on the ledger', () => {
  it('is taken from the creator’s share at the rate of the purchase, held like the earning', async () => {
    const affiliate = await api.user();
    const { creator, productId } = await setup(20, 1_000_000);
    const v = visitor();
    await clickAt(T0, await codeOf(affiliate), { productId, visitorId: v });
    const row = await atTime(T0 + HOUR, async () => order(await api.user(), { productId }, { visitorId: v }));
    // The creator raises the rate between the order and the payment: the order's 20 % counts.
    await db().update(products).set({ commissionRate: 50 }).where(eq(products.id, productId));
    await atTime(T0 + 2 * HOUR, () => pay(row.id, 1_000_000));

    const lines = await linesOf(api, row.id, 'sale');
    const hold = new Date(T0 + 2 * HOUR + 7 * DAY_MS);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'fee', amount: -100_000 }),
        expect.objectContaining({ userId: creator.uid, amount: -700_000, availableAt: hold, role: 'earning' }),
        expect.objectContaining({ userId: affiliate.uid, amount: -200_000, availableAt: hold, role: 'commission' }),
      ]),
    );
    expect(await balanceOf(db(), affiliate.uid, new Date(T0 + 3 * HOUR))).toMatchObject({
      pending: 200_000,
      available: 0,
    });
    expect(await balanceOf(db(), affiliate.uid, hold)).toMatchObject({ pending: 0, available: 200_000 });
    expect(await unbalancedEntries(api, [creator.uid, affiliate.uid])).toEqual([]);
  });

  it('is reversed by a refund in the hold, and records what a paid-out affiliate already had as owed after it', async () => {
    const admin = await api.user('admin');
    const affiliate = await api.user();
    const { creator, productId } = await setup(20, 1_000_000);
    const code = await codeOf(affiliate);
    const buy = async (at: number) => {
      const v = visitor();
      await clickAt(at, code, { productId, visitorId: v });
      const buyer = await api.user();
      const row = await atTime(at, () => order(buyer, { productId }, { visitorId: v }));
      await atTime(at, () => pay(row.id, 1_000_000));
      return row.id;
    };

    // In the hold: the commission leaves pending again.
    const early = await buy(T0);
    await db().transaction((tx) => postRefund(tx, early, new Date(T0 + DAY_MS)));
    const reversal = await linesOf(api, early, 'refund');
    expect(reversal).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: affiliate.uid, amount: 200_000, availableAt: new Date(T0 + 7 * DAY_MS) }),
      ]),
    );
    expect(await balanceOf(db(), affiliate.uid, new Date(T0 + DAY_MS))).toEqual({
      pending: 0,
      available: 0,
      requested: 0,
      paidOut: 0,
      owed: 0,
    });

    // After the hold, the affiliate was paid the commission; the refund takes nothing from an empty balance.
    const later = await buy(T0 + 10 * DAY_MS);
    const method = await bankAccount(api, affiliate.uid);
    const after = T0 + 18 * DAY_MS;
    const payout = await atTime(after, () =>
      requestPayout(
        { amount: 200_000, paymentMethodId: method, requestKey: `aff-${later}` },
        contextFor(api, affiliate.uid),
      ),
    );
    await atTime(after, () => markPayoutPaid({ payoutId: payout.id, reference: 'FT1' }, contextFor(api, admin.uid)));
    const refundAt = new Date(after + HOUR);
    expect((await db().transaction((tx) => postRefund(tx, later, refundAt))).kind).toBe('posted');
    const refund = await linesOf(api, later, 'refund');
    // Nothing left to take back: the commission already paid out is owed to the platform, not its loss.
    expect(refund.filter((line) => line.userId === affiliate.uid)).toEqual([
      expect.objectContaining({ account: 'receivable', amount: 200_000 }),
    ]);
    expect(refund.filter((line) => line.account === 'loss')).toEqual([]);
    expect(await balanceOf(db(), affiliate.uid, refundAt)).toEqual({
      pending: 0,
      available: 0,
      requested: 0,
      paidOut: 200_000,
      owed: 200_000,
    });
    // The creator still had the share available: it is taken back whole.
    expect(refund).toEqual(expect.arrayContaining([expect.objectContaining({ userId: creator.uid, amount: 700_000 })]));
    expect(await balanceOf(db(), creator.uid, refundAt)).toMatchObject({ pending: 0, available: 0 });
    expect(await unbalancedEntries(api, [creator.uid, affiliate.uid])).toEqual([]);
  });

  it('pays the academy rate out of the academy’s revenue for the course, and reverses it', async () => {
    const affiliate = await api.user();
    const v = visitor();
    await clickAt(T0, await codeOf(affiliate), { visitorId: v });
    const row = await atTime(T0 + HOUR, async () =>
      order(await api.user(), { courseId: ACADEMY_COURSE_ID }, { visitorId: v }),
    );
    expect(row).toMatchObject({ affiliateId: affiliate.uid, commissionRate: 10, price: 5_000_000 });
    await atTime(T0 + HOUR, () => pay(row.id, 5_000_000));
    const lines = await linesOf(api, row.id, 'sale');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'academy', amount: -4_500_000 }),
        expect.objectContaining({
          userId: affiliate.uid,
          amount: -500_000,
          role: 'commission',
          availableAt: new Date(T0 + HOUR + 7 * DAY_MS),
        }),
      ]),
    );
    await db().transaction((tx) => postRefund(tx, row.id, new Date(T0 + 2 * HOUR)));
    const refund = await linesOf(api, row.id, 'refund');
    expect(refund).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'academy', amount: 4_500_000 }),
        expect.objectContaining({ userId: affiliate.uid, amount: 500_000 }),
      ]),
    );
    expect(await balanceOf(db(), affiliate.uid, new Date(T0 + 2 * HOUR))).toMatchObject({ pending: 0, available: 0 });
    expect(await unbalancedEntries(api, [affiliate.uid])).toEqual([]);
  });

  it('pays nothing to anyone on an order nobody referred', async () => {
    const { creator, productId } = await setup(20, 1_000_000);
    const row = await order(await api.user(), { productId });
    await pay(row.id, 1_000_000);
    const lines = await linesOf(api, row.id, 'sale');
    expect(lines.filter((line) => line.account === 'payable')).toEqual([
      expect.objectContaining({ userId: creator.uid, amount: -900_000 }),
    ]);
    const [paid] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.id, row.id), eq(orders.status, 'paid')));
    expect(paid.affiliateId).toBeNull();
  });
});
