// Fee settings, balances and payouts over HTTP: the hold by the test clock, the payout limits, idempotent and
// concurrent requests, one open request, and the admin's decisions (paid, failed → money back; audited).
import type { Payout, PayoutOverview } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { eq } from 'drizzle-orm';
import { ledgerEntries, payouts } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { atTime } from '../../../test/clock';
import type { Harness, TestUser } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';
import { buy, unbalancedEntries, WEBHOOK_KEY } from '../../../test/ledger';
import { auditRows, failAtCommitFor, listPayoutTab } from '../../../test/money';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const admin = useUser(api, 'admin');

const entriesOf = (api: Harness, payoutId: string) =>
  api.app.database.db
    .select({ kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.payoutId, payoutId))
    .orderBy(ledgerEntries.id);

const overview = async (user: TestUser) =>
  (await api.call('getPayoutOverview', null, user.token)).body.result as PayoutOverview;

/** A creator with one sale of `price` made at `at` (ms), and a bank account ending 6789. */
async function creatorWithSale(price: number, at: number) {
  const creator = await api.user('creator');
  const productId = await api.addProduct(creator.uid, { price });
  await atTime(at, async () => buy(api, productId, await api.user()));
  const method = await api.call(
    'addPaymentMethod',
    { bankName: 'ACB', accountNumber: '0123456789', accountHolder: 'Nguyen Van An' },
    creator.token,
  );
  return { creator, methodId: (method.body.result as { id: string }).id };
}

let keys = 0;
const newKey = () => `key-${Date.now()}-${(keys += 1)}`;

describe('getFeeSettings', () => {
  it('answers the settings the ledger uses, to anyone', async () => {
    const answer = await api.call('getFeeSettings', null);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      feeBps: 1000,
      holdDays: 7,
      minPayout: 200_000,
      maxCommissionPercent: 50,
      academyCommissionPercent: 10,
      productRefundWindowDays: 7,
    });
  });
});

describe('the hold', () => {
  it('keeps a sale pending for holdDays, then makes it available (test clock)', async () => {
    const t0 = Date.now() - 10 * DAY_MS;
    const { creator } = await creatorWithSale(300_000, t0);
    const before = await atTime(t0 + 7 * DAY_MS - 1, () => overview(creator));
    expect(before.balance).toEqual({ pending: 270_000, available: 0, requested: 0, paidOut: 0, owed: 0 });
    expect(before.releases).toEqual([{ availableAt: new Date(t0 + 7 * DAY_MS).toISOString(), amount: 270_000 }]);
    const after = await atTime(t0 + 7 * DAY_MS, () => overview(creator));
    expect(after.balance).toEqual({ pending: 0, available: 270_000, requested: 0, paidOut: 0, owed: 0 });
    expect(after.releases).toEqual([]);
    expect(after.minPayout).toBe(200_000);
  });

  it('refuses a payout of money still in its hold', async () => {
    const { creator, methodId } = await creatorWithSale(300_000, Date.now() - DAY_MS);
    const answer = await api.call(
      'requestPayout',
      { amount: 200_000, paymentMethodId: methodId, requestKey: newKey() },
      creator.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(`Số tiền vượt quá số dư khả dụng (${formatVnd(0)}).`);
  });
});

describe('requestPayout', () => {
  it('checks the minimum, the available balance and the account; then moves the money to requested', async () => {
    const { creator, methodId } = await creatorWithSale(300_000, Date.now() - 10 * DAY_MS);
    const request = (amount: number, paymentMethodId = methodId, requestKey = newKey()) =>
      api.call('requestPayout', { amount, paymentMethodId, requestKey }, creator.token);

    const small = await request(199_999);
    expect(small.status).toBe(400);
    expect(small.body.error?.message).toBe(`Số tiền rút tối thiểu là ${formatVnd(200_000)}.`);
    const large = await request(270_001);
    expect(large.status).toBe(400);
    expect(large.body.error?.message).toBe(`Số tiền vượt quá số dư khả dụng (${formatVnd(270_000)}).`);
    const other = await api.user();
    const foreign = await api.call(
      'addPaymentMethod',
      { bankName: 'BIDV', accountNumber: '999988887777', accountHolder: 'Khac' },
      other.token,
    );
    const notMine = await request(200_000, (foreign.body.result as { id: string }).id);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error?.message).toBe(
      'Không tìm thấy tài khoản nhận tiền này trong danh sách tài khoản của bạn.',
    );
    const fractional = await api.call(
      'requestPayout',
      { amount: 200_000.5, paymentMethodId: methodId, requestKey: newKey() },
      creator.token,
    );
    expect(fractional.status).toBe(400);
    expect((await overview(creator)).balance).toEqual({
      pending: 0,
      available: 270_000,
      requested: 0,
      paidOut: 0,
      owed: 0,
    });

    const made = await request(270_000);
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({
      amount: 270_000,
      status: 'requested',
      bankName: 'ACB',
      accountNumber: '••••••6789',
      accountHolder: 'NGUYEN VAN AN',
      reference: null,
      failureReason: null,
      decidedAt: null,
    });
    const after = await overview(creator);
    expect(after.balance).toEqual({ pending: 0, available: 0, requested: 270_000, paidOut: 0, owed: 0 });
    expect(after.openPayout?.id).toBe((made.body.result as Payout).id);
    // The account is copied: deleting the bank account later does not change where the payout goes.
    await api.call('deletePaymentMethod', { methodId }, creator.token);
    expect((await overview(creator)).payouts[0]).toMatchObject({ bankName: 'ACB', accountNumber: '••••••6789' });
    expect(await unbalancedEntries(api, [creator.uid])).toEqual([]);
  });

  it('is idempotent by request key, also for concurrent retries; one open request at a time', async () => {
    const { creator, methodId } = await creatorWithSale(1_000_000, Date.now() - 10 * DAY_MS);
    const requestKey = newKey();
    const retries = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.call('requestPayout', { amount: 300_000, paymentMethodId: methodId, requestKey }, creator.token),
      ),
    );
    expect(retries.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(retries.map((answer) => (answer.body.result as Payout).id)).size).toBe(1);
    const rows = await api.app.database.db.select().from(payouts).where(eq(payouts.userId, creator.uid));
    expect(rows).toHaveLength(1);
    expect((await overview(creator)).balance).toMatchObject({ available: 600_000, requested: 300_000 });

    const second = await api.call(
      'requestPayout',
      { amount: 200_000, paymentMethodId: methodId, requestKey: newKey() },
      creator.token,
    );
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe(
      'Bạn đang có một yêu cầu rút tiền chưa được xử lý. Mỗi lần chỉ có một yêu cầu rút tiền.',
    );
  });

  it('lets exactly one of several concurrent requests with different keys through', async () => {
    const { creator, methodId } = await creatorWithSale(500_000, Date.now() - 10 * DAY_MS);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.call('requestPayout', { amount: 400_000, paymentMethodId: methodId, requestKey: newKey() }, creator.token),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await overview(creator)).balance).toEqual({
      pending: 0,
      available: 50_000,
      requested: 400_000,
      paidOut: 0,
      owed: 0,
    });
  });
});

describe('admin decisions', () => {
  async function openPayout(amount: number) {
    const { creator, methodId } = await creatorWithSale(amount * 2, Date.now() - 10 * DAY_MS);
    const made = await api.call(
      'requestPayout',
      { amount, paymentMethodId: methodId, requestKey: newKey() },
      creator.token,
    );
    return { creator, payout: made.body.result as Payout };
  }

  it('markPayoutPaid: paid out with the reference; the same decision again answers the same, another is refused', async () => {
    const { creator, payout } = await openPayout(250_000);
    const listed = await listPayoutTab(api, 'open', admin.token);
    expect(listed.find((item) => item.id === payout.id)).toMatchObject({
      userId: creator.uid,
      userEmail: creator.email,
      accountNumber: '0123456789',
    });
    const paid = await api.call('markPayoutPaid', { payoutId: payout.id, reference: 'FT26001' }, admin.token);
    expect(paid.status).toBe(200);
    expect(paid.body.result).toMatchObject({ status: 'paid', reference: 'FT26001', decidedAt: expect.any(String) });
    const after = await overview(creator);
    expect(after.balance).toEqual({ pending: 0, available: 200_000, requested: 0, paidOut: 250_000, owed: 0 });
    expect(after.openPayout).toBeNull();
    expect(after.payouts[0]).toMatchObject({ status: 'paid', reference: 'FT26001', accountNumber: '••••••6789' });

    const again = await api.call('markPayoutPaid', { payoutId: payout.id, reference: 'FT26001' }, admin.token);
    expect(again.status).toBe(200);
    for (const [name, input] of [
      ['markPayoutPaid', { payoutId: payout.id, reference: 'FT99999' }],
      ['markPayoutFailed', { payoutId: payout.id, reason: 'Sai số tài khoản' }],
    ] as const) {
      const refused = await api.call(name, input, admin.token);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.message).toBe('Yêu cầu rút tiền này đã được xử lý trước đó, không thể đổi kết quả.');
    }
    expect((await overview(creator)).balance.paidOut).toBe(250_000);
    const unknown = await api.call('markPayoutPaid', { payoutId: 'KHONGCO', reference: 'FT1' }, admin.token);
    expect(unknown.status).toBe(404);
    expect(await unbalancedEntries(api, [creator.uid])).toEqual([]);
  });

  it('markPayoutFailed: the reason is shown and the money is available again; concurrent decisions post once', async () => {
    const { creator, payout } = await openPayout(300_000);
    const decisions = await Promise.all([
      api.call('markPayoutFailed', { payoutId: payout.id, reason: 'Tài khoản bị khóa' }, admin.token),
      api.call('markPayoutFailed', { payoutId: payout.id, reason: 'Tài khoản bị khóa' }, admin.token),
      api.call('markPayoutPaid', { payoutId: payout.id, reference: 'FT1' }, admin.token),
    ]);
    const statuses = decisions.map((answer) => answer.status);
    const after = await overview(creator);
    if (statuses[2] === 200) {
      expect(statuses).toEqual([409, 409, 200]);
      expect(after.balance).toEqual({ pending: 0, available: 240_000, requested: 0, paidOut: 300_000, owed: 0 });
    } else {
      expect(statuses).toEqual([200, 200, 409]);
      // The sale of 600 000 earned 540 000: all of it available again.
      expect(after.balance).toEqual({ pending: 0, available: 540_000, requested: 0, paidOut: 0, owed: 0 });
      expect(after.payouts[0]).toMatchObject({ status: 'failed', failureReason: 'Tài khoản bị khóa' });
    }
    // A new request can follow: the failed one is closed.
    const methods = (await api.call('getPaymentMethods', null, creator.token)).body.result as { id: string }[];
    const next = await api.call(
      'requestPayout',
      { amount: 200_000, paymentMethodId: methods[0].id, requestKey: newKey() },
      creator.token,
    );
    expect(next.status).toBe(200);
    expect(await unbalancedEntries(api, [creator.uid])).toEqual([]);
  });
  it('writes one audit row per decision, with the reference or reason, for 10 concurrent clicks', async () => {
    const { payout } = await openPayout(220_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('markPayoutPaid', { payoutId: payout.id, reference: 'FT-AUDIT-1' }, admin.token),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await entriesOf(api, payout.id)).map((entry) => entry.kind)).toEqual(['payout_requested', 'payout_paid']);
    expect(await auditRows(api, 'payout', payout.id)).toMatchObject([
      {
        adminId: admin.uid,
        action: 'payout.paid',
        reason: 'FT-AUDIT-1',
        before: { status: 'requested', amount: 220_000 },
        after: { status: 'paid', reference: 'FT-AUDIT-1', failureReason: null },
      },
    ]);

    const { payout: failing } = await openPayout(210_000);
    expect(
      (await api.call('markPayoutFailed', { payoutId: failing.id, reason: 'Sai tên chủ tài khoản' }, admin.token))
        .status,
    ).toBe(200);
    expect(await auditRows(api, 'payout', failing.id)).toMatchObject([
      { action: 'payout.failed', reason: 'Sai tên chủ tài khoản', after: { status: 'failed' } },
    ]);
  });

  it('rolls the decision, its ledger entry and its audit row back together when the commit fails', async () => {
    const { creator, payout } = await openPayout(230_000);
    const reference = `FT-LOI-${payout.id}`;
    const restore = await failAtCommitFor(api, reference);
    try {
      expect((await api.call('markPayoutPaid', { payoutId: payout.id, reference }, admin.token)).status).toBe(500);
    } finally {
      await restore();
    }
    expect(await auditRows(api, 'payout', payout.id)).toEqual([]);
    expect((await entriesOf(api, payout.id)).map((entry) => entry.kind)).toEqual(['payout_requested']);
    expect((await overview(creator)).openPayout).toMatchObject({ id: payout.id, status: 'requested' });
  });
});
