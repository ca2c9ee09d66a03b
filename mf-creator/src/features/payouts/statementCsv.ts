// The monthly statement as a CSV file a Vietnamese creator opens in Excel (@app/shared/csv: byte-order mark,
// CRLF, RFC 4180 quoting, formula guard): a Vietnamese header row, amounts as plain signed integers of VND
// (no separators that a spreadsheet would read as decimals), times in Vietnam time. Pure: the page turns
// the string into a Blob.
import type { LedgerStatement } from '@app/shared/contracts/ledger';
import { toCsv } from '@app/shared/csv';
import { creatorMessages } from '@app/shared/messages/creator';
import { vnTimestamp } from '@app/shared/time/vietnam';

const t = creatorMessages.payouts.csv;

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
  return toCsv(rows);
}

export const statementFileName = (month: string) => `sao-ke-${month}.csv`;
