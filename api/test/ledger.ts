// Ledger fixtures: sales through the real bank webhook, users and orders written straight to the database for
// the property test, a call context for running handlers without HTTP, and the ledger's own checks.
import type { BankTransferWebhook } from '@app/shared/contracts/checkout';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../src/config';
import { ledgerEntries, ledgerLines, payoutAccounts, products, orders, users } from '../src/db/schema';
import type { CallContext } from '../src/http/context';
import { TtlCache } from '../src/lib/cache';
import { shortId } from '../src/lib/ids';
import { fold } from '@app/shared/text/fold';
import type { Harness, TestUser } from './harness';

export const WEBHOOK_KEY = 'ledger-test-webhook-key';
let providerId = Math.floor(Math.random() * 1e9);

/** A transfer id the bank has not sent yet. */
export const nextTransferId = (): number => (providerId += 1);

/** What the bank's webhook sends for a transfer in of `amount` noted `content`, to the default payee. */
export function transferBody(content: string, amount: number, id: number | string = nextTransferId()) {
  return {
    id,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-21 10:00:00',
    accountNumber: '1234567890',
    content,
    transferType: 'in',
    transferAmount: amount,
    referenceCode: `FT${id}`,
  } satisfies BankTransferWebhook;
}

/** A bank transfer for `TT {orderId}` of `amount` to the default payee, sent through the webhook. */
export function sendTransfer(api: Harness, orderId: string, amount: number, id: number = nextTransferId()) {
  return api.post('/webhooks/bank-transfer', {
    headers: { 'content-type': 'application/json', authorization: `Apikey ${WEBHOOK_KEY}` },
    body: JSON.stringify(transferBody(`TT ${orderId}`, amount, id)),
  });
}

/** An open order of `buyer` (a new one by default) for a new product of `creatorId` at `price`. */
export async function openOrder(api: Harness, creatorId: string, price = 150_000, buyer?: TestUser) {
  const orderBuyer = buyer ?? (await api.user());
  const productId = await api.addProduct(creatorId, { price });
  const answer = await api.call('createProductOrder', { productId }, orderBuyer.token);
  if (answer.status !== 200) throw new Error(`order failed: ${JSON.stringify(answer.body)}`);
  return { buyer: orderBuyer, productId, orderId: (answer.body.result as { transactionId: string }).transactionId };
}

/** A buyer orders `productId` and pays `amount` (the price by default) through the webhook. */
export async function buy(api: Harness, productId: string, buyer: TestUser, amount?: number): Promise<string> {
  const answer = await api.call('createProductOrder', { productId }, buyer.token);
  if (answer.status !== 200) throw new Error(`order failed: ${JSON.stringify(answer.body)}`);
  const orderId = (answer.body.result as { transactionId: string }).transactionId;
  const [order] = await api.app.database.db.select().from(orders).where(eq(orders.id, orderId));
  const paid = await sendTransfer(api, orderId, amount ?? order.price);
  if (paid.status !== 200) throw new Error(`webhook failed: ${JSON.stringify(paid.body)}`);
  return orderId;
}

/** A user row only (no identity account): enough for postings and for handlers run with `contextFor`. */
export async function dbUser(api: Harness, roles: string[] = [], name: string | null = null): Promise<string> {
  const uid = `ledger-${randomUUID()}`;
  await api.app.database.db.insert(users).values({
    uid,
    email: `${uid}@test.example.com`,
    displayName: name,
    roles,
    affiliateCode: shortId(12),
  });
  return uid;
}

/** A product of `creatorId` and a paid order for it by a new buyer (the sale itself is posted by the caller). */
export async function paidOrder(api: Harness, creatorId: string, price: number, at: Date) {
  const db = api.app.database.db;
  const productId = `ledger-${randomUUID().slice(0, 12)}`;
  await db.insert(products).values({
    id: productId,
    creatorId,
    title: `Sản phẩm ${productId}`,
    description: 'Mô tả.',
    searchText: fold(productId),
    price,
    categoryId: 'lap-trinh',
    subcategoryId: 'tro-ly-code',
    demoType: 'info',
    status: 'published',
  });
  const buyerId = await dbUser(api);
  const [order] = await db
    .insert(orders)
    .values({
      id: shortId(12),
      buyerId,
      productId,
      productTitle: `Sản phẩm ${productId}`,
      price,
      status: 'paid',
      feeBps: 1000,
      commissionRate: 0,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 60_000),
      paidAt: at,
    })
    .returning();
  return order;
}

export async function bankAccount(api: Harness, uid: string, accountNumber = '0123456789'): Promise<string> {
  const id = randomUUID();
  await api.app.database.db
    .insert(payoutAccounts)
    .values({ id, userId: uid, bankName: 'ACB', accountNumber, accountHolder: 'NGUYEN VAN AN' });
  return id;
}

/** What a handler receives, for `uid` (or anonymous), without HTTP or an ID token. */
export function contextFor(api: Harness, uid: string | null, config: Partial<Config> = {}): CallContext {
  return {
    auth: uid ? { uid, email: null, name: null, picture: null } : null,
    db: api.app.database.db,
    prepared: api.app.database.prepared,
    identity: api.app.identity,
    config: { ...api.config, ...config },
    log: api.app.server.log,
    catalogCache: new TtlCache<unknown>(0),
  };
}

/** Entries touching any of `userIds` whose lines do not sum to zero (must be none). */
export async function unbalancedEntries(api: Harness, userIds: string[]): Promise<number[]> {
  const db = api.app.database.db;
  const touched = db
    .selectDistinct({ id: ledgerLines.entryId })
    .from(ledgerLines)
    .where(inArray(ledgerLines.userId, userIds));
  const rows = await db
    .select({ id: ledgerLines.entryId, total: sql<string>`sum(${ledgerLines.amount})::text` })
    .from(ledgerLines)
    .where(inArray(ledgerLines.entryId, touched))
    .groupBy(ledgerLines.entryId);
  return rows.filter((row) => Number(row.total) !== 0).map((row) => row.id);
}

/** The lines of one order's entry (`sale` or `refund`), account by account. */
export async function linesOf(api: Harness, orderId: string, kind: 'sale' | 'refund') {
  return api.app.database.db
    .select({
      account: ledgerLines.account,
      userId: ledgerLines.userId,
      amount: ledgerLines.amount,
      availableAt: ledgerLines.availableAt,
      role: ledgerLines.role,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, kind)));
}
