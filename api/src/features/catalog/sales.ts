// The catalogue's part of a confirmed product payment: one more sale for the product ("popular" order),
// and the cached catalogue answers dropped once the payment has committed.
import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { Payments } from '../../domain/payments';
import { bumpCatalogVersion } from '../../lib/cache';

export function countSales(payments: Payments): void {
  payments.onPaymentConfirmed('product', {
    name: 'catalog.salesCount',
    run: async ({ tx, target, afterCommit }) => {
      await tx
        .update(products)
        .set({ salesCount: sql`${products.salesCount} + 1` })
        .where(eq(products.id, target.id));
      afterCommit(bumpCatalogVersion);
    },
  });
}
