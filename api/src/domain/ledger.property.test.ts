// The ledger's invariants under random sequences of sales, replays, refunds, payout requests (and retries),
// payouts paid and failed, at random moments (the test clock), checked against a small model after every
// step: every entry sums to zero, no balance below zero, a sale posted twice posts once, and — whatever the
// interleaving of sales, refunds, payout requests, payouts paid and failed — no payee ends up holding any part
// of a refunded sale's share: what they have (pending + available + requested + paid out − owed) is exactly
// their shares of the sales not refunded. A refund after the hold takes the share from the available balance,
// then from the open payout request, then records it as owed (receivable), which later earnings and failed
// payouts pay off first; the platform never books it as a loss. A sale may
// have an affiliate (at a random commission rate, taken from the creator's share), who is a payee like the
// creators: the same invariants hold for them. A refund only owes the price back (`excess`); cash
// drops when the refund is sent, a payout is paid or a transfer is returned — the platform's cash, excess
// and other accounts over the run's own entries are checked against the model too, as are unmatched bank
// transfers closed by an admin (returned or ignored, sometimes twice).
// LEDGER_PROPERTY_RUNS (default 30) scales it; LEDGER_PROPERTY_SEED replays a failure (the seed is in the
// test's name, and fast-check prints the failing sequence).
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { CallableError } from '../http/errors';
import { closeTransfer } from '../features/admin/transfers';
import { markPayoutFailed, markPayoutPaid } from '../features/ledger/admin-payouts';
import { requestPayout } from '../features/ledger/payouts';
import { atTime } from '../../test/clock';
import { useApi } from '../../test/suite';
import { bankAccount, contextFor, dbUser, paidOrder, unbalancedEntries } from '../../test/ledger';
import { accountTotals, unmatchedTransfer } from '../../test/money';
import { splitSale } from '@app/shared/money/split';
import { DAY_MS, postRefund, postRefundSent, postSale } from './ledger';
import { balanceOf } from './balances';

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS || 30);
const SEED = Number(process.env.LEDGER_PROPERTY_SEED || Math.floor(Math.random() * 2 ** 31));
const HOUR = 60 * 60 * 1000;
const MIN_PAYOUT = 100_000;
const HOLD_DAYS = 7;

const api = useApi();
let admin: string;
beforeAll(async () => {
  admin = await dbUser(api, ['admin']);
});

type Op =
  | { kind: 'sale'; creator: number; price: number; affiliate: number | null; rate: number; advance: number }
  | { kind: 'replay'; pick: number; advance: number }
  | { kind: 'refund'; pick: number; advance: number }
  | { kind: 'request'; payee: number; amount: number | 'all'; advance: number }
  | { kind: 'retry'; payee: number; advance: number }
  | { kind: 'decide'; payee: number; paid: boolean; advance: number }
  | { kind: 'send'; pick: number; advance: number }
  | { kind: 'transfer'; amount: number; returned: boolean; twice: boolean; advance: number };

// Mostly hours, sometimes days: sales must also be refunded after their hold, not only inside it.
const advance = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 48 }).map((hours) => hours * HOUR) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 9 }).map((days) => days * DAY_MS) },
);
const creator = fc.integer({ min: 0, max: 1 });
/** Creators are payees 0 and 1, affiliates 2 and 3. */
const AFFILIATES = 2;
const payee = fc.integer({ min: 0, max: 1 + AFFILIATES });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      creator,
      price: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0) },
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 900_000 }) },
      ),
      affiliate: fc.option(fc.integer({ min: 0, max: AFFILIATES - 1 }), { nil: null }),
      rate: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0) },
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }) },
      ),
      advance,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), advance }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), advance }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      payee,
      // 'all': the whole available balance — what leaves a later refund short: the payout, then owed, cover it.
      amount: fc.oneof(
        { weight: 2, arbitrary: fc.constant('all' as const) },
        { weight: 1, arbitrary: fc.integer({ min: 50_000, max: 1_500_000 }) },
      ),
      advance,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retry' as const), payee, advance }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decide' as const), payee, paid: fc.boolean(), advance }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('send' as const), pick: fc.nat(), advance }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      amount: fc.integer({ min: 0, max: 2_000_000 }),
      returned: fc.boolean(),
      twice: fc.boolean(),
      advance,
    }),
  },
);

/** The oracle: each payee's (creator's or affiliate's) payable lines from their side (+ owed to them), requested and paid-out sums. */
type Model = {
  uid: string;
  method: string;
  lines: { amount: number; availableAt: number }[];
  requested: number;
  paidOut: number;
  open: { id: string; amount: number } | null;
  lastKey: { key: string; id: string } | null;
  earned: number;
  takenBack: number;
  /** Owed to the platform (receivable). */
  owed: number;
};
const available = (model: Model, at: number) =>
  model.lines.filter((line) => line.availableAt <= at).reduce((sum, line) => sum + line.amount, 0);
const pending = (model: Model, at: number) =>
  model.lines.filter((line) => line.availableAt > at).reduce((sum, line) => sum + line.amount, 0);

const codeOf = (error: unknown) => (error instanceof CallableError ? error.code : String(error));

async function run(ops: Op[]): Promise<void> {
  const db = api.app.database.db;
  const models: Model[] = [];
  for (let index = 0; index < 2 + AFFILIATES; index += 1) {
    const uid = await dbUser(api, index < 2 ? ['creator'] : []);
    models.push({
      uid,
      method: await bankAccount(api, uid),
      lines: [],
      requested: 0,
      paidOut: 0,
      open: null,
      lastKey: null,
      earned: 0,
      takenBack: 0,
      owed: 0,
    });
  }
  const sales: {
    orderId: string;
    shares: { model: Model; share: number; repaid: number }[];
    availableAt: number;
    price: number;
    refunded: boolean;
    sent: boolean;
  }[] = [];
  // The platform's accounts over this run's entries (Σ lines: debit > 0, credit < 0), and their scope.
  const platform = { cash: 0, excess: 0, other: 0 };
  const orderIds: string[] = [];
  const transferIds: number[] = [];
  const payoutKeys: string[] = [];
  let t = Date.now() - 365 * DAY_MS;
  let keys = 0;
  const config = { fees: { ...api.config.fees, minPayout: MIN_PAYOUT, holdDays: HOLD_DAYS } };

  for (const step of ops) {
    t += step.advance;
    const at = new Date(t);
    if (step.kind === 'sale') {
      const model = models[step.creator];
      const affiliate = step.affiliate === null ? null : models[2 + step.affiliate];
      const made = await paidOrder(api, model.uid, step.price, at);
      // What checkout writes for an attributed order: the affiliate and the product's rate at that time.
      const [order] = await db
        .update(orders)
        .set({ affiliateId: affiliate?.uid ?? null, commissionRate: step.rate })
        .where(eq(orders.id, made.id))
        .returning();
      const posted = await db.transaction((tx) =>
        postSale(tx, { order, amountReceived: step.price, at, holdDays: HOLD_DAYS, affiliateId: order.affiliateId }),
      );
      expect(posted).toBe(step.price > 0);
      if (step.price > 0) {
        const split = splitSale(step.price, order.feeBps, affiliate ? step.rate : 0);
        expect(split.commission).toBe(affiliate ? Math.floor((step.price * step.rate) / 100) : 0);
        const availableAt = t + HOLD_DAYS * DAY_MS;
        const shares = [{ model, share: split.creator, repaid: 0 }];
        if (affiliate) shares.push({ model: affiliate, share: split.commission, repaid: 0 });
        for (const entry of shares) {
          // What the payee owes is paid first out of the new earning.
          const owner = entry.model;
          entry.repaid = Math.min(owner.owed, entry.share);
          owner.owed -= entry.repaid;
          owner.lines.push({ amount: entry.share - entry.repaid, availableAt });
          owner.earned += entry.share;
        }
        sales.push({ orderId: order.id, shares, availableAt, price: step.price, refunded: false, sent: false });
        orderIds.push(order.id);
        platform.cash += step.price;
      }
    } else if (step.kind === 'replay' && sales.length > 0) {
      const sale = sales[step.pick % sales.length];
      const [order] = await db.select().from(orders).where(eq(orders.id, sale.orderId));
      const again = await db.transaction((tx) =>
        postSale(tx, { order, amountReceived: order.price, at, holdDays: HOLD_DAYS }),
      );
      expect(again).toBe(false);
    } else if (step.kind === 'refund' && sales.length > 0) {
      // Mostly a sale not refunded yet; once in a while (or when all are) one that was: it must post nothing.
      const open = sales.filter((candidate) => !candidate.refunded);
      const pool = open.length > 0 && step.pick % 5 !== 0 ? open : sales;
      const sale = pool[step.pick % pool.length];
      const result = await db.transaction((tx) => postRefund(tx, sale.orderId, at));
      expect(result.kind).toBe(sale.refunded ? 'already-refunded' : 'posted');
      if (!sale.refunded) {
        sale.refunded = true;
        // Owed back to the buyer; cash stays until the refund is sent.
        platform.excess -= sale.price;
        // The creator's earning and the affiliate's commission, each taken back whole: the debt the earning had
        // paid is owed again; the rest from the hold, else available, then the open payout, then owed.
        for (const { model, share, repaid } of sale.shares) {
          model.owed += repaid;
          model.takenBack += share;
          const rest = share - repaid;
          if (sale.availableAt > t) {
            model.lines.push({ amount: -rest, availableAt: sale.availableAt });
            continue;
          }
          const taken = Math.max(0, Math.min(available(model, t), rest));
          model.lines.push({ amount: -taken, availableAt: t });
          const fromPayout = model.open ? Math.min(model.open.amount, rest - taken) : 0;
          if (model.open) {
            model.open.amount -= fromPayout;
            model.requested -= fromPayout;
            if (model.open.amount === 0) model.open = null;
          }
          model.owed += rest - taken - fromPayout;
        }
      }
    } else if (step.kind === 'request') {
      const model = models[step.payee];
      const key = `prop-${SEED}-${(keys += 1)}`;
      const amount = step.amount === 'all' ? Math.max(available(model, t), MIN_PAYOUT) : step.amount;
      // The handler's order: the minimum, then one open request, then the available balance.
      const expected =
        amount < MIN_PAYOUT || (!model.open && amount > available(model, t))
          ? 'invalid-argument'
          : model.open
            ? 'aborted'
            : 'ok';
      const outcome = await atTime(t, () =>
        requestPayout({ amount, paymentMethodId: model.method, requestKey: key }, contextFor(api, model.uid, config)),
      ).then(
        (payout) => ({ code: 'ok', payout }),
        (error: unknown) => ({ code: codeOf(error), payout: null }),
      );
      expect(outcome.code).toBe(expected);
      if (outcome.payout) {
        payoutKeys.push(`payout:${outcome.payout.id}:requested`, `payout:${outcome.payout.id}:paid`);
        model.open = { id: outcome.payout.id, amount };
        model.lastKey = { key, id: outcome.payout.id };
        model.lines.push({ amount: -amount, availableAt: t });
        model.requested += amount;
      }
    } else if (step.kind === 'retry') {
      const model = models[step.payee];
      if (model.lastKey) {
        const { key, id } = model.lastKey;
        const again = await atTime(t, () =>
          requestPayout(
            { amount: 999_999_999, paymentMethodId: model.method, requestKey: key },
            contextFor(api, model.uid, config),
          ),
        );
        expect(again.id).toBe(id);
      }
    } else if (step.kind === 'decide') {
      const model = models[step.payee];
      if (model.open) {
        const { id, amount } = model.open;
        const ctx = contextFor(api, admin);
        if (step.paid) await atTime(t, () => markPayoutPaid({ payoutId: id, reference: `FT${id}` }, ctx));
        else await atTime(t, () => markPayoutFailed({ payoutId: id, reason: 'Ngân hàng từ chối' }, ctx));
        model.open = null;
        model.requested -= amount;
        if (step.paid) model.paidOut += amount;
        else {
          // A failed payout pays what is owed first.
          const repaid = Math.min(model.owed, amount);
          model.owed -= repaid;
          model.lines.push({ amount: amount - repaid, availableAt: t });
        }
        if (step.paid) platform.cash -= amount;
      }
    } else if (step.kind === 'send' && sales.length > 0) {
      // A refund's outgoing transfer: posts once, and only for a refunded sale (the handler checks the status).
      const refunded = sales.filter((candidate) => candidate.refunded);
      if (refunded.length > 0) {
        const sale = refunded[step.pick % refunded.length];
        const posted = await db.transaction((tx) => postRefundSent(tx, sale.orderId, sale.price, at));
        expect(posted).toBe(!sale.sent);
        if (!sale.sent) {
          sale.sent = true;
          platform.excess += sale.price;
          platform.cash -= sale.price;
        }
      }
    } else if (step.kind === 'transfer') {
      const transferId = await unmatchedTransfer(api, step.amount);
      transferIds.push(transferId);
      const input = step.returned
        ? { transferId, resolution: 'refunded' as const, reference: `FT-${transferId}` }
        : { transferId, resolution: 'ignored' as const, note: 'Không phải thanh toán' };
      const ctx = contextFor(api, admin);
      for (let time = 0; time < (step.twice ? 2 : 1); time += 1) {
        const closed = await atTime(t, () => closeTransfer(input, ctx));
        expect(closed.status).toBe(step.returned ? 'refunded' : 'ignored');
      }
      if (!step.returned) {
        platform.cash += step.amount;
        platform.other -= step.amount;
      }
    }

    const totals = await accountTotals(api, { orderIds, transferIds, keys: payoutKeys });
    // Only an admin's write-off makes a loss; refunds never do.
    expect(totals.loss ?? 0).toBe(0);
    expect({ cash: totals.cash ?? 0, excess: totals.excess ?? 0, other: totals.other ?? 0 }).toEqual(platform);
    // Owed back = the refunds not yet sent; never a debit balance.
    expect(0 - platform.excess).toBe(
      sales.filter((sale) => sale.refunded && !sale.sent).reduce((sum, sale) => sum + sale.price, 0),
    );

    for (const model of models) {
      for (const when of [t, t + HOLD_DAYS * DAY_MS + 1]) {
        const balance = await balanceOf(db, model.uid, new Date(when));
        expect(balance).toEqual({
          pending: pending(model, when),
          available: available(model, when),
          requested: model.requested,
          paidOut: model.paidOut,
          owed: model.owed,
        });
        expect(
          Math.min(balance.pending, balance.available, balance.requested, balance.paidOut, balance.owed),
        ).toBeGreaterThanOrEqual(0);
        // Nobody holds any part of a refunded sale's share.
        const kept = sales
          .filter((sale) => !sale.refunded)
          .flatMap((sale) => sale.shares)
          .filter((entry) => entry.model === model)
          .reduce((sum, entry) => sum + entry.share, 0);
        expect(balance.pending + balance.available + balance.requested + balance.paidOut - balance.owed).toBe(kept);
      }
    }
  }

  expect(
    await unbalancedEntries(
      api,
      models.map((model) => model.uid),
    ),
  ).toEqual([]);
  for (const model of models) {
    const balance = await balanceOf(db, model.uid, new Date(t));
    // Sales − fees − commissions (= the creators' shares; for an affiliate, the commissions) − what refunds
    // took back − payouts (requested or paid) + what is still owed for a refund.
    expect(balance.pending + balance.available).toBe(
      model.earned - model.takenBack - model.requested - model.paidOut + model.owed,
    );
  }
}

it(`keeps the ledger's invariants under random sequences (seed ${SEED}, ${RUNS} runs)`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 24 }), (ops) => run(ops)),
    { numRuns: RUNS, seed: SEED },
  );
}, 300_000);
