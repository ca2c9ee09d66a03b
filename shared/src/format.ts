// Numbers as a Vietnamese reader reads them (vi-VN: '1.490.000 ₫', '2,5%', '12.345'), in the browser and the API.
// Written out by hand, not with Intl.NumberFormat: the first Vietnamese number format a page builds loads the
// locale's data, ~25 ms on this project's slow machine (~100 ms on a throttled phone), inside the render that
// first shows a price. The output is the same as Intl's, character for character (format.test.ts compares
// them over edge cases and random values): '.' between thousands, ',' before decimals, rounded half away from
// zero on the shortest decimal form of the number, a no-break space before '₫'.

/** Intl for what the hand-written form does not cover (NaN, ±Infinity, exponent forms), made when first needed. */
let intl: Map<number | undefined, Intl.NumberFormat> | undefined;
function intlFormat(value: number, decimals: number | undefined): string {
  intl ??= new Map();
  let format = intl.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('vi-VN', {
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 2,
    });
    intl.set(decimals, format);
  }
  return format.format(value);
}

/** '1234567' → '1.234.567'. */
function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = grouped ? `${digits.slice(start, end)}.${grouped}` : digits.slice(start, end);
  }
  return grouped;
}

/** A string of decimal digits plus one (carrying): '0999' → '1000', '99' → '100'. */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/** 1234.5 → '1.234,5': at most 2 decimals, or exactly `decimals` when given (so figures in a column line up). */
export function formatNumber(value: number, decimals?: number): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) return intlFormat(value, decimals);
  const most = decimals ?? 2;
  const least = decimals ?? 0;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let kept = `${whole}${fraction.slice(0, most).padEnd(most, '0')}`;
  if (fraction.length > most && fraction.charAt(most) >= '5') kept = incremented(kept);
  const wholeDigits = kept.slice(0, kept.length - most) || '0';
  let decimalDigits = kept.slice(kept.length - most);
  while (decimalDigits.length > least && decimalDigits.endsWith('0')) decimalDigits = decimalDigits.slice(0, -1);
  // Like Intl, a negative number keeps its sign even when it rounds to zero ('-0').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(wholeDigits)}${decimalDigits ? `,${decimalDigits}` : ''}`;
}

/** An amount in đồng: '1.490.000 ₫' (whole đồng; a fraction is rounded as Intl rounds it). */
export const formatVnd = (amount: number) => `${formatNumber(amount, 0)}\u00a0₫`;

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
