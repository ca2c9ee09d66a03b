// getPaymentMethods, addPaymentMethod, deletePaymentMethod: a user's own bank accounts for payouts.
import type { PayoutAccount } from '@app/shared/contracts/payout-accounts';
import { MAX_PAYOUT_ACCOUNTS } from '@app/shared/contracts/payout-accounts';
import { and, asc, count, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { paymentMethods, users } from '../../db/schema';
import { CallableError, notFound, permissionDenied } from '../../http/errors';
import { requireUser, type Handler } from '../../http/context';
import { uuid } from '../../lib/ids';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.paymentMethods;

function toMethod(row: typeof paymentMethods.$inferSelect): PayoutAccount {
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
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, user.uid))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows.map(toMethod);
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
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, user.uid));
      if ((existing?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS) throw new CallableError('resource-exhausted', MSG.tooMany);
      const [inserted] = await tx
        .insert(paymentMethods)
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
    return toMethod(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new CallableError('aborted', MSG.duplicate);
    throw error;
  }
};

/** Only the owner can delete: a missing id is not-found, someone else's is permission-denied. */
export const deletePaymentMethod: Handler<'deletePaymentMethod'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const [row] = await ctx.db
    .select({ userId: paymentMethods.userId })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, input.methodId))
    .limit(1);
  if (!row) throw notFound(MSG.notFound);
  if (row.userId !== user.uid) throw permissionDenied(MSG.deleteFailed);
  await ctx.db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, input.methodId), eq(paymentMethods.userId, user.uid)));
  return { methodId: input.methodId, deleted: true as const };
};
