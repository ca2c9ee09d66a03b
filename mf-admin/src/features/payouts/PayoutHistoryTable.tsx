import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import { vnDateTime } from '@app/shared/time/vietnam';
import { Table, type Column } from '@app/shared/ui/Table';
import { Loaded } from '@app/shared/ui/Loaded';
import { PayoutResult } from '@app/shared/ui/payouts/PayoutHistory';
import { payeeColumns } from './Payee';
import { usePayoutHistory, type AdminPayout } from './useAdminPayouts';
import styles from './payouts.module.css';

const t = adminPayoutsMessages;

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
  {
    label: t.columns.result,
    cell: (payout) => (
      <>
        <PayoutResult payout={payout} withTime />
        {payout.overrideReason && <span className={styles.detail}>{t.overrideReason(payout.overrideReason)}</span>}
      </>
    ),
  },
];

export function PayoutHistoryTable() {
  const history = usePayoutHistory();
  return (
    <Loaded query={history} messages={t} empty={t.emptyHistory}>
      {(rows) => <Table caption={t.captionHistory} columns={columns} rows={rows} />}
    </Loaded>
  );
}
