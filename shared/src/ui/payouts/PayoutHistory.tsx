import type { Payout } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { vnDate, vnDateTime } from '@app/shared/time/vietnam';
import { accountText } from '@app/shared/ui/payouts/RequestPayoutForm';
import { Card } from '@app/shared/ui/Card';
import { Table, type Column } from '@app/shared/ui/Table';
import styles from './payouts.module.css';

const t = moneyMessages.payouts;

type Decided = Pick<Payout, 'status' | 'decidedAt' | 'reference' | 'failureReason' | 'note'>;

/**
 * Where a payout request stands: requested, paid (with its bank reference), failed (with the reason the
 * user was shown) or canceled, with why a refund reduced or canceled it, and since when: the day for the payee, the minute too for an admin (`withTime`).
 */
export function PayoutResult({ payout, withTime = false }: { payout: Decided; withTime?: boolean }) {
  return (
    <>
      <span className={styles[payout.status]}>{t.payoutStatus[payout.status]}</span>
      {payout.decidedAt && (
        <span className="muted"> · {withTime ? vnDateTime(payout.decidedAt) : vnDate(payout.decidedAt)}</span>
      )}
      {payout.status === 'paid' && payout.reference && (
        <span className={styles.detail}>{t.reference(payout.reference)}</span>
      )}
      {payout.status === 'failed' && payout.failureReason && (
        <span className={styles.detail}>{t.failureReason(payout.failureReason)}</span>
      )}
      {payout.note && <span className={styles.detail}>{t.note(payout.note)}</span>}
    </>
  );
}

const columns: Column<Payout>[] = [
  { label: t.requestedAt, rowHeader: true, nowrap: true, cell: (payout) => vnDateTime(payout.createdAt) },
  { label: t.amountColumn, numeric: true, cell: (payout) => formatVnd(payout.amount) },
  { label: t.account, cell: accountText },
  { label: t.status, cell: (payout) => <PayoutResult payout={payout} /> },
];

/** Every payout request, newest first: requested → paid (bank reference) or failed (reason). */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  return (
    <Card title={t.historyTitle}>
      <Table caption={t.historyCaption} columns={columns} rows={payouts} empty={t.historyEmpty} />
    </Card>
  );
}
