import type { Reconciliation } from '@app/shared/contracts/reconciliation';
import { formatVnd } from '@app/shared/format';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import { dayLabel } from '@app/shared/time/vietnam';
import { Card } from '@app/shared/ui/Card';
import { Figures } from '@app/shared/ui/Figures';
import { Difference } from './amounts';
import { totalOf } from './reconciliationCsv';
import styles from './reconciliation.module.css';

const t = adminReconciliationMessages;

/** The range's money in and out, each beside what it must add up to and the difference. */
export function MoneyFigures({ data, updating }: { data: Reconciliation; updating: boolean }) {
  const total = totalOf(data.days);
  return (
    <Card
      title={t.summaryTitle(dayLabel(data.from), dayLabel(data.to))}
      busy={updating}
      tools={updating ? <span className="muted">{t.updating}</span> : undefined}
    >
      <div className={styles.columns}>
        <div>
          <Figures
            figures={[
              { label: t.moneyIn, value: formatVnd(total.received), notes: [t.moneyInHint(total.transfers)] },
              { label: t.ordersPaid, value: formatVnd(total.ordersPaid) },
              { label: t.excess, value: formatVnd(total.excess) },
              { label: t.unmatched, value: formatVnd(total.unmatched) },
              { label: t.inDifference, value: <Difference amount={total.inDifference} />, notes: [t.inFormula] },
            ]}
          />
        </div>
        <div>
          <Figures
            figures={[
              { label: t.moneyOut, value: formatVnd(total.cashOut) },
              { label: t.payoutsPaid, value: formatVnd(total.payoutsPaid) },
              { label: t.refundsSent, value: formatVnd(total.refundsSent) },
              { label: t.transfersReturned, value: formatVnd(total.transfersReturned) },
              { label: t.outDifference, value: <Difference amount={total.outDifference} />, notes: [t.outFormula] },
            ]}
          />
        </div>
      </div>
    </Card>
  );
}
