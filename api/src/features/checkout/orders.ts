// Orders: one pending order per buyer and item (reused while open), none for an owned item.
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { notify, settle } from '../../domain/notifications/notify';
import { orders } from '../../db/schema';
import type { Target } from '../../domain/entitlements';
import type { Attribution } from '../affiliates/attribution';
import { now } from '../../lib/clock';
import { shortId } from '../../lib/ids';

/** Orders stay payable for a day by default (ORDER_TTL_MINUTES); the bank transfer must arrive before. */
export const ORDER_TTL_MS = 24 * 60 * 60 * 1000;

function targetWhere(target: Target) {
  return target.kind === 'product' ? eq(orders.productId, target.id) : eq(orders.courseId, target.id);
}

/** At most this many orders are expired in one transaction (a sweep after a long stop goes batch by batch). */
export const EXPIRE_BATCH = 200;

/**
 * Marks overdue pending orders expired (those `which` selects, at most EXPIRE_BATCH; rows another transaction
 * holds are left for the next sweep) and tells each buyer, in `tx`: the order's "waiting for payment" is
 * settled and its expiry is what is new. Resolves to how many were expired.
 */
export async function expireOrders(tx: Tx, which?: SQL): Promise<number> {
  const overdue = and(eq(orders.status, 'pending'), lt(orders.expiresAt, now()), which);
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(overdue)
    .limit(EXPIRE_BATCH)
    .for('update', { skipLocked: true });
  const expired = await tx
    .update(orders)
    .set({ status: 'expired' })
    .where(and(inArray(orders.id, due), overdue))
    .returning();
  for (const order of expired) {
    await settle(tx, order.buyerId, `order:${order.id}:created`);
    await notify(tx, {
      kind: 'orderExpired',
      userId: order.buyerId,
      eventKey: `order:${order.id}:expired`,
      facts: {
        orderId: order.id,
        title: order.productTitle,
        amount: order.price,
        itemKind: order.productId ? 'product' : 'course',
        expiresAt: order.expiresAt.toISOString(),
      },
    });
  }
  return expired.length;
}

/** Marks the buyer's overdue pending orders for the item expired (frees the one-pending slot). */
async function expireOverdue(db: Db, uid: string, target: Target): Promise<void> {
  await db.transaction((tx) => expireOrders(tx, and(eq(orders.buyerId, uid), targetWhere(target))));
}

async function findPending(db: Queryable, uid: string, target: Target): Promise<{ id: string; price: number } | null> {
  const [row] = await db
    .select({ id: orders.id, price: orders.price })
    .from(orders)
    .where(and(eq(orders.buyerId, uid), targetWhere(target), eq(orders.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/**
 * The order would carry another amount than the one the buyer confirmed (the item's price changed since they
 * saw it, or an order opened earlier at the old price is still pending): nothing is opened, and the buyer is
 * shown `price` to confirm again.
 */
export class PriceChanged extends Error {
  constructor(readonly price: number) {
    super(`the order's price is ${price}, not the one confirmed`);
    this.name = 'PriceChanged';
  }
}

/** Refuses an amount other than the one the buyer confirmed (when they said which). */
function checkPrice(price: number, expectedPrice: number | undefined): void {
  if (expectedPrice !== undefined && price !== expectedPrice) throw new PriceChanged(price);
}

/** A pending order's id, once its amount is the confirmed one. */
function confirmed(order: { id: string; price: number }, expectedPrice: number | undefined): string {
  checkPrice(order.price, expectedPrice);
  return order.id;
}

/** Returns the open order for the item, or creates one. Safe under concurrent calls (unique indexes). */
export async function openOrder(
  db: Db,
  input: {
    uid: string;
    target: Target;
    title: string;
    price: number;
    /** The amount the buyer confirmed on the review step; another amount is refused (PriceChanged). */
    expectedPrice?: number;
    /**
     * The affiliate credited (features/affiliates/attribution.ts), resolved only when a new order
     * is opened: a reused open order keeps the attribution it was made with.
     */
    attribution: () => Promise<Attribution>;
    ttlMs?: number;
    /** The money rules as the buyer sees them now (the ledger pays out by this snapshot). */
    feeBps: number;
    commissionRate: number;
  },
): Promise<string> {
  await expireOverdue(db, input.uid, input.target);
  const existing = await findPending(db, input.uid, input.target);
  if (existing) return confirmed(existing, input.expectedPrice);
  checkPrice(input.price, input.expectedPrice);
  const { affiliateId, referralCode, selfReferral } = await input.attribution();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const id = shortId(10);
    // Created by the API's clock (as expiresAt), not the database's: the admin dashboard's conversion counts
    // orders by the day they were made, and a test clock must place them on PostgreSQL as on PGlite.
    const createdAt = now().getTime();
    const expiresAt = new Date(createdAt + (input.ttlMs ?? ORDER_TTL_MS));
    try {
      // The order and the buyer's e-mail with its payment details commit together.
      await db.transaction(async (tx) => {
        await tx.insert(orders).values({
          id,
          buyerId: input.uid,
          productId: input.target.kind === 'product' ? input.target.id : null,
          courseId: input.target.kind === 'course' ? input.target.id : null,
          productTitle: input.title,
          price: input.price,
          referralCode,
          affiliateId,
          selfReferral: selfReferral?.reason ?? null,
          selfReferralAffiliateId: selfReferral?.affiliateId ?? null,
          feeBps: input.feeBps,
          commissionRate: input.commissionRate,
          createdAt: new Date(createdAt),
          expiresAt,
        });
        await notify(tx, {
          kind: 'orderCreated',
          userId: input.uid,
          eventKey: `order:${id}:created`,
          facts: {
            orderId: id,
            title: input.title,
            amount: input.price,
            itemKind: input.target.kind,
            expiresAt: expiresAt.toISOString(),
          },
        });
      });
      return id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either a concurrent call opened the order first (reuse it) or the random id collided (retry).
      const raced = await findPending(db, input.uid, input.target);
      if (raced) return confirmed(raced, input.expectedPrice);
    }
  }
  throw new Error('could not allocate an order id');
}
