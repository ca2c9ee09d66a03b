// getPaymentMethods, addPaymentMethod, deletePaymentMethod: a user's own bank accounts for payouts.
import type { PayoutAccount } from '@app/shared/contracts/payout-accounts';
import { MAX_PAYOUT_ACCOUNTS } from '@app/shared/contracts/payout-accounts';
import { and, asc, count, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { payoutAccounts, users } from '../../db/schema';
import { CallableError, notFound, permissionDenied } from '../../http/errors';
import { requireUser, type Handler } from '../../http/context';
import { uuid } from '../../lib/ids';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.payoutAccounts;

function toAccount(row: typeof payoutAccounts.$inferSelect): PayoutAccount {
  return {
    id: row.id,
    type: 'bank',
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    createdAt: row.createdAt.toISOString(),
  };
}

export const getPaymentMethods: Handler<'getPaymentMethods'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  const rows = await ctx.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, user.uid))
    .orderBy(asc(payoutAccounts.createdAt), asc(payoutAccounts.id));
  return rows.map(toAccount);
};

/**
 * Adds a bank account, at most MAX_PAYOUT_ACCOUNTS per user even under concurrent calls: the count and the
 * insert run in one transaction holding the user's row lock, so concurrent adds of one user take turns.
 */
export const addPaymentMethod: Handler<'addPaymentMethod'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, user.uid)).for('update');
      const [existing] = await tx
        .select({ n: count() })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, user.uid));
      if ((existing?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS) throw new CallableError('resource-exhausted', MSG.tooMany);
      const [inserted] = await tx
        .insert(payoutAccounts)
        .values({
          id: uuid(),
          userId: user.uid,
          bankName: input.bankName,
          accountNumber: input.accountNumber,
          accountHolder: input.accountHolder.toUpperCase(),
          isDefault: (existing?.n ?? 0) === 0,
        })
        .returning();
      return inserted;
    });
    return toAccount(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new CallableError('aborted', MSG.duplicate);
    throw error;
  }
};

/** Only the owner can delete: a missing id is not-found, someone else's is permission-denied. */
export const deletePaymentMethod: Handler<'deletePaymentMethod'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const [row] = await ctx.db
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.id, input.methodId))
    .limit(1);
  if (!row) throw notFound(MSG.notFound);
  if (row.userId !== user.uid) throw permissionDenied(MSG.deleteFailed);
  await ctx.db
    .delete(payoutAccounts)
    .where(and(eq(payoutAccounts.id, input.methodId), eq(payoutAccounts.userId, user.uid)));
  return { methodId: input.methodId, deleted: true as const };
};
