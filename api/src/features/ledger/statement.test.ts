// The monthly statement, from the ledger: month boundaries in UTC+7, opening + lines = closing, a page at a
// time (keyset pages that neither skip nor repeat a line, ties in time included), and the CSV file streamed
// whole.
import type { LedgerStatement, PayoutOverview } from '@app/shared/contracts/ledger';
import { STATEMENT_PAGE_SIZE } from '@app/shared/contracts/limits';
import { STATEMENT_CSV_PATH } from '@app/shared/money/statement';
import { BOM } from '@app/shared/csv';
import { vietnamMonthBounds } from '@app/shared/time/vietnam';
import { eq } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import { postRefund, postSale } from '../../domain/ledger';
import { atTime } from '../../../test/clock';
import { useApi } from '../../../test/suite';
import { bankAccount, contextFor, dbUser, paidOrder, WEBHOOK_KEY } from '../../../test/ledger';
import { markPayoutFailed, markPayoutPaid } from './admin-payouts';
import { requestPayout } from './payouts';
import { statementLines } from './statement-lines';

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
    expect(june).toMatchObject({
      month: '2025-06',
      openingBalance: 0,
      closingBalance: 90_000,
      lineCount: 1,
      nextCursor: null,
    });
    expect(june.lines.map((line) => [line.kind, line.orderId, line.amount])).toEqual([['sale', lastOfJune, 90_000]]);
    expect(june.lines[0].availableAt).toBe('2025-07-07T16:59:59.999Z');
    expect(june.lines[0].description).toMatch(/^Bán “Sản phẩm /);

    const july = await month('2025-07');
    expect(july).toMatchObject({ openingBalance: 90_000, lineCount: 5 });
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
    expect(overview.balance).toEqual({ pending: 0, available: 250_000, requested: 0, paidOut: 200_000, owed: 0 });

    const stranger = await api.user();
    const theirs = (await api.call('getLedgerStatement', { month: '2025-07' }, stranger.token)).body
      .result as LedgerStatement;
    expect(theirs).toEqual({
      month: '2025-07',
      openingBalance: 0,
      closingBalance: 0,
      lineCount: 0,
      lines: [],
      nextCursor: null,
    });
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

describe('statement pages and the CSV file', () => {
  // 2 pages and a bit: sales three to an instant (ties in time), and a payout request (two lines of one entry).
  const SALES = 2 * STATEMENT_PAGE_SIZE + 7;
  let creator: Awaited<ReturnType<typeof api.user>>;
  const orderIds: string[] = [];
  let payoutId = '';

  beforeAll(async () => {
    creator = await api.user('creator');
    const base = Date.parse('2025-03-02T01:00:00Z');
    const sales: { order: Awaited<ReturnType<typeof paidOrder>>; at: Date }[] = [];
    for (let i = 0; i < SALES; i += 1) {
      const at = new Date(base + Math.floor(i / 3) * 60_000);
      sales.push({ order: await paidOrder(api, creator.uid, 100_000, at), at });
    }
    await db().transaction(async (tx) => {
      for (const { order, at } of sales) await postSale(tx, { order, amountReceived: 100_000, at, holdDays: 7 });
    });
    orderIds.push(...sales.map(({ order }) => order.id));
    const method = await bankAccount(api, creator.uid);
    const payout = await atTime(Date.parse('2025-03-25T03:00:00Z'), () =>
      requestPayout(
        { amount: 500_000, paymentMethodId: method, requestKey: 'statement-pages' },
        contextFor(api, creator.uid),
      ),
    );
    payoutId = payout.id;
  });

  const page = async (after?: string) =>
    (await api.call('getLedgerStatement', { month: '2025-03', ...(after ? { after } : {}) }, creator.token)).body
      .result as LedgerStatement;

  it('walks the month in pages of the same size, each line once, in time order, with the month’s totals', async () => {
    const pages: LedgerStatement[] = [];
    let after: string | undefined;
    do {
      const next = await page(after);
      pages.push(next);
      after = next.nextCursor ?? undefined;
    } while (after);
    expect(pages.map((p) => p.lines.length)).toEqual([STATEMENT_PAGE_SIZE, STATEMENT_PAGE_SIZE, 8]);
    for (const p of pages) {
      expect(p).toMatchObject({ openingBalance: 0, closingBalance: SALES * 90_000, lineCount: SALES + 1 });
    }
    const lines = pages.flatMap((p) => p.lines);
    expect(lines.filter((line) => line.kind === 'sale').map((line) => line.orderId)).toEqual(orderIds);
    expect(lines.at(-1)).toMatchObject({ kind: 'payout_requested', payoutId, amount: 0 });
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(SALES * 90_000);
  });

  it('reads the same lines in one pass, whatever the batches cut (between the lines of one entry too)', async () => {
    const all: LedgerStatement['lines'] = [];
    for (let after = await page(); ; after = await page(after.nextCursor as string)) {
      all.push(...after.lines);
      if (!after.nextCursor) break;
    }
    const month = vietnamMonthBounds('2025-03');
    for (const size of [1, 2, 5, 1000]) {
      const read: LedgerStatement['lines'] = [];
      for await (const lines of statementLines(api.app.database, creator.uid, month, size)) read.push(...lines);
      expect(read).toEqual(all);
    }
  });

  it('refuses a cursor it did not make: another shape, an instant that never was, an id past the column', async () => {
    for (const after of [
      "1' or 1=1",
      '6876-00-08T52:71:95.765629Z_354038574',
      '2025-03-02T01:00:00.000000Z_9999999999',
    ]) {
      const answer = await api.call('getLedgerStatement', { month: '2025-03', after }, creator.token);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toBe('Trang sao kê không hợp lệ.');
    }
  });

  it('streams the whole month as the CSV file: Vietnamese header, Vietnam time, signed integer VND', async () => {
    const response = await fetch(`${api.url}${STATEMENT_CSV_PATH}?month=2025-03`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sao-ke-2025-03.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(BOM)).toBe(true);
    const rows = text.slice(BOM.length).split('\r\n');
    expect(rows[0]).toBe(
      'Thời gian (giờ Việt Nam),Loại,Mô tả,Mã đơn hàng,Mã yêu cầu rút tiền,Số tiền (VND),Ngày khả dụng',
    );
    expect(rows).toHaveLength(1 + SALES + 1 + 1); // header, the lines, and the empty string after the last CRLF
    const [title] = await db().select({ title: orders.productTitle }).from(orders).where(eq(orders.id, orderIds[0]));
    // 01:00 UTC on 2 March is 08:00 in Hà Nội; the hold ends 7 days later.
    expect(rows[1]).toBe(`2025-03-02 08:00:00,Bán hàng,Bán “${title.title}”,${orderIds[0]},,90000,2025-03-09 08:00:00`);
    expect(rows[SALES]).toContain(`,${orderIds[SALES - 1]},,90000,`);
    expect(rows[SALES + 1]).toMatch(
      new RegExp(`^2025-03-25 10:00:00,Yêu cầu rút tiền,Yêu cầu rút .*,,${payoutId},0,$`),
    );
  });

  it('answers the CSV only to its signed-in owner, for a valid month', async () => {
    const url = `${api.url}${STATEMENT_CSV_PATH}`;
    const anonymous = await fetch(`${url}?month=2025-03`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { status: string } }).error.status).toBe('UNAUTHENTICATED');
    const auth = { headers: { authorization: `Bearer ${creator.token}` } };
    for (const query of ['?month=2025-13', '', '?month=2025-03&month=2025-04', '?month=2025-03&extra=1']) {
      const refused = await fetch(`${url}${query}`, auth);
      expect(refused.status).toBe(400);
    }
    const invalid = await fetch(`${url}?month=2025-13`, auth);
    expect(((await invalid.json()) as { error: { message: string } }).error.message).toBe('Tháng không hợp lệ.');
    const stranger = await api.user();
    const theirs = await fetch(`${url}?month=2025-03`, { headers: { authorization: `Bearer ${stranger.token}` } });
    expect((await theirs.text()).split('\r\n')).toHaveLength(2);
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.uid, stranger.uid));
    const suspended = await fetch(`${url}?month=2025-03`, { headers: { authorization: `Bearer ${stranger.token}` } });
    expect(suspended.status).toBe(403);
  });
});
