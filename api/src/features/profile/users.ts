// Users rows and the profile answer (docs/product.md §3 "User profile").
import type { LibraryItem, Role, UserProfile } from '@app/shared/contracts/profile';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, libraryItems, products, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { shortId } from '../../lib/ids';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Queryable, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row ?? null;
}

/**
 * Whether an admin suspended the account. Read from the database on every authenticated call,
 * so a suspension takes effect at once on every API instance, whatever token the user still holds.
 */
export async function isSuspended(db: Queryable, uid: string): Promise<boolean> {
  const [row] = await db.select({ at: users.suspendedAt }).from(users).where(eq(users.uid, uid)).limit(1);
  return Boolean(row?.at);
}

/** The row of a signed-in user, created from the token on first sight. */
export async function ensureUserRow(db: Queryable, auth: AuthUser): Promise<UserRow> {
  const existing = await findUser(db, auth.uid);
  if (existing) return existing;
  const base = { uid: auth.uid, displayName: auth.name, photoURL: auth.picture, affiliateCode: shortId(8) };
  // The e-mail is unique; if another row holds it (an account deleted and recreated in the emulator), keep it null.
  await db
    .insert(users)
    .values({ ...base, email: auth.email })
    .onConflictDoNothing();
  const created = await findUser(db, auth.uid);
  if (created) return created;
  await db
    .insert(users)
    .values({ ...base, email: null })
    .onConflictDoNothing();
  const fallback = await findUser(db, auth.uid);
  if (!fallback) throw new Error(`could not create users row for ${auth.uid}`);
  return fallback;
}

export async function loadLibrary(db: Queryable, uid: string): Promise<LibraryItem[]> {
  const rows = await db
    .select({
      productId: libraryItems.productId,
      courseId: libraryItems.courseId,
      productTitle: products.title,
      courseTitle: courses.title,
      grantedAt: libraryItems.grantedAt,
    })
    .from(libraryItems)
    .leftJoin(products, eq(products.id, libraryItems.productId))
    .leftJoin(courses, eq(courses.id, libraryItems.courseId))
    .where(eq(libraryItems.userId, uid))
    .orderBy(desc(libraryItems.grantedAt), sql`${libraryItems.id} desc`);
  return rows.map((row) => ({
    productId: (row.productId ?? row.courseId) as string,
    title: row.productTitle ?? row.courseTitle ?? '',
    kind: row.productId ? ('product' as const) : ('course' as const),
    grantedAt: row.grantedAt.toISOString(),
  }));
}

export function rolesOf(row: UserRow): Role[] {
  return row.roles.filter((role): role is Role => role === 'creator' || role === 'admin');
}

export async function toProfile(db: Queryable, row: UserRow, auth: AuthUser): Promise<UserProfile> {
  return {
    uid: row.uid,
    email: row.email ?? auth.email,
    displayName: row.displayName,
    photoURL: row.photoURL,
    roles: rolesOf(row),
    library: await loadLibrary(db, row.uid),
    affiliateCode: row.affiliateCode,
  };
}
