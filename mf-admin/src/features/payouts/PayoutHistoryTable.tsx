import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import { moneyMessages } from '@app/shared/messages/money';
import { vnDateTime } from '@app/shared/time/vietnam';
import { Table, type Column } from '@app/shared/ui/Table';
import { Loaded } from '@app/shared/ui/Loaded';
import { payeeColumns } from './Payee';
import { usePayoutHistory, type AdminPayout } from './useAdminPayouts';
import styles from './payouts.module.css';

const t = adminPayoutsMessages;
const m = moneyMessages.payouts;

/** Paid (with its bank reference) or failed (with the reason the user was shown), as creators see it too. */
function Result({ payout }: { payout: AdminPayout }) {
  return (
    <>
      <span className={payout.status === 'paid' ? styles.paid : styles.failed}>{m.payoutStatus[payout.status]}</span>
      {payout.decidedAt && <span className="muted"> · {vnDateTime(payout.decidedAt)}</span>}
      {payout.status === 'paid' && payout.reference && (
        <span className={styles.detail}>{m.reference(payout.reference)}</span>
      )}
      {payout.status === 'failed' && payout.failureReason && (
        <span className={styles.detail}>{m.failureReason(payout.failureReason)}</span>
      )}
    </>
  );
}

const columns: Column<AdminPayout>[] = [
  ...payeeColumns,
  {
    label: t.columns.account,
    cell: (payout) => (
      <>
        {payout.bankName} {payout.accountNumber}
        <span className={styles.detail}>{payout.accountHolder}</span>
      </>
    ),
  },
  { label: t.columns.requestedAt, nowrap: true, cell: (payout) => vnDateTime(payout.createdAt) },
  { label: t.columns.result, cell: (payout) => <Result payout={payout} /> },
];

export function PayoutHistoryTable() {
  const history = usePayoutHistory();
  return (
    <Loaded query={history} messages={t} empty={t.emptyHistory}>
      {(rows) => <Table caption={t.captionHistory} columns={columns} rows={rows} rowKey={(payout) => payout.id} />}
    </Loaded>
  );
}
