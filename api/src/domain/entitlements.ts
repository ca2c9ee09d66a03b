// Entitlements: what a user owns (a product or a course), as library rows. The one place that reads or
// changes ownership — checkout refuses to sell an owned item, the academy opens an owned course, a
// confirmed payment grants, an approved refund revokes.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { libraryItems } from '../db/schema';

export type Target = { kind: 'product'; id: string } | { kind: 'course'; id: string };

const columnOf = (target: Target) => (target.kind === 'product' ? libraryItems.productId : libraryItems.courseId);

export async function owns(db: Queryable, uid: string, target: Target): Promise<boolean> {
  const [row] = await db
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, uid), eq(columnOf(target), target.id)))
    .limit(1);
  return Boolean(row);
}

/**
 * `owns`, holding the library row until the transaction ends (FOR SHARE): a refund that would take the item
 * back waits, so what the transaction writes because the user owns it (a review) is never left behind
 * the refund's own changes.
 */
export async function ownsLocked(tx: Queryable, uid: string, target: Target): Promise<boolean> {
  const [row] = await tx
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, uid), eq(columnOf(target), target.id)))
    .limit(1)
    .for('share');
  return Boolean(row);
}

/** Grants the item, paid by `orderId`. Run it inside the transaction that confirmed the payment. */
export async function grant(db: Queryable, uid: string, target: Target, orderId: string | null): Promise<void> {
  await db.insert(libraryItems).values({
    userId: uid,
    productId: target.kind === 'product' ? target.id : null,
    courseId: target.kind === 'course' ? target.id : null,
    orderId,
  });
}

/** Takes the item back (a refund); resolves to whether the user owned it. */
export async function revoke(db: Queryable, uid: string, target: Target): Promise<boolean> {
  const removed = await db
    .delete(libraryItems)
    .where(and(eq(libraryItems.userId, uid), eq(columnOf(target), target.id)))
    .returning({ id: libraryItems.id });
  return removed.length > 0;
}
