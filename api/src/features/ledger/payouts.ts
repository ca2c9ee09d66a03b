// getFeeSettings, getPayoutOverview, requestPayout: the money rules, a user's balance and their payouts.
// Any signed-in user may hold a balance (creators and affiliates), so none needs a role.
import type { Payout } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { serverMessages } from '@app/shared/messages/server';
import { and, desc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { payoutAccounts, payouts } from '../../db/schema';
import { lockUsers, postPayoutRequested } from '../../domain/ledger';
import { balanceOf, releasesOf } from '../../domain/balances';
import { requireUser, type Handler } from '../../http/context';
import { aborted, invalidArgument, notFound } from '../../http/errors';
import { now } from '../../lib/clock';
import { shortId } from '../../lib/ids';
import { maskAccount } from './mask';

export const MSG = serverMessages.ledger;

type PayoutRow = typeof payouts.$inferSelect;

/** A payout as its owner sees it (account masked) or, with `whole`, as an admin does. */
export function toPayout(row: PayoutRow, whole = false): Payout {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    bankName: row.bankName,
    accountNumber: whole ? row.accountNumber : maskAccount(row.accountNumber),
    accountHolder: row.accountHolder,
    reference: row.reference,
    failureReason: row.failureReason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Public: /pricing, /creator/fee-info and the payout form show the rules the ledger applies. */
export const getFeeSettings: Handler<'getFeeSettings'> = async (_input, ctx) => ({ ...ctx.config.fees });

export const getPayoutOverview: Handler<'getPayoutOverview'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  const at = now();
  const [balance, releases, rows] = await Promise.all([
    balanceOf(ctx.prepared, user.uid, at),
    releasesOf(ctx.prepared, user.uid, at),
    ctx.prepared
      .select()
      .from(payouts)
      .where(eq(payouts.userId, user.uid))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(200),
  ]);
  const open = rows.find((row) => row.status === 'requested');
  return {
    balance,
    releases: releases.map((release) => ({ availableAt: release.availableAt.toISOString(), amount: release.amount })),
    minPayout: ctx.config.fees.minPayout,
    openPayout: open ? toPayout(open) : null,
    payouts: rows.map((row) => toPayout(row)),
  };
};

async function byRequestKey(ctx: Parameters<Handler<'requestPayout'>>[1], uid: string, requestKey: string) {
  const [row] = await ctx.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, uid), eq(payouts.requestKey, requestKey)));
  return row;
}

/**
 * Asks for `amount` of the available balance to be sent to one of the caller's bank accounts. Idempotent
 * by (user, requestKey): a retry — even a concurrent one — answers the payout the first call made. The
 * user's row is locked for the check and the posting, so two requests (or a refund) cannot spend the same
 * money; the unique indexes (one key, one open request) are the last line of defence.
 */
export const requestPayout: Handler<'requestPayout'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const { minPayout } = ctx.config.fees;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockUsers(tx, [user.uid]);
      const [existing] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.userId, user.uid), eq(payouts.requestKey, input.requestKey)));
      if (existing) return existing;
      if (input.amount < minPayout) throw invalidArgument(MSG.belowMinimum(formatVnd(minPayout)));
      const [account] = await tx
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.id, input.paymentMethodId), eq(payoutAccounts.userId, user.uid)));
      if (!account) throw notFound(MSG.methodNotFound);
      const [open] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.userId, user.uid), eq(payouts.status, 'requested')));
      if (open) throw aborted(MSG.openExists);
      const at = now();
      // What the user owes the platform (a refunded share already paid out) is settled before anything leaves.
      const balance = await balanceOf(tx, user.uid, at);
      const spendable = Math.max(0, balance.available - balance.owed);
      if (input.amount > spendable) throw invalidArgument(MSG.aboveAvailable(formatVnd(spendable)));
      const [inserted] = await tx
        .insert(payouts)
        .values({
          id: shortId(12),
          userId: user.uid,
          amount: input.amount,
          requestKey: input.requestKey,
          payoutAccountId: account.id,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          accountHolder: account.accountHolder,
          createdAt: at,
        })
        .returning();
      await postPayoutRequested(tx, inserted, at);
      return inserted;
    });
    return toPayout(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      // A concurrent call with the same key won the race: answer its payout.
      const raced = await byRequestKey(ctx, user.uid, input.requestKey);
      if (raced) return toPayout(raced);
      if (isUniqueViolation(error, 'payouts_open_uq')) throw aborted(MSG.openExists);
    }
    throw error;
  }
};
