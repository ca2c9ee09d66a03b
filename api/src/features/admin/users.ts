// /admin/users: search, one user's detail, roles, suspension, writing off a debt. Admins only. Every change and its audit row are
// one transaction; the identity service (custom claims, disabling the account) is called after the commit —
// never inside a transaction (PGlite has one connection: docs/architecture.md §6) — and its failure is logged,
// not fatal: the database is what every role check and the suspension check read.
import type { AdminUser, SelfReferralReason } from '@app/shared/contracts/admin';
import { ADMIN_USERS_PAGE_SIZE } from '@app/shared/contracts/admin';
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { certificates, products, orders, users } from '../../db/schema';
import { audit } from '../../domain/audit';
import { lockUsers, postWriteOff } from '../../domain/ledger';
import { balanceOf } from '../../domain/balances';
import { aborted, notFound, permissionDenied } from '../../http/errors';
import { requireRole, type CallContext, type Handler } from '../../http/context';
import { bumpCatalogVersion } from '../../lib/cache';
import { now } from '../../lib/clock';
import { escapeLike } from '../../lib/text';
import { rolesOf, type UserRow } from '../../domain/users';
import { containsFolded } from './search';
import { serverMessages } from '@app/shared/messages/server';
import { notifyAccount } from '../../domain/notifications/events';

const MSG = serverMessages.admin;

export function toAdminUser(row: UserRow): AdminUser {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoURL,
    roles: rolesOf(row),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The roles as a custom claim, merged into the claims the account already has (the user's next ID token
 * carries them; every server check reads the database). Logged, not thrown, when the service fails.
 */
export async function syncRoleClaims(ctx: CallContext, uid: string, roles: string[]): Promise<void> {
  try {
    const account = await ctx.identity.auth.getUser(uid);
    await ctx.identity.auth.setCustomUserClaims(uid, { ...(account.customClaims ?? {}), roles });
  } catch (error) {
    ctx.log.warn({ err: error, uid }, 'could not set the roles claim');
  }
}

async function loadUser(ctx: CallContext, uid: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.uid, uid)).limit(1);
  if (!row) throw notFound(MSG.userNotFound);
  return row;
}

/** E-mail or name (diacritics and case ignored), or the exact uid; a role or suspended; newest first. */
export const searchUsers: Handler<'searchUsers'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const page = input?.page ?? 1;
  const where: SQL[] = [];
  const query = input?.query?.trim() ?? '';
  if (query) {
    where.push(
      or(
        eq(users.uid, query),
        sql`lower(${users.email}) like ${`%${escapeLike(query.toLowerCase())}%`}`,
        containsFolded(users.displayName, query),
      ) as SQL,
    );
  }
  if (input?.role === 'suspended') where.push(isNotNull(users.suspendedAt));
  else if (input?.role) where.push(sql`${input.role} = any(${users.roles})`);
  const rows = await ctx.db
    .select({ user: users, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.createdAt), asc(users.uid))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(...where));
    total = counted?.n ?? 0;
  }
  return { users: rows.map((row) => toAdminUser(row.user)), total, page, pageSize: ADMIN_USERS_PAGE_SIZE };
};

/** The user, their latest orders, their products, their balance (ledger) and certificates. */
export const getAdminUser: Handler<'getAdminUser'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const user = await loadUser(ctx, input.uid);
  const [latestOrders, own, balance, certs] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(eq(orders.buyerId, user.uid))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100),
    ctx.db
      .select({
        id: products.id,
        title: products.title,
        price: products.price,
        status: products.status,
        salesCount: products.salesCount,
      })
      .from(products)
      .where(eq(products.creatorId, user.uid))
      .orderBy(desc(products.updatedAt), asc(products.id)),
    balanceOf(ctx.db, user.uid, now()),
    ctx.db
      .select({ id: certificates.id, courseName: certificates.courseName, revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(eq(certificates.userId, user.uid))
      .orderBy(desc(certificates.issuedAt)),
  ]);
  return {
    user: toAdminUser(user),
    orders: latestOrders.map((order) => ({
      id: order.id,
      title: order.productTitle,
      price: order.price,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      // The database's check allows only the contract's reasons.
      selfReferral: order.selfReferral as SelfReferralReason | null,
      selfReferralAffiliateId: order.selfReferralAffiliateId,
    })),
    products: own,
    balance,
    certificates: certs.map((cert) => ({ ...cert, revokedAt: cert.revokedAt?.toISOString() ?? null })),
  };
};

/**
 * Grants or revokes a role. Asking for what the user already has answers as is (a repeated click writes
 * nothing). An admin cannot take their own admin role: the area must never lose its last way in by mistake.
 */
export const setUserRole: Handler<'setUserRole'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  if (input.uid === admin.uid && input.role === 'admin' && !input.granted) throw permissionDenied(MSG.notYourself);
  const at = now();
  const changed = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.uid, input.uid)).for('update');
    if (!before) throw notFound(MSG.userNotFound);
    if (before.roles.includes(input.role) === input.granted) return null;
    const roles = input.granted
      ? sql`array_append(array_remove(${users.roles}, ${input.role}), ${input.role})`
      : sql`array_remove(${users.roles}, ${input.role})`;
    const [after] = await tx.update(users).set({ roles, updatedAt: at }).where(eq(users.uid, input.uid)).returning();
    await audit(tx, {
      adminId: admin.uid,
      action: input.granted ? 'user.grant-role' : 'user.revoke-role',
      objectId: input.uid,
      reason: input.reason ?? null,
      before: { roles: before.roles },
      after: { roles: after.roles },
    });
    return after;
  });
  if (!changed) return toAdminUser(await loadUser(ctx, input.uid));
  // Creators are listed publicly (getAllCreators).
  if (input.role === 'creator') bumpCatalogVersion();
  await syncRoleClaims(ctx, changed.uid, changed.roles);
  return toAdminUser(changed);
};

/** Disables the account in the identity service; refresh tokens revoked on suspension. Logged on failure. */
async function syncDisabled(ctx: CallContext, uid: string, disabled: boolean): Promise<void> {
  try {
    await ctx.identity.auth.updateUser(uid, { disabled });
    if (disabled) await ctx.identity.auth.revokeRefreshTokens(uid);
  } catch (error) {
    // The database flag already refuses (or allows) every call; the account's sign-in follows on a retry.
    ctx.log.warn({ err: error, uid, disabled }, 'could not update the account in the identity service');
  }
}

type Suspension = Pick<UserRow, 'suspendedAt' | 'suspensionReason'>;
const NOT_SUSPENDED: Suspension = { suspendedAt: null, suspensionReason: null };
const suspensionOf = ({ suspendedAt, suspensionReason }: Suspension): Suspension => ({ suspendedAt, suspensionReason });

/**
 * In the suspension's (or restoration's) transaction: the user's products leave (or come back to) the catalogue
 * with them, and the audit row says how many did.
 */
async function productsFollow(
  tx: Tx,
  adminId: string,
  action: 'user.suspend' | 'user.restore',
  change: { before: Suspension; after: UserRow; reason: string | null },
): Promise<void> {
  const suspend = action === 'user.suspend';
  const moved = await tx
    .update(products)
    .set({ creatorSuspended: suspend })
    .where(eq(products.creatorId, change.after.uid))
    .returning({ id: products.id });
  await audit(tx, {
    adminId,
    action,
    objectId: change.after.uid,
    reason: change.reason,
    before: suspensionOf(change.before),
    after: { ...suspensionOf(change.after), [suspend ? 'productsHidden' : 'productsShown']: moved.length },
  });
}

/**
 * Suspends: every call with the user's token is refused from the next one on (http/server.ts reads
 * users.suspended_at), their products leave the catalogue (products.creator_suspended, same transaction),
 * then the identity service disables the account and revokes its refresh tokens. Suspending a suspended
 * user answers as is (the first reason stays; nothing is written), and re-applies the account's state.
 */
export const suspendUser: Handler<'suspendUser'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  if (input.uid === admin.uid) throw permissionDenied(MSG.notYourself);
  const at = now();
  const row = await ctx.db.transaction(async (tx) => {
    const [suspended] = await tx
      .update(users)
      .set({ suspendedAt: at, suspensionReason: input.reason, updatedAt: at })
      .where(and(eq(users.uid, input.uid), isNull(users.suspendedAt)))
      .returning();
    if (!suspended) {
      const [existing] = await tx.select().from(users).where(eq(users.uid, input.uid)).limit(1);
      if (!existing) throw notFound(MSG.userNotFound);
      return existing;
    }
    await productsFollow(tx, admin.uid, 'user.suspend', {
      before: NOT_SUSPENDED,
      after: suspended,
      reason: input.reason,
    });
    await notifyAccount(tx, suspended.uid, { suspended: true, reason: input.reason, at });
    return suspended;
  });
  bumpCatalogVersion();
  await syncDisabled(ctx, row.uid, true);
  return toAdminUser(row);
};

/** Lifts a suspension: calls work again (with a new sign-in: the old refresh tokens stay revoked), products back. */
export const restoreUser: Handler<'restoreUser'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const at = now();
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.uid, input.uid)).for('update');
    if (!existing) throw notFound(MSG.userNotFound);
    if (!existing.suspendedAt) return existing;
    const [restored] = await tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: at })
      .where(eq(users.uid, input.uid))
      .returning();
    await productsFollow(tx, admin.uid, 'user.restore', {
      before: existing,
      after: restored,
      reason: input.reason ?? null,
    });
    await notifyAccount(tx, restored.uid, { suspended: false, at });
    return restored;
  });
  bumpCatalogVersion();
  await syncDisabled(ctx, row.uid, false);
  return toAdminUser(row);
};

/**
 * Writes off what the user owes the platform (a refunded share they had already been paid and nothing since
 * paid back): the platform absorbs it as a loss, with the admin's reason in the audit log. Nothing owed → 409;
 * a repeated or concurrent click waits for the user's row and then finds nothing owed.
 */
export const writeOffReceivable: Handler<'writeOffReceivable'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  await loadUser(ctx, input.uid);
  const at = now();
  const written = await ctx.db.transaction(async (tx) => {
    await lockUsers(tx, [input.uid]);
    const amount = await postWriteOff(tx, input.uid, at, input.reason);
    if (amount === 0) return 0;
    await audit(tx, {
      adminId: admin.uid,
      action: 'user.write-off',
      objectId: input.uid,
      reason: input.reason,
      before: { owed: amount },
      after: { owed: 0, writtenOff: amount },
    });
    return amount;
  });
  if (written === 0) throw aborted(serverMessages.ledger.nothingOwed);
  return { writtenOff: written, balance: await balanceOf(ctx.db, input.uid, now()) };
};
