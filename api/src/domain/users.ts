// Users: the account rows every feature reads (who the caller is, whether an admin suspended them, their
// roles). The row is created from the identity token on first sight: users may sign up with the SDK directly.
import type { Role } from '@app/shared/contracts/profile';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { shortId } from '../lib/ids';

/** The signed-in user as the identity token tells it. */
export interface AuthUser {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

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

export function rolesOf(row: UserRow): Role[] {
  return row.roles.filter((role): role is Role => role === 'creator' || role === 'admin');
}

export function hasRole(user: UserRow | null, role: Role): boolean {
  return Boolean(user?.roles.includes(role));
}
