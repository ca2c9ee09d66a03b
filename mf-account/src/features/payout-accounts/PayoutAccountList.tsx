import { bankByShortName } from '@app/shared/banks';
import type { PayoutAccount } from '@app/shared/contracts/payout-accounts';
import { accountMessages } from '@app/shared/messages/account';
import { DeletePayoutAccountButton } from './DeletePayoutAccountButton';
import styles from './payoutAccounts.module.css';

/** Shows only the last four digits, as banks do. */
export const maskAccount = (number: string) => `•••• ${number.slice(-4)}`;

type Props = { accounts: PayoutAccount[]; onDelete: (id: string) => Promise<boolean> };

export function PayoutAccountList({ accounts, onDelete }: Props) {
  const t = accountMessages.payment;
  if (accounts.length === 0) return <p className={styles.muted}>{t.empty}</p>;
  return (
    <ul className={styles.list}>
      {accounts.map((account) => {
        const bank = bankByShortName(account.bankName);
        const masked = maskAccount(account.accountNumber);
        return (
          <li key={account.id} className={styles.item}>
            <div className={styles.itemText}>
              <span className={styles.bank}>
                {account.bankName} · {masked}
              </span>
              <span className={styles.muted}>{account.accountHolder}</span>
              {bank && (
                <span className={styles.muted}>
                  {bank.name} · {t.bin(bank.bin)}
                </span>
              )}
            </div>
            <DeletePayoutAccountButton bank={account.bankName} number={masked} onConfirm={() => onDelete(account.id)} />
          </li>
        );
      })}
    </ul>
  );
}
