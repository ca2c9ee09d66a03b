import { formatVnd } from '@app/shared/format';
import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import type { Column } from '@app/shared/ui/Table';
import type { AdminPayout } from './useAdminPayouts';
import styles from './payouts.module.css';

const t = adminPayoutsMessages;

/** How the admin names the user in buttons and messages: their name, else their e-mail. */
export const payeeName = (payout: AdminPayout) => payout.userName || payout.userEmail || t.unknownName;

/** The columns both payout tables start with: the user (the row's header: name and e-mail) and the amount. */
export const payeeColumns: Column<AdminPayout>[] = [
  {
    label: t.columns.user,
    rowHeader: true,
    className: styles.payeeCell,
    cell: (payout) => (
      <span className={styles.payee}>
        <span className={styles.name}>{payout.userName || t.unknownName}</span>
        {payout.userEmail && <span className="muted">{payout.userEmail}</span>}
      </span>
    ),
  },
  { label: t.columns.amount, numeric: true, cell: (payout) => formatVnd(payout.amount) },
];
