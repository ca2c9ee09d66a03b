// What the payout form accepts (creators and affiliates alike), checked before anything is sent (the server
// checks the same again).
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { parseVndInput } from '@app/shared/money/amount';

const t = moneyMessages.payouts;

export type PayoutErrors = { amount?: string; account?: string };
export type PayoutCheck = { ok: true; amount: number } | { ok: false; errors: PayoutErrors };

export function checkPayout(raw: string, methodId: string, minPayout: number, available: number): PayoutCheck {
  const errors: PayoutErrors = {};
  const parsed = parseVndInput(raw);
  if (!parsed.ok) errors.amount = parsed.reason === 'empty' ? t.amountRequired : t.amountNotNumber;
  else if (parsed.amount < minPayout) errors.amount = t.amountBelowMin(formatVnd(minPayout));
  else if (parsed.amount > available) errors.amount = t.amountAboveAvailable(formatVnd(available));
  if (!methodId) errors.account = t.accountRequired;
  if (!parsed.ok || errors.amount || errors.account) return { ok: false, errors };
  return { ok: true, amount: parsed.amount };
}
