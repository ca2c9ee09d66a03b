// The monthly statement, from the ledger: month boundaries in UTC+7, opening + lines = closing.
import type { LedgerStatement, PayoutOverview } from '@app/shared/contracts/ledger';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { postRefund, postSale } from '../../domain/ledger';
import { atTime } from '../../../test/clock';
import { useApi } from '../../../test/suite';
import { bankAccount, contextFor, dbUser, paidOrder, WEBHOOK_KEY } from '../../../test/ledger';
import { markPayoutFailed, markPayoutPaid } from './admin-payouts';
import { requestPayout } from './payouts';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const db = () => api.app.database.db;

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
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(march.lines[1].description).toBe(`Hoàn tiền đơn “${row.productTitle}”`);
  });
});
