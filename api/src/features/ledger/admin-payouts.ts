// listPayouts, markPayoutPaid, markPayoutFailed: admins settle payout requests, a page of a tab at a time.
// Only a `requested` payout can be decided, by a conditional update, so a repeated or concurrent decision
// posts its ledger entry once. Repeating the SAME decision (paid with the same reference, failed with the
// same reason) answers the payout as it is — a retried click is harmless — while a different decision on a
// decided payout is refused with 409. Each decision writes its audit row in the same transaction. A
// suspended user's money is held: their payout is not paid (409 with the suspension's reason) unless the
// admin gives their own reason for paying it anyway, kept on the payout and audited as such (the database
// refuses it too, migration 0015).
import type { z } from 'zod';
import { PAYOUTS_PAGE_SIZE, type adminPayoutSchema, type PayoutTab } from '@app/shared/contracts/ledger';
import { desc, and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { keysetPage, olderThan, placeOf } from '../../db/keyset';
import { payouts, users } from '../../db/schema';
import { audit } from '../../domain/audit';
import { lockUsers, postPayoutFailed, postPayoutPaid } from '../../domain/ledger';
import { requireRole, type Handler } from '../../http/context';
import { aborted, notFound } from '../../http/errors';
import { now } from '../../lib/clock';
import { MSG, toPayout } from './payouts';
import { notifyPayout } from '../../domain/notifications/events';

type PayoutRow = typeof payouts.$inferSelect;
type AdminPayout = z.input<typeof adminPayoutSchema>;

const owner = {
  email: users.email,
  name: users.displayName,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
};

function toAdminPayout(row: PayoutRow, user: { email: string | null; name: string | null } & Suspension) {
  return {
    ...toPayout(row, true),
    userId: row.userId,
    userEmail: user.email,
    userName: user.name,
    ownerSuspension: user.suspendedAt ? (user.suspensionReason ?? '') : null,
    overrideReason: row.overrideReason,
  };
}

type Suspension = { suspendedAt: Date | null; suspensionReason: string | null };

async function withUser(db: Db, row: PayoutRow): Promise<AdminPayout> {
  const [user] = await db.select(owner).from(users).where(eq(users.uid, row.userId));
  return toAdminPayout(row, user ?? { email: null, name: null, suspendedAt: null, suspensionReason: null });
}

/** When a payout left the open queue: decided (paid, failed, or canceled by a refund), else when it was asked. */
const decidedAt = sql`coalesce(${payouts.decidedAt}, ${payouts.createdAt})`;

/**
 * A page of one tab (and one row more, to know whether another follows), newest first: open requests by when
 * they were asked, decided ones by when they were decided, each along its own index (payouts_status_idx,
 * payouts_decided_idx) from the cursor on.
 */
export function payoutPageQuery(db: Queryable, state: PayoutTab, before: string | undefined) {
  const open = state === 'open';
  const at = open ? sql`${payouts.createdAt}` : decidedAt;
  return db
    .select({ payout: payouts, owner, place: placeOf(at) })
    .from(payouts)
    .innerJoin(users, eq(users.uid, payouts.userId))
    .where(
      and(
        open ? eq(payouts.status, 'requested') : sql`${payouts.status} <> 'requested'`,
        olderThan(at, payouts.id, before, 'text'),
      ),
    )
    .orderBy(desc(at), desc(payouts.id))
    .limit(PAYOUTS_PAGE_SIZE + 1);
}

export const listPayouts: Handler<'listPayouts'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const rows = await payoutPageQuery(ctx.db, input.state, input.before);
  const { page, nextBefore } = keysetPage(rows, PAYOUTS_PAGE_SIZE, (row) => row.payout.id);
  return { payouts: page.map((row) => toAdminPayout(row.payout, row.owner)), nextBefore };
};

type Decision =
  { status: 'paid'; reference: string; overrideReason: string | null } | { status: 'failed'; reason: string };

async function decide(
  ctx: Parameters<Handler<'markPayoutPaid'>>[1],
  payoutId: string,
  decision: Decision,
): Promise<AdminPayout> {
  const admin = await requireRole(ctx, 'admin');
  const decided = await ctx.db.transaction(async (tx) => {
    const at = now();
    const [target] = await tx.select({ userId: payouts.userId }).from(payouts).where(eq(payouts.id, payoutId));
    if (!target) return null;
    // The owner's row first, as a payout request or a refund takes it: a refund cannot change the payout
    // between this decision's read and its posting, nor a suspension slip in between the check and the payment.
    await lockUsers(tx, [target.userId]);
    const [suspension] = await tx
      .select({ suspendedAt: users.suspendedAt, suspensionReason: users.suspensionReason })
      .from(users)
      .where(eq(users.uid, target.userId));
    const held = decision.status === 'paid' && Boolean(suspension?.suspendedAt);
    const override = held && decision.status === 'paid' ? decision.overrideReason : null;
    if (held && !override) {
      const [open] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'requested')));
      if (open) throw aborted(MSG.payoutSuspended(suspension?.suspensionReason ?? ''));
      return null;
    }
    const [row] = await tx
      .update(payouts)
      .set({
        status: decision.status,
        reference: decision.status === 'paid' ? decision.reference : null,
        failureReason: decision.status === 'failed' ? decision.reason : null,
        overrideReason: override,
        decidedAt: at,
        decidedBy: admin.uid,
      })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'requested')))
      .returning();
    if (!row) return null;
    if (decision.status === 'paid') await postPayoutPaid(tx, row, at);
    else await postPayoutFailed(tx, row, at);
    await notifyPayout(
      tx,
      row,
      decision.status === 'paid'
        ? { status: 'paid', reference: decision.reference }
        : { status: 'failed', reason: decision.reason },
    );
    await audit(tx, {
      adminId: admin.uid,
      action: override ? 'payout.paid-suspended' : decision.status === 'paid' ? 'payout.paid' : 'payout.failed',
      objectId: row.id,
      reason: override ?? (decision.status === 'paid' ? decision.reference : decision.reason),
      before: {
        status: 'requested',
        amount: row.amount,
        ...(override ? { suspendedAt: suspension?.suspendedAt, suspensionReason: suspension?.suspensionReason } : {}),
      },
      after: { status: row.status, reference: row.reference, failureReason: row.failureReason },
    });
    return row;
  });
  if (decided) return withUser(ctx.db, decided);
  const [current] = await ctx.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!current) throw notFound(MSG.payoutNotFound);
  const same =
    decision.status === 'paid'
      ? current.status === 'paid' && current.reference === decision.reference
      : current.status === 'failed' && current.failureReason === decision.reason;
  if (!same) throw aborted(MSG.alreadyDecided);
  return withUser(ctx.db, current);
}

/** The transfer to the user's bank went out, with its bank reference (and the override of a suspension's hold). */
export const markPayoutPaid: Handler<'markPayoutPaid'> = async (input, ctx) =>
  decide(ctx, input.payoutId, {
    status: 'paid',
    reference: input.reference,
    overrideReason: input.overrideReason ?? null,
  });

/** The transfer could not be made; the reason is shown to the user and the money returns to available. */
export const markPayoutFailed: Handler<'markPayoutFailed'> = async (input, ctx) =>
  decide(ctx, input.payoutId, { status: 'failed', reason: input.reason });
