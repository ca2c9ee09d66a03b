import { formatVnd } from '@app/shared/format';
import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import type { Column } from '@app/shared/ui/Table';
import type { AdminPayout } from './useAdminPayouts';
import { twoLineHeader } from '../../app/twoLineHeader';
import styles from './payouts.module.css';

const t = adminPayoutsMessages;

/** How the admin names the user in buttons and messages: their name, else their e-mail. */
export const payeeName = (payout: AdminPayout) => payout.userName || payout.userEmail || t.unknownName;

/** The columns both payout tables start with: the user (the row's header: name and e-mail) and the amount. */
export const payeeColumns: Column<AdminPayout>[] = [
  twoLineHeader({
    label: t.columns.user,
    first: (payout) => <span className={styles.name}>{payout.userName || t.unknownName}</span>,
    second: (payout) => payout.userEmail,
    className: styles.payeeCell,
    linesClassName: styles.payee,
  }),
  { label: t.columns.amount, numeric: true, cell: (payout) => formatVnd(payout.amount) },
];
