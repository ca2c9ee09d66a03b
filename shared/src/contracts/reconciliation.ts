// Contracts of /admin/reconciliation (admins only): day by day, the money the bank says came in against what it
// paid for, the money that went out against what the ledger booked out, the ledger's trial balance, any user's
// stored balance against the one recomputed from the ledger, and the check that looks at all of it (daily by
// the API itself, or on demand) and writes its result to the audit log. Days are Vietnam days 'YYYY-MM-DD'.
// Money is integer VND; a difference or a ledger balance is signed.
import { z } from 'zod';
import { id, isoDate, strict, vnd } from './common';

/** The most days one call covers: a month, so a call reads at most a month of transfers and postings. */
export const RECONCILIATION_MAX_DAYS = 31;

const isRealDay = (value: string) => {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};

export const reconciliationDay = z
  .string({ error: 'Vui lòng chọn ngày.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Ngày không hợp lệ.' })
  .refine(isRealDay, { error: 'Ngày không hợp lệ.' });

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const signed = z.number().int();

/** One Vietnam day's money. */
export const reconciliationDaySchema = z.object({
  day: z.string(),
  /** Money in: the bank transfers received that day (outgoing ones excluded), how many and how much. */
  transfers: z.number().int().nonnegative(),
  received: vnd,
  /** What they paid for: the prices of the orders they paid (the orders' own prices). */
  ordersPaid: vnd,
  /** Paid over those prices, owed back to the senders. */
  excess: vnd,
  /** Transfers that paid no order (waiting, sent back or closed as not a payment). */
  unmatched: vnd,
  /** received − (ordersPaid + excess + unmatched): 0 when every đồng is accounted for. */
  inDifference: signed,
  /** Money out by its sources: payouts marked paid, refunds marked sent, transfers (or excess) sent back. */
  payoutsPaid: vnd,
  refundsSent: vnd,
  transfersReturned: vnd,
  /** What the ledger took out of cash that day. */
  cashOut: vnd,
  /** cashOut − (payoutsPaid + refundsSent + transfersReturned). */
  outDifference: signed,
});
export type ReconciliationDay = z.infer<typeof reconciliationDaySchema>;

/**
 * Every ledger account summed (debits positive, credits negative) at the end of a day; the total must be 0.
 * The page's is read from the ledger's stored summaries; the check recomputes it from the lines.
 */
export const trialBalanceSchema = z.object({
  asOf: z.string(),
  accounts: z.array(z.object({ account: z.string(), balance: signed })),
  total: signed,
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

/** A difference the check found. */
export const reconciliationFindingSchema = z.object({
  /**
   * 'stored-trial-balance': an account of the trial balance the page reads from the stored summaries differs
   * from the same account summed over the lines (the day and the account; no user).
   */
  kind: z.enum(['money-in', 'money-out', 'trial-balance', 'stored-balance', 'stored-trial-balance']),
  /** The day (money in / out), or the account and the user (a stored balance; the user null for the platform). */
  day: z.string().nullable(),
  account: z.string().nullable(),
  userId: z.string().nullable(),
  /** What the sources or the ledger lines say, and what was found instead; difference = actual − expected. */
  expected: signed,
  actual: signed,
});
export type ReconciliationFinding = z.infer<typeof reconciliationFindingSchema>;

/** One run of the check, as written to the audit log. */
export const reconciliationCheckSchema = z.object({
  /** The audit entry. */
  id: z.number().int(),
  at: isoDate,
  day: z.string(),
  /** The API's daily run (null), or the admin who ran it. */
  adminId: z.string().nullable(),
  adminName: z.string().nullable(),
  findings: z.array(reconciliationFindingSchema),
});
export type ReconciliationCheck = z.infer<typeof reconciliationCheckSchema>;

const rangeInput = strict({ from: reconciliationDay, to: reconciliationDay }).refine(
  (input) => daySpan(input.from, input.to) >= 1,
  { error: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.', path: ['to'] },
);

/** The days of a range (at most RECONCILIATION_MAX_DAYS), the trial balance at the end of its last day, the latest checks. */
export const getReconciliationInput = rangeInput.refine(
  (input) => daySpan(input.from, input.to) <= RECONCILIATION_MAX_DAYS,
  { error: `Chỉ xem được tối đa ${RECONCILIATION_MAX_DAYS} ngày một lần.`, path: ['from'] },
);
export const getReconciliationOutput = z.object({
  from: z.string(),
  to: z.string(),
  /** Oldest first, every day of the range (days without money are zeros). */
  days: z.array(reconciliationDaySchema),
  trialBalance: trialBalanceSchema,
  /** The newest runs of the check, newest first (at most 10). */
  checks: z.array(reconciliationCheckSchema),
});
export type Reconciliation = z.infer<typeof getReconciliationOutput>;

/** Run the check now for one day (money in and out that day, the trial balance at its end, every stored balance). */
export const runReconciliationCheckInput = strict({ day: reconciliationDay });
export const runReconciliationCheckOutput = reconciliationCheckSchema;

/** A user's stored balances (and the platform's, without a user) against the ones recomputed from the ledger lines. */
export const checkUserBalanceInput = strict({ uid: id('mã người dùng', 'Thiếu mã người dùng.') });
export const checkUserBalanceOutput = z.object({
  uid: z.string(),
  /** Per account: the sum of its ledger lines, and the balance kept beside them (null where none is kept). */
  rows: z.array(z.object({ account: z.string(), stored: signed.nullable(), recomputed: signed })),
});
export type UserBalanceCheck = z.infer<typeof checkUserBalanceOutput>;
