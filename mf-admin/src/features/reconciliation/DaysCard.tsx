import type { Reconciliation, ReconciliationDay } from '@app/shared/contracts/reconciliation';
import { saveCsv } from '@app/shared/csvDownload';
import { formatVnd } from '@app/shared/format';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import { dayLabel } from '@app/shared/time/vietnam';
import { Button } from '@app/shared/ui/Button';
import { Card, CardActions } from '@app/shared/ui/Card';
import { Table, type Column } from '@app/shared/ui/Table';
import { Difference } from './amounts';
import { buildReconciliationCsv, reconciliationFileName } from './reconciliationCsv';

const t = adminReconciliationMessages;

const money = (
  label: string,
  field: keyof Omit<ReconciliationDay, 'day' | 'transfers'>,
): Column<ReconciliationDay> => ({
  label,
  numeric: true,
  nowrap: true,
  cell: (day) => formatVnd(day[field]),
});

const columns: Column<ReconciliationDay>[] = [
  { label: t.day, rowHeader: true, nowrap: true, cell: (day) => <time dateTime={day.day}>{dayLabel(day.day)}</time> },
  money(t.moneyIn, 'received'),
  money(t.ordersPaid, 'ordersPaid'),
  money(t.excess, 'excess'),
  money(t.unmatched, 'unmatched'),
  { label: t.inDifference, nowrap: true, cell: (day) => <Difference amount={day.inDifference} /> },
  money(t.payoutsPaid, 'payoutsPaid'),
  money(t.refundsSent, 'refundsSent'),
  money(t.transfersReturned, 'transfersReturned'),
  money(t.moneyOut, 'cashOut'),
  { label: t.outDifference, nowrap: true, cell: (day) => <Difference amount={day.outDifference} /> },
];

/** Every day of the range, oldest first, and the same days as a CSV file. */
export function DaysCard({ data, updating }: { data: Reconciliation; updating: boolean }) {
  return (
    <Card busy={updating}>
      <Table caption={t.daysCaption} columns={columns} rows={data.days} rowKey={(day) => day.day} />
      <CardActions>
        <Button
          variant="secondary"
          onClick={() => saveCsv(buildReconciliationCsv(data.days), reconciliationFileName(data.from, data.to))}
          aria-describedby="reconciliation-csv-hint"
        >
          {t.download}
        </Button>
        <p id="reconciliation-csv-hint" className="muted">
          {t.downloadHint}
        </p>
      </CardActions>
    </Card>
  );
}
