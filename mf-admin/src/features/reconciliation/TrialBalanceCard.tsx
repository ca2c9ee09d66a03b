import type { TrialBalance } from '@app/shared/contracts/reconciliation';
import { formatVnd } from '@app/shared/format';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import { dayLabel } from '@app/shared/time/vietnam';
import { Card } from '@app/shared/ui/Card';
import { Table, type Column } from '@app/shared/ui/Table';
import { accountName } from './amounts';
import styles from './reconciliation.module.css';

const t = adminReconciliationMessages;

type Row = { account: string; name: string; balance: number };

const columns: Column<Row>[] = [
  { label: t.account, rowHeader: true, cell: (row) => row.name },
  { label: t.balance, numeric: true, nowrap: true, cell: (row) => formatVnd(row.balance) },
];

/** Every account of the ledger at the end of the range's last day, and their total (0 when it balances). */
export function TrialBalanceCard({ balance }: { balance: TrialBalance }) {
  const rows: Row[] = [
    ...balance.accounts.map((row) => ({ ...row, name: accountName(row.account) })),
    { account: '', name: t.total, balance: balance.total },
  ];
  return (
    <Card title={t.trialTitle(dayLabel(balance.asOf))}>
      <p className={`muted ${styles.lead}`}>{t.trialLead}</p>
      <Table caption={t.trialCaption} captionHidden columns={columns} rows={rows} rowKey={(row) => row.account} />
      {balance.total === 0 ? (
        <p className={styles.balanced}>{t.trialBalanced}</p>
      ) : (
        <p role="alert" className={styles.differs}>
          {t.trialUnbalanced(formatVnd(balance.total))}
        </p>
      )}
    </Card>
  );
}
