// The fee calculator's reading of what was typed. The division itself is `splitSale`, the one rule the
// ledger uses: this file only turns text into its arguments and its refusals into Vietnamese.
import type { FeeSettings } from '@app/shared/contracts/ledger';
import { creatorMessages } from '@app/shared/messages/creator';
import { splitSale, type SaleSplit } from '@app/shared/money/split';
import { parseVndInput } from '@app/shared/money/amount';

const t = creatorMessages.fees;

export type Calculation =
  | { ok: true; split: SaleSplit; commissionPercent: number }
  | { ok: false; priceError: string | null; commissionError: string | null };

export function calculate(price: string, commission: string, settings: FeeSettings): Calculation {
  const parsed = parseVndInput(price);
  const priceError = parsed.ok ? null : parsed.reason === 'empty' ? t.priceRequired : t.priceInvalid;
  const text = commission.trim() === '' ? '0' : commission.trim();
  const percent = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  const commissionError =
    Number.isInteger(percent) && percent <= settings.maxCommissionPercent
      ? null
      : t.commissionInvalid(settings.maxCommissionPercent);
  if (!parsed.ok || commissionError) return { ok: false, priceError, commissionError };
  return { ok: true, split: splitSale(parsed.amount, settings.feeBps, percent), commissionPercent: percent };
}
