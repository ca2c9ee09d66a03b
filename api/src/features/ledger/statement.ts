// getLedgerStatement: one calendar month (Vietnam time) of the caller's ledger movements, for the CSV
// statement of /creator/payouts. The balance it tracks is what the platform still owes the user — pending +
// available + requested, i.e. minus the sum of their `payable` and `payout` lines — so every entry appears
// once with its net effect: a sale or commission adds, a refund takes back, a paid payout leaves; a payout
// request or a failed payout only moves money between the user's own balances (net 0, listed for the record,
// the amount in its description). opening + Σ amounts = closing, always.
import type { LedgerStatement } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerLines, payouts, orders } from '../../db/schema';
import { requireUser, type Handler } from '../../http/context';
import { maskAccount } from './mask';
import { MSG } from './payouts';
import { vietnamMonthBounds } from '@app/shared/time/vietnam';

type Kind = LedgerStatement['lines'][number]['kind'];
type EntryKind = (typeof ledgerEntries.$inferSelect)['kind'];

/**
 * The statement's kind of an entry that moved the user's money. Refund transfers and bank transfers settled by
 * an admin only move the platform's accounts, so they never reach here (null, skipped).
 */
function statementKind(kind: EntryKind, commission: boolean): Kind | null {
  switch (kind) {
    case 'sale':
      return commission ? 'commission' : 'sale';
    case 'refund':
    case 'payout_requested':
    case 'payout_paid':
    case 'payout_failed':
      return kind;
    default:
      return null;
  }
}

export const getLedgerStatement: Handler<'getLedgerStatement'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const { start, end } = vietnamMonthBounds(input.month);
  const mine = and(eq(ledgerLines.userId, user.uid), inArray(ledgerLines.account, ['payable', 'payout']));
  const [[before], rows] = await Promise.all([
    ctx.db
      .select({ total: sql<string>`coalesce(-sum(${ledgerLines.amount}), 0)::text` })
      .from(ledgerLines)
      .where(and(mine, lt(ledgerLines.createdAt, start))),
    ctx.db
      .select({
        entryId: ledgerEntries.id,
        kind: ledgerEntries.kind,
        at: ledgerEntries.createdAt,
        orderId: ledgerEntries.orderId,
        payoutId: ledgerEntries.payoutId,
        amount: ledgerLines.amount,
        account: ledgerLines.account,
        role: ledgerLines.role,
        availableAt: ledgerLines.availableAt,
        title: orders.productTitle,
        payout: payouts,
      })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
      .where(and(mine, gte(ledgerLines.createdAt, start), lt(ledgerLines.createdAt, end)))
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id), asc(ledgerLines.id)),
  ]);

  type Line = { first: (typeof rows)[number]; amount: number; availableAt: Date; commission: boolean };
  const entries = new Map<number, Line>();
  for (const row of rows) {
    const line = entries.get(row.entryId) ?? { first: row, amount: 0, availableAt: row.at, commission: true };
    line.amount -= row.amount;
    if (row.account === 'payable' && (row.role === 'earning' || row.role === 'commission')) {
      line.availableAt = row.availableAt;
    }
    if (row.role !== 'commission') line.commission = false;
    entries.set(row.entryId, line);
  }

  const opening = Number(before?.total ?? 0);
  let closing = opening;
  const lines = [...entries.values()].flatMap(({ first, amount, availableAt, commission }) => {
    const kind = statementKind(first.kind, commission);
    if (!kind) return [];
    closing += amount;
    return {
      at: first.at.toISOString(),
      kind,
      description: describe(kind, first),
      orderId: first.orderId,
      payoutId: first.payoutId,
      amount,
      availableAt: availableAt.toISOString(),
    };
  });
  return { month: input.month, openingBalance: opening, closingBalance: closing, lines };
};

function describe(kind: Kind, row: { title: string | null; payout: typeof payouts.$inferSelect | null }): string {
  const text = MSG.statement;
  const title = row.title ?? '';
  const payout = row.payout;
  if (kind === 'sale') return text.sale(title);
  if (kind === 'commission') return text.commission(title);
  if (kind === 'refund') return text.refund(title);
  if (!payout) return '';
  const account = maskAccount(payout.accountNumber);
  if (kind === 'payout_requested') return text.payoutRequested(formatVnd(payout.amount), payout.bankName, account);
  if (kind === 'payout_paid') return text.payoutPaid(payout.bankName, account, payout.reference ?? '');
  return text.payoutFailed(formatVnd(payout.amount), payout.failureReason ?? '');
}
