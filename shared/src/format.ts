// Numbers as a Vietnamese reader reads them (vi-VN: '1.490.000 ₫', '2,5%', '12.345'), in the browser and the API.
// Created on first use: building a locale's number format is slow, and a page that shows no price
// (or not yet) should not pay for it while it loads.
let vnd: Intl.NumberFormat | undefined;
const numbers = new Map<number | undefined, Intl.NumberFormat>();

export const formatVnd = (amount: number) =>
  (vnd ??= new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 })).format(
    amount,
  );

/** 1234.5 → '1.234,5': at most 2 decimals, or exactly `decimals` when given (so figures in a column line up). */
export function formatNumber(value: number, decimals?: number): string {
  let format = numbers.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('vi-VN', {
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 2,
    });
    numbers.set(decimals, format);
  }
  return format.format(value);
}

/** 12345 → '12.345': a count of things (sales, results, clicks). */
export const formatCount = (count: number) => formatNumber(count, 0);

/**
 * 10 → '10%', 2.5 → '2,5%': the one way a percentage is written, a decimal comma and the sign right after the
 * number, as the product's own texts write it ('Hoàn tiền 100%').
 */
export const formatPercent = (value: number, decimals?: number) => `${formatNumber(value, decimals)}%`;

/**
 * A quiz or certificate score, always with 2 decimals as the certificate prints it (86.666 → '86,67%',
 * 100 → '100,00%'): a percentage like every other, only with its decimals fixed.
 */
export const formatScore = (score: number) => formatPercent(Math.round(score * 100) / 100, 2);

/** A ratio 0..1 as a percentage with at most one decimal: 0.1234 → '12,3%', 0 → '0%'. */
export const formatRatio = (ratio: number) => formatPercent(Math.round(ratio * 1000) / 10);
