// What the payout form accepts (creators and affiliates alike), checked before anything is sent (the server
// checks the same again).
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { parseVndInput } from '@app/shared/money/amount';
import { rulesResolver } from '@app/shared/forms/rulesResolver';

const t = moneyMessages.payouts;

/** What the form's inputs hold: the amount as typed and the chosen account's id. */
export type PayoutDraft = { amount: string; account: string };
export type PayoutErrors = Partial<Record<keyof PayoutDraft, string>>;
export type PayoutCheck = { ok: true; amount: number } | { ok: false; errors: PayoutErrors };

/** The form's resolver: the same rules, in react-hook-form's terms. */
export const payoutResolver = (minPayout: number, available: number) =>
  rulesResolver((draft: PayoutDraft) => {
    const check = checkPayout(draft.amount, draft.account, minPayout, available);
    return check.ok ? { ok: true, value: check.amount } : check;
  });

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
