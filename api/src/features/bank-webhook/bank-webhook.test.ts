import { and, eq } from 'drizzle-orm';
import { bankTransfers, libraryItems } from '../../db/schema';
import type { TestUser } from '../../../test/harness';
import { nextTransferId, openOrder, transferBody } from '../../../test/ledger';
import { listTransfers } from '../../../test/money';
import { withServerClockAt } from '../../../test/clock';
import { useApi, useUser } from '../../../test/suite';
import { noteCandidates } from './confirm';

const KEY = 'test-webhook-key';
const api = useApi({ bankWebhookApiKey: KEY });
const creator = useUser(api, 'creator');
const order = (price?: number) => openOrder(api, creator.uid, price);

function send(body: unknown, key: string | null = KEY) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers.authorization = `Apikey ${key}`;
  return api.post('/webhooks/bank-transfer', { headers, body: JSON.stringify(body) });
}

async function grants(orderId: string) {
  return api.app.database.db.select().from(libraryItems).where(eq(libraryItems.orderId, orderId));
}

async function transferRow(id: number | string) {
  const [row] = await api.app.database.db
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.provider, 'sepay'), eq(bankTransfers.providerId, String(id))));
  return row;
}

async function status(buyer: TestUser, orderId: string): Promise<string> {
  const answer = await api.call('getTransaction', { transactionId: orderId }, buyer.token);
  return (answer.body.result as { status: string }).status;
}

describe('POST /webhooks/bank-transfer', () => {
  it('pays the order and grants the product once when the same transfer is replayed 3 times', async () => {
    const { buyer, productId, orderId } = await order();
    const body = transferBody(`MBVCB.1234.tt  ${orderId.toLowerCase()} chuyen tien`, 150_000);
    for (let i = 0; i < 3; i += 1) {
      const answer = await send(body);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
    }
    expect(await grants(orderId)).toHaveLength(1);
    expect(await status(buyer, orderId)).toBe('paid');
    const profile = await api.call('getUserProfile', null, buyer.token);
    const library = (profile.body.result as { library: { productId: string }[] }).library;
    expect(library.map((item) => item.productId)).toEqual([productId]);
    expect((await transferRow(body.id))?.status).toBe('matched');
  });

  it('grants once for 20 concurrent duplicates', async () => {
    const { orderId } = await order();
    const body = transferBody(`TT${orderId}`, 150_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await grants(orderId)).toHaveLength(1);
  });

  it('answers 401 to a wrong, missing or malformed key and records nothing', async () => {
    const { buyer, orderId } = await order();
    const body = transferBody(`TT ${orderId}`, 150_000);
    const variants: Record<string, string>[] = [
      { authorization: 'Apikey wrong-key' },
      {},
      { authorization: `Bearer ${KEY}` },
      { authorization: `Apikey ${KEY}x` },
    ];
    for (const headers of variants) {
      const answer = await api.post('/webhooks/bank-transfer', {
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false });
    }
    expect(await transferRow(body.id)).toBeUndefined();
    expect(await status(buyer, orderId)).toBe('pending');
  });

  it('keeps a short amount for the admin queue without granting; a full transfer then pays', async () => {
    const { buyer, orderId } = await order();
    const short = transferBody(`TT ${orderId}`, 149_999);
    expect((await send(short)).body).toEqual({ success: true });
    expect(await grants(orderId)).toHaveLength(0);
    expect(await status(buyer, orderId)).toBe('pending');
    expect(await transferRow(short.id)).toMatchObject({ status: 'unmatched', amount: 149_999 });
    const more = transferBody(`TT ${orderId}`, 200_000);
    expect((await send(more)).status).toBe(200);
    expect(await grants(orderId)).toHaveLength(1);
  });

  it('keeps an unknown note, a canceled order and an outgoing transfer without granting', async () => {
    const unknown = transferBody('TT ZZZZZZZZZZ thanh toan', 1_000_000);
    expect((await send(unknown)).body).toEqual({ success: true });
    expect(await transferRow(unknown.id)).toMatchObject({ status: 'unmatched', orderId: null });

    const { buyer, orderId } = await order();
    expect((await api.call('cancelTransaction', { transactionId: orderId }, buyer.token)).status).toBe(200);
    const late = transferBody(`TT ${orderId}`, 150_000);
    expect((await send(late)).status).toBe(200);
    expect(await grants(orderId)).toHaveLength(0);
    expect(await status(buyer, orderId)).toBe('canceled');
    expect((await transferRow(late.id))?.status).toBe('unmatched');

    const outgoing = { ...transferBody(`TT ${orderId}`, 150_000), transferType: 'out' };
    expect((await send(outgoing)).status).toBe(200);
    expect((await transferRow(outgoing.id))?.status).toBe('ignored');
  });

  it('lists the queued transfers to admins (listBankTransfers, open), newest first', async () => {
    // Other suites may queue transfers in the same database meanwhile (PostgreSQL runs share one), so this
    // looks for its own two rather than at the head of the list.
    const earlier = transferBody('chuyen khoan truoc, khong ro noi dung', 1_111);
    await send(earlier);
    const { orderId } = await order();
    const paying = transferBody(`TT ${orderId}`, 150_000);
    await send(paying);
    const queued = transferBody('chuyen khoan khong ro noi dung', 12_345);
    await send(queued);
    const admin = await api.user('admin');
    const items = await listTransfers(api, 'open', admin.token);
    const ids = items.map((item) => item.providerId);
    const at = ids.indexOf(String(queued.id));
    expect(items[at]).toMatchObject({ providerId: String(queued.id), amount: 12_345, content: queued.content });
    expect(at).toBeLessThan(ids.indexOf(String(earlier.id)));
    expect(ids).not.toContain(String(paying.id));
    const buyer = await api.user();
    expect((await api.call('listBankTransfers', { state: 'open' }, buyer.token)).status).toBe(403);
  });

  it('records a body that is not a well-formed transfer, raw, for the admin queue, and answers 400', async () => {
    const admin = await api.user('admin');
    const odd = [
      { id: nextTransferId(), content: 'TT ABCDEFGHJK', transferAmount: 1000 },
      transferBody('x'.repeat(3000), 1000),
      { ...transferBody('TT ABCDEFGHJK', 1000), transferType: 'sideways' },
    ];
    for (const body of odd) {
      const answer = await send(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'Nội dung webhook không hợp lệ.' });
      const row = await transferRow(body.id as number);
      expect(row).toMatchObject({ status: 'unmatched', reason: 'invalid', amount: 1000 });
    }
    // A well-formed transfer carrying what PostgreSQL cannot hold is kept, escaped, and acknowledged.
    const unusual = [
      transferBody('TT \u0000 nul', 1000),
      { ...transferBody('lone \ud800 surrogate', 1000), extra: 'x\u0000', ['k\u0000']: 1 },
    ];
    for (const body of unusual) {
      expect((await send(body)).status).toBe(200);
      expect(await transferRow(body.id)).toMatchObject({ status: 'unmatched', reason: 'no-match' });
    }
    expect((await transferRow(unusual[0].id)).content).toBe('TT \\u0000 nul');
    const queue = await listTransfers(api, 'open', admin.token);
    for (const body of [...odd, ...unusual]) expect(queue.map((t) => t.providerId)).toContain(String(body.id));
  });

  it('answers 400 to an amount that is missing, negative, fractional, a string or absurd, and records why', async () => {
    const { buyer, orderId: transactionId } = await order(150_000);
    const { transferAmount: _dropped, ...missing } = transferBody(`TT ${transactionId}`, 150_000);
    const malformed: Record<string, unknown>[] = [
      missing,
      transferBody(`TT ${transactionId}`, -150_000),
      transferBody(`TT ${transactionId}`, 150_000.5),
      { ...transferBody(`TT ${transactionId}`, 150_000), transferAmount: '150000' },
      transferBody(`TT ${transactionId}`, 1e20),
      transferBody(`TT ${transactionId}`, 10_000_000_000_001),
    ];
    for (const body of malformed) {
      const answer = await send(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'Số tiền chuyển khoản không hợp lệ.' });
      const row = await transferRow(body.id as number);
      expect(row).toMatchObject({ status: 'unmatched', reason: 'invalid-amount', amount: 0 });
      expect((row.raw as Record<string, unknown>).transferAmount).toEqual(body.transferAmount);
      // A retry of the same body is refused the same way and recorded once.
      expect((await send(body)).status).toBe(400);
    }
    expect(await status(buyer, transactionId)).toBe('pending');
    expect(await grants(transactionId)).toEqual([]);
    // The largest sane amount is still a transfer (it pays nothing here: no order in the note).
    const big = transferBody('ba ty', 10_000_000_000_000);
    expect((await send(big)).status).toBe(200);
    expect(await transferRow(big.id)).toMatchObject({ amount: 10_000_000_000_000, reason: 'no-match' });
  });

  it('a transfer to another account pays nothing and is queued with that reason', async () => {
    const { buyer, orderId } = await order(150_000);
    const body = { ...transferBody(`TT ${orderId}`, 150_000), accountNumber: '9999999999' };
    expect((await send(body)).status).toBe(200);
    expect(await status(buyer, orderId)).toBe('pending');
    expect(await grants(orderId)).toEqual([]);
    expect((await transferRow(body.id)).reason).toBe('wrong-account');
    const otherBank = { ...transferBody(`TT ${orderId}`, 150_000), gateway: 'Techcombank' };
    expect((await send(otherBank)).status).toBe(200);
    expect((await transferRow(otherBank.id)).reason).toBe('wrong-bank');
    expect(await status(buyer, orderId)).toBe('pending');
  });

  it('an overpayment pays the order and records the excess to refund', async () => {
    const admin = await api.user('admin');
    const { buyer, orderId } = await order(150_000);
    const body = transferBody(`TT ${orderId}`, 15_000_000);
    expect((await send(body)).status).toBe(200);
    expect(await status(buyer, orderId)).toBe('paid');
    const row = await transferRow(body.id);
    expect(row).toMatchObject({ status: 'matched', excess: 14_850_000, reason: 'overpaid' });
    const queue = await listTransfers(api, 'open', admin.token);
    expect(queue.find((t) => t.providerId === String(body.id))).toMatchObject({
      excess: 14_850_000,
      transactionId: orderId,
    });
  });

  it('pays an order up to its expiry, and not after it', async () => {
    // The server's test clock moves past the order's lifetime (ORDER_TTL_MINUTES): no waiting.
    const ttlMs = api.config.orderTtlMs;
    const inTime = await order();
    const late = await order();
    const before = Date.now() + ttlMs - 60_000;
    const after = Date.now() + ttlMs + 60_000;
    const pay = (at: number, orderId: string) =>
      withServerClockAt(at, () => send(transferBody(`TT ${orderId}`, 150_000)));
    expect((await pay(before, inTime.orderId)).status).toBe(200);
    expect((await pay(after, late.orderId)).status).toBe(200);
    expect(await status(inTime.buyer, inTime.orderId)).toBe('paid');
    // The late transfer paid nothing: the order reads as expired from its expiry on, and grants nothing.
    expect(await withServerClockAt(after, () => status(late.buyer, late.orderId))).toBe('expired');
    expect(await grants(late.orderId)).toEqual([]);
  });
});

describe('noteCandidates', () => {
  it('finds the id after TT whatever the case, spacing and punctuation', () => {
    expect(noteCandidates('tt abcdefghjk')).toContain('ABCDEFGHJK');
    expect(noteCandidates('IBFT TT-ABCDEFGHJK.FT123')).toContain('ABCDEFGHJK');
    expect(noteCandidates('TTABCDEFGHJK')).toContain('ABCDEFGHJK');
    expect(noteCandidates('chuyen tien')).toEqual([]);
  });
});
