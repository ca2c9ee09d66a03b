// Reading an amount typed by a Vietnamese user, shared by the payout form (creators and affiliates) and the
// fee calculator. Money is integer VND: no fractions are ever accepted or guessed.

export type ParsedVnd = { ok: true; amount: number } | { ok: false; reason: 'empty' | 'invalid' };

/**
 * '200000', '200.000' and '200 000' are 200 000 đồng (Vietnamese writes thousands with dots). Anything
 * else — a decimal part, a comma, letters, a sign — is refused rather than guessed: '200.5' or '1,5' could
 * mean too many different amounts for money.
 */
export function parseVndInput(raw: string): ParsedVnd {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^(\d+|\d{1,3}([. ]\d{3})+)$/.test(text)) return { ok: false, reason: 'invalid' };
  const amount = Number(text.replace(/[. ]/g, ''));
  return Number.isSafeInteger(amount) ? { ok: true, amount } : { ok: false, reason: 'invalid' };
}

/** Basis points (1000) → percent (10). */
export const bpsToPercent = (bps: number) => bps / 100;
