// /admin/reconciliation over HTTP against a database of its own: a day's money in (transfers = orders paid +
// excess + unmatched, outgoing transfers left out) and out (the ledger's cash out = payouts paid + transfers
// sent back), the trial balance to the đồng, a user's balances from their lines, the check run by an admin and
// by the schedule (once across instances, at the test clock's day), and a difference the check flags.
import type {
  Reconciliation,
  ReconciliationCheck,
  TrialBalance,
  UserBalanceCheck,
} from '@app/shared/contracts/reconciliation';
import { vietnamDay } from '@app/shared/time/vietnam';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { adminAudit } from '../../db/schema';
import { atTime } from '../../../test/clock';
import {
  bankAccount,
  buy,
  contextFor,
  nextTransferId,
  paidOrder,
  transferBody,
  WEBHOOK_KEY,
} from '../../../test/ledger';
import { listTransfers, unmatchedTransfer } from '../../../test/money';
import { useApi, useUser } from '../../../test/suite';
import { DAY_MS } from '../../domain/ledger';
import { markPayoutPaid } from '../ledger/admin-payouts';
import { requestPayout } from '../ledger/payouts';
import { runScheduledCheck } from './check';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY }, { ownDatabase: true });
const admin = useUser(api, 'admin');
const creator = useUser(api, 'creator');
const buyer = useUser(api);
const otherBuyer = useUser(api);

const today = () => vietnamDay(new Date());
const reconciliation = async (from = today(), to = today()) => {
  const answer = await api.call('getReconciliation', { from, to }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.result as Reconciliation;
};
const runCheck = async (day = today()) => {
  const answer = await api.call('runReconciliationCheck', { day }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.result as ReconciliationCheck;
};
const accountsOf = (trial: TrialBalance): Record<string, number> =>
  Object.fromEntries(trial.accounts.map((row) => [row.account, row.balance]));
const webhook = (content: string, amount: number, extra: Record<string, unknown> = {}) =>
  api.post('/webhooks/bank-transfer', {
    headers: { 'content-type': 'application/json', authorization: `Apikey ${WEBHOOK_KEY}` },
    body: JSON.stringify({ ...transferBody(content, amount, nextTransferId()), ...extra }),
  });

describe('who may call', () => {
  it('refuses anonymous callers (401) and anyone but an admin (403), and bad ranges (400)', async () => {
    const calls: [string, unknown][] = [
      ['getReconciliation', { from: today(), to: today() }],
      ['runReconciliationCheck', { day: today() }],
      ['checkUserBalance', { uid: creator.uid }],
    ];
    for (const [name, input] of calls) {
      expect((await api.call(name, input)).status).toBe(401);
      expect((await api.call(name, input, buyer.token)).status).toBe(403);
      expect((await api.call(name, input, creator.token)).status).toBe(403);
    }
    const bad = async (input: unknown) => (await api.call('getReconciliation', input, admin.token)).body.error?.message;
    expect(await bad({ from: '2026-11-10', to: '2026-11-09' })).toBe(
      'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.',
    );
    expect(await bad({ from: '2026-10-01', to: '2026-11-09' })).toBe('Chỉ xem được tối đa 31 ngày một lần.');
    expect(await bad({ from: '2026-02-30', to: '2026-03-01' })).toBe('Ngày không hợp lệ.');
    expect((await api.call('checkUserBalance', { uid: 'khong-co' }, admin.token)).status).toBe(404);
    // Nothing was checked by any of these.
    expect(
      await api.app.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'reconciliation.check')),
    ).toEqual([]);
  });
});

describe('a day of money', () => {
  it('balances to the đồng: money in, money out, the trial balance and the check', async () => {
    // The seed's own sales (days ago) are in the ledger already: what this test adds is counted from here.
    const seeded = accountsOf((await reconciliation()).trialBalance);
    const added = (trial: TrialBalance) =>
      Object.fromEntries(
        Object.entries(accountsOf(trial)).map(([account, sum]) => [account, sum - (seeded[account] ?? 0)]),
      );
    const product = await api.addProduct(creator.uid, { price: 150_000 });
    const cheaper = await api.addProduct(creator.uid, { price: 100_000 });
    await buy(api, product, buyer);
    // Paid 20,000 over the price: the excess waits in the queue, then is sent back.
    await buy(api, cheaper, otherBuyer, 120_000);
    expect((await webhook('chuyen tien hoc phi', 50_000)).status).toBe(200);
    // The account's own outgoing transfer is recorded but is not money in.
    expect((await webhook('chi tra', 999_000, { transferType: 'out' })).status).toBe(200);

    const overpaid = (await reconciliation()).days[0];
    expect(overpaid).toMatchObject({
      day: today(),
      transfers: 3,
      received: 320_000,
      ordersPaid: 250_000,
      excess: 20_000,
      unmatched: 50_000,
      inDifference: 0,
    });

    const transfers = await listTransfers(api, 'open', admin.token);
    const excess = transfers.find((transfer) => transfer.excess === 20_000);
    if (!excess) throw new Error('the overpaid transfer is not in the queue');
    const returned = await api.call(
      'closeTransfer',
      { transferId: excess.id, resolution: 'refunded', reference: 'FT-TRA-THUA' },
      admin.token,
    );
    expect(returned.status).toBe(200);

    // A week and a day later the creator's earnings (90 % of 250,000) are available: 200,000 paid out.
    const later = Date.now() + 8 * DAY_MS;
    const payday = vietnamDay(new Date(later));
    const methodId = await bankAccount(api, creator.uid);
    await atTime(later, async () => {
      const payout = await requestPayout(
        { amount: 200_000, paymentMethodId: methodId, requestKey: 'doi-soat-1' },
        contextFor(api, creator.uid),
      );
      await markPayoutPaid({ payoutId: payout.id, reference: 'FT-CHI-1' }, contextFor(api, admin.uid));
    });

    const { days, trialBalance } = await reconciliation(today(), payday);
    expect(days).toHaveLength(9);
    expect(days[0]).toMatchObject({ transfersReturned: 20_000, cashOut: 20_000, payoutsPaid: 0, outDifference: 0 });
    expect(days[8]).toMatchObject({
      day: payday,
      transfers: 0,
      payoutsPaid: 200_000,
      refundsSent: 0,
      transfersReturned: 0,
      cashOut: 200_000,
      outDifference: 0,
    });
    // Cash: 270,000 in for the two orders, 220,000 out. The fees 25,000; the creator is owed 225,000 − 200,000.
    expect(added(trialBalance)).toMatchObject({ cash: 50_000, fee: -25_000, payable: -25_000, payout: 0, excess: 0 });
    expect(trialBalance).toMatchObject({ asOf: payday, total: 0 });
    // At the end of today, before the payout: the creator is owed all of it.
    expect(added((await reconciliation()).trialBalance)).toMatchObject({
      cash: 250_000,
      payable: -225_000,
    });

    const check = await runCheck(payday);
    expect(check).toMatchObject({ day: payday, adminId: admin.uid, findings: [] });
    const [row] = await api.app.database.db.select().from(adminAudit).where(eq(adminAudit.id, check.id));
    expect(row).toMatchObject({ action: 'reconciliation.check', objectType: 'reconciliation', reason: null });
    expect((await reconciliation()).checks[0]).toEqual(check);

    // The creator's accounts: the running balance and the lines agree, owed 25,000 (a credit).
    const own = await api.call('checkUserBalance', { uid: creator.uid }, admin.token);
    expect(own.status).toBe(200);
    expect((own.body.result as UserBalanceCheck).rows).toEqual(
      expect.arrayContaining([{ account: 'payable', stored: -25_000, recomputed: -25_000 }]),
    );
  });

  it('flags a transfer recorded as paying an order it did not cover, in the check and its audit row', async () => {
    // A record no code path writes: a transfer of 30,000 matched to an order of 80,000.
    const order = await paidOrder(api, creator.uid, 80_000, new Date());
    await unmatchedTransfer(api, 30_000, { status: 'matched', reason: null, orderId: order.id });
    const day = (await reconciliation()).days[0];
    expect(day.inDifference).toBe(-50_000);

    const check = await runCheck();
    const before = day.ordersPaid + day.excess + day.unmatched;
    expect(check.findings).toEqual([
      { kind: 'money-in', day: today(), account: null, userId: null, expected: before, actual: day.received },
    ]);
    const [row] = await api.app.database.db.select().from(adminAudit).where(eq(adminAudit.id, check.id));
    expect(row.reason).toBe('1 chênh lệch');
    expect((await reconciliation()).checks[0]).toEqual(check);
  });
});

/**
 * Moves one running balance row (the first of `where`) by `amount`. Only the ledger's trigger may write them:
 * the test steps around it, as a bug would.
 */
const shiftBalance = (where: SQL, amount: number) =>
  api.app.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update ledger_balances set amount = amount + ${amount}
           where ctid = (select ctid from ledger_balances where ${where} order by slot limit 1)`,
    );
  });

describe('a stored balance', () => {
  it('is flagged when it differs from the lines, by the user check and by the check of any day', async () => {
    const earning = sql`user_id = ${creator.uid} and account = 'payable' and role = 'earning'`;
    const shift = (amount: number) => shiftBalance(earning, amount);
    await shift(-7);
    try {
      const own = (await api.call('checkUserBalance', { uid: creator.uid }, admin.token)).body
        .result as UserBalanceCheck;
      expect(own.rows).toEqual(expect.arrayContaining([{ account: 'payable', stored: -25_007, recomputed: -25_000 }]));
      const check = await runCheck();
      expect(check.findings).toEqual(
        expect.arrayContaining([
          {
            kind: 'stored-balance',
            day: null,
            account: 'payable',
            userId: creator.uid,
            expected: -25_000,
            actual: -25_007,
          },
        ]),
      );
    } finally {
      await shift(7);
    }
  });
});

describe('the trial balance', () => {
  it('is read from the stored summaries, and the check recomputes it from the lines and flags a difference', async () => {
    // One row of the platform's running cash balance moved by 7.
    const cash = sql`user_id is null and account = 'cash' and role = 'sale'`;
    const shift = (amount: number) => shiftBalance(cash, amount);
    const right = (await reconciliation()).trialBalance;
    expect(right.total).toBe(0);
    await shift(7);
    try {
      const page = (await reconciliation()).trialBalance;
      expect(page.total).toBe(7);
      expect(accountsOf(page).cash).toBe(accountsOf(right).cash + 7);
      const check = await runCheck();
      expect(check.findings).toEqual(
        expect.arrayContaining([
          {
            kind: 'stored-trial-balance',
            day: today(),
            account: 'cash',
            userId: null,
            expected: accountsOf(right).cash,
            actual: accountsOf(right).cash + 7,
          },
        ]),
      );
      // The lines themselves balance: no trial-balance finding, which the check reads from them.
      expect(check.findings.filter((finding) => finding.kind === 'trial-balance')).toEqual([]);
    } finally {
      await shift(-7);
    }
    const again = await runCheck();
    expect(again.findings.filter((finding) => finding.kind.startsWith('stored'))).toEqual([]);
  });
});

describe('the scheduled check', () => {
  it('checks yesterday once, however many instances run it at the same moment', async () => {
    const at = Date.UTC(2031, 0, 2, 3);
    const outcomes = await atTime(at, () => Promise.all([1, 2, 3].map(() => runScheduledCheck(api.app.database.db))));
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    expect(await atTime(at + 3_600_000, () => runScheduledCheck(api.app.database.db))).toBe('done');
    const rows = await api.app.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'reconciliation.check'), isNull(adminAudit.adminId)));
    expect(rows.map((row) => row.objectId)).toEqual(['2031-01-01']);
    expect(rows[0].after).toMatchObject({ day: '2031-01-01', findings: [] });
    // The next day's run checks the next day.
    expect(await atTime(at + 24 * 3_600_000, () => runScheduledCheck(api.app.database.db))).toBe('ran');
  });
});
