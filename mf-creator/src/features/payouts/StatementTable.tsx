import type { LedgerStatement } from '@app/shared/contracts/ledger';
import { isStatementCredit } from '@app/shared/money/statement';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { vnDateTime } from '@app/shared/time/vietnam';
import { Table, type Column } from '@app/shared/ui/Table';

type Line = LedgerStatement['lines'][number];

// The CSV file's words: the table is the same statement on screen.
const csv = creatorMessages.payouts.csv;
const [TIME, KIND, DESCRIPTION, , , AMOUNT, AVAILABLE] = csv.header;

const columns: Column<Line>[] = [
  { label: TIME, nowrap: true, cell: (line) => vnDateTime(line.at) },
  { label: KIND, rowHeader: true, cell: (line) => csv.kind[line.kind] },
  { label: DESCRIPTION, cell: (line) => line.description },
  { label: AMOUNT, numeric: true, nowrap: true, cell: (line) => formatVnd(line.amount) },
  {
    label: AVAILABLE,
    nowrap: true,
    cell: (line) => (isStatementCredit(line.kind) ? vnDateTime(line.availableAt) : ''),
  },
];

/** A page of statement lines, oldest first. */
export function StatementTable({ lines, caption }: { lines: Line[]; caption: string }) {
  return (
    <Table
      caption={caption}
      captionHidden
      columns={columns}
      rows={lines}
      rowKey={(line) => `${line.at}|${line.kind}|${line.orderId ?? line.payoutId ?? ''}`}
    />
  );
}
