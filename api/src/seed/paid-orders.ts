// Seeded purchases as a confirmed payment leaves them: the paid order, its sale in the ledger (idempotent: one
// sale entry per order) and the buyer's library row, so dashboards, payouts and reviews agree with the orders
// from the first start.
import { inArray } from 'drizzle-orm';
import { loadFeeSettings } from '../config';
import type { Db } from '../db/client';
import { libraryItems, orders } from '../db/schema';
import { postSale } from '../domain/ledger';

const DAY = 24 * 60 * 60 * 1000;

export type SeedPurchase = {
  orderId: string;
  buyerId: string;
  /** What was bought: a product or a course, its title and price then. */
  item: { productId: string } | { courseId: string };
  title: string;
  price: number;
  paidAt: Date;
};

export async function seedPurchases(db: Db, purchases: SeedPurchase[]): Promise<void> {
  await db
    .insert(orders)
    .values(
      purchases.map(({ orderId, buyerId, item, title, price, paidAt }) => ({
        id: orderId,
        buyerId,
        ...item,
        productTitle: title,
        price,
        status: 'paid' as const,
        createdAt: paidAt,
        expiresAt: new Date(paidAt.getTime() + DAY),
        paidAt,
      })),
    )
    .onConflictDoNothing();
  await db.transaction(async (tx) => {
    const paid = await tx
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          purchases.map((purchase) => purchase.orderId),
        ),
      );
    const { holdDays } = loadFeeSettings();
    for (const order of paid) {
      await postSale(tx, { order, amountReceived: order.price, at: order.paidAt ?? order.createdAt, holdDays });
    }
  });
  await db
    .insert(libraryItems)
    .values(
      purchases.map(({ orderId, buyerId, item, paidAt }) => ({ userId: buyerId, ...item, orderId, grantedAt: paidAt })),
    )
    .onConflictDoNothing();
}
