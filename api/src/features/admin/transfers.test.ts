// The admin queue of bank transfers over HTTP against a real database: what is open and closed, matching a
// transfer to an order (exactly what the webhook does: access, the sale, the creator's dashboard), closing
// one (returned or ignored), exactly once under repeats and concurrency, and the audit row that commits — or
// rolls back — with the change.
import { TRANSFERS_PAGE_SIZE, type AdminTransfer, type TransferPage } from '@app/shared/contracts/admin';
import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import type { UserProfile } from '@app/shared/contracts/profile';
import { eq } from 'drizzle-orm';
import { bankTransfers, libraryItems, orders } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import type { TestUser } from '../../../test/harness';
import { pagePlan } from '../../../test/plans';
import { useApi, useUser } from '../../../test/suite';
import { buy, linesOf, nextTransferId, openOrder, transferBody, WEBHOOK_KEY } from '../../../test/ledger';
import {
  accountTotals,
  auditRows,
  entriesOf,
  failAtCommitFor,
  listTransfers,
  transferRow,
  unmatchedTransfer,
} from '../../../test/money';
import { transferPageQuery } from './transfers';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const admin = useUser(api, 'admin');
const buyer = useUser(api);
const creator = useUser(api, 'creator');

const db = () => api.app.database.db;

/** A transfer as the bank sends it, with the buyer's own note (no `TT {id}`): the webhook queues it. */
async function webhook(content: string, amount: number, extra: Record<string, unknown> = {}): Promise<number> {
  const id = nextTransferId();
  const answer = await api.post('/webhooks/bank-transfer', {
    headers: { 'content-type': 'application/json', authorization: `Apikey ${WEBHOOK_KEY}` },
    body: JSON.stringify({ ...transferBody(content, amount, id), ...extra }),
  });
  expect(answer.status).toBe(200);
  const [row] = await db()
    .select({ id: bankTransfers.id })
    .from(bankTransfers)
    .where(eq(bankTransfers.providerId, String(id)));
  if (!row) throw new Error('transfer not recorded');
  return row.id;
}

const order = (price?: number, who?: TestUser) => openOrder(api, creator.uid, price, who);

const match = (transferId: number, orderId: string, note?: string, token = admin.token) =>
  api.call('matchTransfer', { transferId, orderId, ...(note ? { note } : {}) }, token);
const close = (input: Record<string, unknown>, token = admin.token) => api.call('closeTransfer', input, token);
const page = async (state: 'open' | 'closed', before?: string) => {
  const answer = await api.call('listBankTransfers', { state, ...(before ? { before } : {}) }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.result as TransferPage;
};
const list = (state: 'open' | 'closed') => listTransfers(api, state, admin.token);
const ids = (rows: AdminTransfer[]) => rows.map((row) => row.id);
const grants = async (orderId: string) => db().select().from(libraryItems).where(eq(libraryItems.orderId, orderId));
const orderStatus = async (orderId: string) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
const library = async (user: TestUser) =>
  ((await api.call('getUserProfile', null, user.token)).body.result as UserProfile).library.map(
    (item) => item.productId,
  );

describe('who may call', () => {
  it('refuses anonymous callers (401), buyers and creators (403)', async () => {
    const transferId = await unmatchedTransfer(api, 10_000);
    const calls: [string, unknown][] = [
      ['listBankTransfers', { state: 'open' }],
      ['matchTransfer', { transferId, orderId: 'ABCDEFGH' }],
      ['closeTransfer', { transferId, resolution: 'ignored', note: 'Không rõ' }],
    ];
    for (const [name, input] of calls) {
      expect((await api.call(name, input)).status).toBe(401);
      expect((await api.call(name, input, buyer.token)).status).toBe(403);
      expect((await api.call(name, input, creator.token)).status).toBe(403);
    }
    expect((await transferRow(api, transferId)).status).toBe('unmatched');
    expect(await auditRows(api, 'transfer', String(transferId))).toEqual([]);
  });

  it('refuses a transfer id outside the id column (a 400, not a database error)', async () => {
    for (const transferId of [2 ** 31, Number.MAX_SAFE_INTEGER, 0]) {
      for (const answer of [
        await match(transferId, 'ABCDEFGH'),
        await close({ transferId, resolution: 'ignored', note: 'Không rõ' }),
      ]) {
        expect([answer.status, answer.body.error?.message]).toEqual([400, 'Mã giao dịch chuyển khoản không hợp lệ.']);
      }
    }
  });
});

describe('listBankTransfers', () => {
  it('open: unmatched and overpaid not yet returned; closed: settled, ignored or refunded; newest first', async () => {
    const noNote = await webhook('chuyen khoan khong ro noi dung', 12_345);
    const outgoing = await webhook('tra tien nha cung cap', 50_000, { transferType: 'out' });
    const paid = await order(100_000);
    const paying = await webhook(`TT ${paid.orderId}`, 100_000);
    const over = await order(100_000);
    const overpaid = await webhook(`TT ${over.orderId}`, 130_000);
    const settled = await unmatchedTransfer(api, 5_000);
    expect((await close({ transferId: settled, resolution: 'ignored', note: 'Thử nghiệm' })).status).toBe(200);

    const open = await list('open');
    expect(ids(open)).toEqual(expect.arrayContaining([noNote, overpaid]));
    for (const id of [outgoing, paying, settled]) expect(ids(open)).not.toContain(id);
    expect(open.find((row) => row.id === overpaid)).toMatchObject({
      status: 'matched',
      transactionId: over.orderId,
      excess: 30_000,
      reason: 'overpaid',
      resolvedAt: null,
    });
    expect(open.find((row) => row.id === noNote)).toMatchObject({
      amount: 12_345,
      content: 'chuyen khoan khong ro noi dung',
      status: 'unmatched',
      reason: 'no-match',
      transactionId: null,
      excess: 0,
    });
    // Newest first.
    expect(ids(open).indexOf(overpaid)).toBeLessThan(ids(open).indexOf(noNote));

    const closed = await list('closed');
    expect(ids(closed)).toEqual(expect.arrayContaining([outgoing, settled]));
    for (const id of [noNote, overpaid, paying]) expect(ids(closed)).not.toContain(id);
    expect(closed.find((row) => row.id === settled)).toMatchObject({
      status: 'ignored',
      resolvedBy: admin.uid,
      resolvedByName: 'Người dùng admin',
      resolutionNote: 'Thử nghiệm',
      resolvedAt: expect.any(String),
    });
  });

  it('pages each tab in its own order: no row twice or skipped, the closed tab by when it was closed', async () => {
    // More than a page of each: open ones received in a known order, then closed in the opposite order.
    const received: number[] = [];
    for (let index = 0; index < TRANSFERS_PAGE_SIZE + 5; index += 1)
      received.push(await unmatchedTransfer(api, 1_000 + index));
    const open = await list('open');
    const first = await page('open');
    expect(first.transfers).toHaveLength(TRANSFERS_PAGE_SIZE);
    expect(first.nextBefore).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d+$/);
    expect(new Set(ids(open)).size).toBe(open.length);
    // Newest received first, the ids breaking ties between transfers received in the same instant.
    const mine = ids(open).filter((id) => received.includes(id));
    expect(mine).toEqual([...received].reverse());

    for (const id of received)
      expect((await close({ transferId: id, resolution: 'ignored', note: 'Trùng' })).status).toBe(200);
    // Closed in the order received: the last closed first.
    const closed = ids(await list('closed')).filter((id) => received.includes(id));
    expect(closed).toEqual([...received].reverse());
    // Settled again later (a refund reference added the next day): the oldest received now leads the tab.
    const oldest = received[0];
    await db()
      .update(bankTransfers)
      .set({ resolvedAt: new Date(Date.now() + DAY_MS) })
      .where(eq(bankTransfers.id, oldest));
    expect(ids((await page('closed')).transfers)[0]).toBe(oldest);
    expect(ids(await list('open')).filter((id) => received.includes(id))).toEqual([]);
  });

  it('refuses a tab it does not know and a page cursor it did not give, in Vietnamese', async () => {
    const cases: [unknown, string][] = [
      [null, 'Dữ liệu gửi lên không hợp lệ.'],
      [{}, 'Danh sách chuyển khoản phải là đang chờ hoặc đã xử lý.'],
      [{ state: 'all' }, 'Danh sách chuyển khoản phải là đang chờ hoặc đã xử lý.'],
      [{ state: 'open', before: '42' }, 'Trang danh sách chuyển khoản không hợp lệ.'],
      [{ state: 'open', before: '2026-13-01T00:00:00.000000Z_1' }, 'Trang danh sách chuyển khoản không hợp lệ.'],
      [
        { state: 'closed', before: '2026-12-01T00:00:00.000000Z_99999999999' },
        'Trang danh sách chuyển khoản không hợp lệ.',
      ],
    ];
    for (const [input, message] of cases) {
      const answer = await api.call('listBankTransfers', input, admin.token);
      expect([answer.status, answer.body.error?.message]).toEqual([400, message]);
    }
  });

  it.each([
    ['open', 'bank_transfers_open_received_idx'],
    ['closed', 'bank_transfers_closed_settled_idx'],
  ] as const)('%s: a page is read along its own index, from the cursor on', async (state, index) => {
    // The planner takes a partial index only when the query's predicate is the index's, and walks it in order
    // only when the order is the index's: a change to one without the other would send the tab back to reading
    // the whole table (96 ms at a million for the closed one). The answer's own statement is asked to explain.
    const before = (await page(state)).nextBefore ?? '2026-12-01T00:00:00.000000Z_1';
    const plan = await pagePlan(db(), (tx) => transferPageQuery(tx, state, before));
    expect(plan).toContain(index);
    expect(plan).not.toContain('"Sort"');
  });
});

describe('matchTransfer', () => {
  it('pays the order as the webhook would: access, the sale, the creator’s dashboard; audited; then closed', async () => {
    const { buyer: payer, productId, orderId } = await order(200_000);
    const transferId = await webhook('chuyen tien mua phan mem', 200_000);
    const answer = await match(transferId, `tt ${orderId.toLowerCase()}`, 'Khách quên ghi mã đơn');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      id: transferId,
      status: 'matched',
      transactionId: orderId,
      excess: 0,
      reason: null,
      resolvedBy: admin.uid,
      resolvedByName: 'Người dùng admin',
      resolvedAt: expect.any(String),
      resolutionNote: 'Khách quên ghi mã đơn',
    });
    expect(await orderStatus(orderId)).toBe('paid');
    expect(await library(payer)).toContain(productId);
    // The same sale entry a webhook payment posts: the fee and the creator's held earning.
    const sale = Object.fromEntries((await linesOf(api, orderId, 'sale')).map((line) => [line.account, line.amount]));
    expect(sale).toEqual({ cash: 200_000, fee: -20_000, payable: -180_000 });
    const dashboard = (await api.call('getCreatorDashboard', null, creator.token)).body.result as CreatorDashboard;
    expect(dashboard.recentSales.find((row) => row.orderId === orderId)).toMatchObject({
      productId,
      price: 200_000,
      net: 180_000,
      status: 'pending',
    });
    const [row] = await auditRows(api, 'transfer', String(transferId));
    expect(row).toMatchObject({
      adminId: admin.uid,
      action: 'transfer.match',
      reason: 'Khách quên ghi mã đơn',
      before: { status: 'unmatched', transactionId: null, excess: 0, resolvedAt: null },
      after: { status: 'matched', transactionId: orderId, excess: 0 },
    });
    expect(ids(await list('open'))).not.toContain(transferId);
    expect(ids(await list('closed'))).toContain(transferId);
  });

  it('pays an order that expired or was canceled meanwhile (the buyer paid late)', async () => {
    const expiring = await order(90_000);
    // Its day to pay is over (as if the bank had been slow for a day).
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(orders.id, expiring.orderId));
    const read = await api.call('getTransaction', { transactionId: expiring.orderId }, expiring.buyer.token);
    expect((read.body.result as { status: string }).status).toBe('expired');
    const late = await unmatchedTransfer(api, 90_000);
    const answer = await match(late, expiring.orderId);
    expect(answer.status).toBe(200);
    expect(await orderStatus(expiring.orderId)).toBe('paid');
    expect(await library(expiring.buyer)).toContain(expiring.productId);

    const canceled = await order(90_000);
    expect(
      (await api.call('cancelTransaction', { transactionId: canceled.orderId }, canceled.buyer.token)).status,
    ).toBe(200);
    const transferId = await unmatchedTransfer(api, 90_000);
    expect((await match(transferId, canceled.orderId)).status).toBe(200);
    expect(await orderStatus(canceled.orderId)).toBe('paid');
    expect(await grants(canceled.orderId)).toHaveLength(1);
  });

  it('refuses what it cannot pay, and changes nothing', async () => {
    const unknownTransfer = await match(999_999_999, 'ABCDEFGH');
    expect(unknownTransfer.status).toBe(404);
    expect(unknownTransfer.body.error?.message).toBe('Không tìm thấy giao dịch chuyển khoản này.');

    const transferId = await unmatchedTransfer(api, 100_000);
    const unknownOrder = await match(transferId, 'KHONGCOMA1');
    expect(unknownOrder.status).toBe(404);
    expect(unknownOrder.body.error?.message).toBe('Không tìm thấy đơn hàng với mã này.');

    const dear = await order(100_001);
    const short = await match(transferId, dear.orderId);
    expect(short.status).toBe(409);
    expect(short.body.error?.message).toBe('Số tiền chuyển khoản nhỏ hơn giá của đơn hàng.');
    expect(await orderStatus(dear.orderId)).toBe('pending');

    const paid = await order(50_000);
    const paying = await webhook(`TT ${paid.orderId}`, 50_000);
    expect(await orderStatus(paid.orderId)).toBe('paid');
    const twice = await match(transferId, paid.orderId);
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe('Đơn hàng này đã được thanh toán.');
    // A matched transfer cannot pay another order.
    const again = await match(paying, dear.orderId);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Giao dịch chuyển khoản này đã được xử lý.');

    // The buyer owns the product already (an earlier order was paid): the old canceled order cannot grant again.
    const owner = await api.user();
    const first = await order(40_000, owner);
    expect((await api.call('cancelTransaction', { transactionId: first.orderId }, owner.token)).status).toBe(200);
    await buy(api, first.productId, owner);
    const stray = await unmatchedTransfer(api, 40_000);
    const owned = await match(stray, first.orderId);
    // Status and message together, so a failure says which refusal came instead.
    expect([owned.status, owned.body.error?.message]).toEqual([409, 'Người mua đã sở hữu sản phẩm này.']);
    expect(await orderStatus(first.orderId)).toBe('canceled');

    const outgoing = await webhook('chuyen di', 40_000, { transferType: 'out' });
    const notMatchable = await match(outgoing, dear.orderId);
    expect(notMatchable.status).toBe(409);
    expect(notMatchable.body.error?.message).toBe('Giao dịch chuyển khoản này không thể khớp với đơn hàng.');

    for (const id of [transferId, stray]) {
      expect(await transferRow(api, id)).toMatchObject({ status: 'unmatched', orderId: null, resolvedAt: null });
      expect(await auditRows(api, 'transfer', String(id))).toEqual([]);
    }
  });

  it('grants once and posts one sale for 20 concurrent identical clicks and a later repeat', async () => {
    const { buyer: payer, productId, orderId } = await order(120_000);
    const transferId = await unmatchedTransfer(api, 120_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => match(transferId, orderId, 'Khớp tay')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.result))).size).toBe(1);
    const repeat = await match(transferId, orderId, 'Khớp tay');
    expect(repeat.status).toBe(200);
    expect(repeat.body.result).toEqual(answers[0].body.result);
    expect(await grants(orderId)).toHaveLength(1);
    expect(await library(payer)).toEqual([productId]);
    expect((await entriesOf(api, { orderId })).map((entry) => entry.key)).toEqual([`sale:${orderId}`]);
    expect(await auditRows(api, 'transfer', String(transferId))).toHaveLength(1);
    expect(await accountTotals(api, { orderIds: [orderId] })).toEqual({
      cash: 120_000,
      fee: -12_000,
      payable: -108_000,
    });
  });

  it('pays an order once when two different transfers are matched to it at the same time', async () => {
    const { orderId } = await order(80_000);
    const [one, two] = [await unmatchedTransfer(api, 80_000), await unmatchedTransfer(api, 80_000)];
    const answers = await Promise.all([match(one, orderId), match(two, orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error?.message).toBe('Đơn hàng này đã được thanh toán.');
    expect(await grants(orderId)).toHaveLength(1);
    expect((await entriesOf(api, { orderId })).map((entry) => entry.kind)).toEqual(['sale']);
    const states = [await transferRow(api, one), await transferRow(api, two)].map((row) => row.status).sort();
    expect(states).toEqual(['matched', 'unmatched']);
  });

  it('an overpaid match stays open until its excess is sent back; it cannot be ignored', async () => {
    const { orderId } = await order(100_000);
    const transferId = await unmatchedTransfer(api, 175_000);
    const matched = await match(transferId, orderId);
    expect(matched.body.result).toMatchObject({
      status: 'matched',
      excess: 75_000,
      reason: 'overpaid',
      resolvedAt: null,
    });
    expect(ids(await list('open'))).toContain(transferId);

    const ignore = await close({ transferId, resolution: 'ignored', note: 'Bỏ qua' });
    expect(ignore.status).toBe(409);
    expect(ignore.body.error?.message).toBe('Tiền thừa của khách phải được hoàn lại, không thể bỏ qua.');

    const input = { transferId, resolution: 'refunded', reference: 'FT-THUA-01', note: 'Đã trả tiền thừa' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => close(input)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers[0].body.result).toMatchObject({
      status: 'matched',
      transactionId: orderId,
      excess: 75_000,
      refundReference: 'FT-THUA-01',
      resolvedBy: admin.uid,
      resolvedAt: expect.any(String),
    });
    expect(await entriesOf(api, { transferId })).toEqual([
      { kind: 'transfer_returned', key: `transfer:${transferId}:returned` },
    ]);
    // The sale owed the excess, the return paid it: cash keeps the price, nothing is owed any more.
    expect(await accountTotals(api, { orderIds: [orderId], transferIds: [transferId] })).toEqual({
      cash: 100_000,
      fee: -10_000,
      payable: -90_000,
    });
    expect((await auditRows(api, 'transfer', String(transferId))).map((row) => row.action)).toEqual([
      'transfer.match',
      'transfer.refund',
    ]);
    expect(ids(await list('open'))).not.toContain(transferId);
    expect(ids(await list('closed'))).toContain(transferId);
  });

  it('rolls the whole match back — grant, sale, status and its audit row — when the commit fails', async () => {
    const { buyer: payer, productId, orderId } = await order(60_000);
    const transferId = await unmatchedTransfer(api, 60_000);
    const note = `lỗi giả lập ${transferId}`;
    const restore = await failAtCommitFor(api, note);
    try {
      const answer = await match(transferId, orderId, note);
      expect(answer.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await auditRows(api, 'transfer', String(transferId))).toEqual([]);
    expect(await transferRow(api, transferId)).toMatchObject({ status: 'unmatched', orderId: null });
    expect(await orderStatus(orderId)).toBe('pending');
    expect(await library(payer)).not.toContain(productId);
    expect(await entriesOf(api, { orderId })).toEqual([]);
    // Nothing was half-done: the same match then goes through.
    expect((await match(transferId, orderId, 'Thử lại')).status).toBe(200);
    expect(await auditRows(api, 'transfer', String(transferId))).toHaveLength(1);
  });
});

describe('closeTransfer', () => {
  it('refunded: received and returned in the ledger (net zero), once for 10 concurrent clicks; then settled', async () => {
    const transferId = await webhook('nham tai khoan', 345_000);
    const input = { transferId, resolution: 'refunded', reference: 'FT-TRA-LAI-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => close(input)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers[0].body.result).toMatchObject({
      status: 'refunded',
      refundReference: 'FT-TRA-LAI-1',
      resolvedBy: admin.uid,
      resolutionNote: null,
    });
    expect((await entriesOf(api, { transferId })).map((entry) => entry.kind)).toEqual([
      'transfer_received',
      'transfer_returned',
    ]);
    expect(await accountTotals(api, { transferIds: [transferId] })).toEqual({});
    const [row, ...more] = await auditRows(api, 'transfer', String(transferId));
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: 'transfer.refund',
      reason: 'FT-TRA-LAI-1',
      before: { status: 'unmatched', refundReference: null },
      after: { status: 'refunded', refundReference: 'FT-TRA-LAI-1' },
    });

    expect((await close(input)).status).toBe(200);
    for (const other of [
      { transferId, resolution: 'refunded', reference: 'FT-KHAC' },
      { transferId, resolution: 'ignored', note: 'Bỏ qua' },
    ]) {
      const refused = await close(other);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.message).toBe('Giao dịch chuyển khoản này đã được xử lý.');
    }
    const { orderId } = await order(345_000);
    expect((await match(transferId, orderId)).status).toBe(409);
    expect(await auditRows(api, 'transfer', String(transferId))).toHaveLength(1);
  });

  it('ignored: the money is the platform’s other income; the same note again answers as is', async () => {
    const transferId = await unmatchedTransfer(api, 20_000);
    const input = { transferId, resolution: 'ignored', note: 'Tiền lãi ngân hàng' };
    const first = await close(input);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ status: 'ignored', resolutionNote: 'Tiền lãi ngân hàng' });
    expect(await close(input)).toMatchObject({ status: 200, body: { result: first.body.result } });
    expect((await close({ ...input, note: 'Khác' })).status).toBe(409);
    expect(await accountTotals(api, { transferIds: [transferId] })).toEqual({ cash: 20_000, other: -20_000 });
    expect(await auditRows(api, 'transfer', String(transferId))).toMatchObject([
      { action: 'transfer.ignore', reason: 'Tiền lãi ngân hàng', after: { status: 'ignored' } },
    ]);
  });

  it('refuses an unknown transfer, a normal payment and the webhook’s outgoing transfers', async () => {
    expect((await close({ transferId: 999_999_999, resolution: 'ignored', note: 'x' })).status).toBe(404);
    const paid = await order(30_000);
    const paying = await webhook(`TT ${paid.orderId}`, 30_000);
    const outgoing = await webhook('chuyen di', 30_000, { transferType: 'out' });
    for (const transferId of [paying, outgoing]) {
      const refused = await close({ transferId, resolution: 'refunded', reference: 'FT1' });
      expect(refused.status).toBe(409);
      expect(await entriesOf(api, { transferId })).toEqual([]);
    }
  });

  it('rolls back the ledger entries and the audit row together when the commit fails', async () => {
    const transferId = await unmatchedTransfer(api, 44_000);
    const reference = `FT-LOI-${transferId}`;
    const restore = await failAtCommitFor(api, reference);
    try {
      expect((await close({ transferId, resolution: 'refunded', reference })).status).toBe(500);
    } finally {
      await restore();
    }
    expect(await entriesOf(api, { transferId })).toEqual([]);
    expect(await auditRows(api, 'transfer', String(transferId))).toEqual([]);
    expect(await transferRow(api, transferId)).toMatchObject({ status: 'unmatched', resolvedAt: null });
  });
});
