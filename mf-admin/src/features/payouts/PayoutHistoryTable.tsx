import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import { vnDateTime } from '@app/shared/time/vietnam';
import { Table, type Column } from '@app/shared/ui/Table';
import { LoadedPages } from '@app/shared/ui/LoadMore';
import { PayoutResult } from '@app/shared/ui/payouts/PayoutHistory';
import { payeeColumns } from './Payee';
import { usePayoutTab, type AdminPayout } from './useAdminPayouts';
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

/** Paid, failed and canceled requests, last decided first, a page at a time. */
export function PayoutHistoryTable() {
  return (
    <LoadedPages query={usePayoutTab('decided')} rowsOf={(page) => page.payouts} messages={t} empty={t.emptyHistory}>
      {(rows) => <Table caption={t.captionHistory} columns={columns} rows={rows} />}
    </LoadedPages>
  );
}
