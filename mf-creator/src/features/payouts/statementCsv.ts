// The monthly statement as a CSV file a Vietnamese creator opens in Excel: UTF-8 with a byte-order mark
// (without it Excel reads the diacritics as Windows-1258 garbage), a Vietnamese header row, amounts as
// plain signed integers of VND (no separators that a spreadsheet would read as decimals), times in Vietnam
// time, and RFC 4180 quoting. Pure: the page turns the string into a Blob.
import type { LedgerStatement } from '@app/shared/contracts/ledger';
import { creatorMessages } from '@app/shared/messages/creator';
import { vnTimestamp } from '@app/shared/money/vnTime';

const t = creatorMessages.payouts.csv;

export const BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
// A text cell starting with one of these is run as a formula by spreadsheets (CSV injection): a product
// title is the creator's, but a description may hold text others typed.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text neutralised against formulas and quoted when it must be. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CREDITS: ReadonlySet<string> = new Set(['sale', 'commission']);

export function buildStatementCsv(statement: LedgerStatement): string {
  const rows: (string | number)[][] = [
    [...t.header],
    ...statement.lines.map((line) => [
      vnTimestamp(line.at),
      t.kind[line.kind],
      line.description,
      line.orderId ?? '',
      line.payoutId ?? '',
      line.amount,
      // The end of the hold matters for money earned, not for money taken out.
      CREDITS.has(line.kind) ? vnTimestamp(line.availableAt) : '',
    ]),
  ];
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const statementFileName = (month: string) => `sao-ke-${month}.csv`;
