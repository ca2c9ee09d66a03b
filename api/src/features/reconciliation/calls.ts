// /admin/reconciliation's calls (admins only): the days of a range with the trial balance at its end and the
// latest checks, the check run now for a day, and a user's stored balances against their ledger lines.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { reconcileDays, trialBalance } from '../../domain/reconciliation';
import { requireRole, type Handler } from '../../http/context';
import { notFound } from '../../http/errors';
import { serverMessages } from '@app/shared/messages/server';
import { latestChecks, runCheck } from './check';
import { userBalanceRows } from './stored';

const MSG = serverMessages.admin;

export const getReconciliation: Handler<'getReconciliation'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const [days, balance, checks] = await Promise.all([
    reconcileDays(ctx.db, input.from, input.to),
    trialBalance(ctx.db, input.to),
    latestChecks(ctx.db),
  ]);
  return { from: input.from, to: input.to, days, trialBalance: balance, checks };
};

export const runReconciliationCheck: Handler<'runReconciliationCheck'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  return runCheck(ctx.db, input.day, admin.uid);
};

export const checkUserBalance: Handler<'checkUserBalance'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const [user] = await ctx.db.select({ uid: users.uid }).from(users).where(eq(users.uid, input.uid));
  if (!user) throw notFound(MSG.userNotFound);
  return { uid: user.uid, rows: await userBalanceRows(ctx.db, user.uid) };
};
