// Reading an amount typed by a Vietnamese user and showing percentages, shared by the payout form (creators
// and affiliates), the fee calculator and the affiliate figures. Money is integer VND: no fractions are ever
// accepted or guessed.

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

// Built on first use (a locale's number format is slow to build). A const holder, not a top-level `let`:
// the federation config would take a `let` for page state and make this module a shared singleton.
const formats: { percent?: Intl.NumberFormat } = {};

/** 10 → '10 %', 2.5 → '2,5 %' (Vietnamese writes a space before the sign and a decimal comma). */
export function formatPercent(value: number): string {
  formats.percent ??= new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
  return `${formats.percent.format(value)} %`;
}

/** A ratio 0..1 as a Vietnamese percentage with at most one decimal: 0.1234 → '12,3 %', 0 → '0 %'. */
export const formatRatio = (ratio: number) => formatPercent(Math.round(ratio * 1000) / 10);

/** Basis points (1000) → percent (10). */
export const bpsToPercent = (bps: number) => bps / 100;
