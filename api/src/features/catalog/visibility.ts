// Who sees a product that is not listed (a draft, archived, unpublished, its creator suspended): its creator,
// admins, and the buyers who own it (owning one means it was on sale once; their library keeps working).
// Anyone else is told it does not exist, so its existence does not leak. getProduct and a product's reviews
// answer by the same rule.
import type { Queryable } from '../../db/client';
import { owns } from '../../domain/entitlements';
import { findUser, hasRole } from '../../domain/users';

export async function mayViewUnlisted(
  db: Queryable,
  viewer: { uid: string } | null,
  product: { id: string; creatorId: string },
): Promise<boolean> {
  if (!viewer) return false;
  if (product.creatorId === viewer.uid) return true;
  if (hasRole(await findUser(db, viewer.uid), 'admin')) return true;
  return owns(db, viewer.uid, { kind: 'product', id: product.id });
}
