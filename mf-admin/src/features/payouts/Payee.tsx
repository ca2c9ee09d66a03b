import { adminMessages } from '@app/shared/messages/admin';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import type { AdminPayout } from './useAdminPayouts';
import styles from './payouts.module.css';

const t = adminMessages.payouts;

/** How the admin names the user in buttons and messages: their name, else their e-mail. */
export const payeeName = (payout: AdminPayout) => payout.userName || payout.userEmail || t.unknownName;

/** The row header of a payout: the user's name and e-mail. */
export function Payee({ payout }: { payout: AdminPayout }) {
  return (
    <th scope="row" className={styles.payeeCell}>
      <span className={styles.payee}>
        <span className={styles.name}>{payout.userName || t.unknownName}</span>
        {payout.userEmail && <span className={money.muted}>{payout.userEmail}</span>}
      </span>
    </th>
  );
}
