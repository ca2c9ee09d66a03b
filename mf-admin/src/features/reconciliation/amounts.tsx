import { formatVnd } from '@app/shared/format';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import styles from './reconciliation.module.css';

const t = adminReconciliationMessages;

/** A difference: 'Khớp' at 0, else 'Lệch …' marked in words (not by colour alone). */
export function Difference({ amount }: { amount: number }) {
  if (amount === 0) return <span className={styles.balanced}>{t.balanced}</span>;
  return <strong className={styles.differs}>{t.differs(formatVnd(amount))}</strong>;
}

/** A ledger account's Vietnamese name (an account the page does not know yet by its own name). */
export const accountName = (account: string) => t.accounts[account] ?? account;
