import { bankByShortName } from '@app/shared/banks';
import type { PaymentMethod } from '@app/shared/contracts/payment-methods';
import { profileMessages } from '@app/shared/messages/profile';
import { DeleteMethodButton } from './DeleteMethodButton';
import styles from './payment.module.css';

/** Shows only the last four digits, as banks do. */
export const maskAccount = (number: string) => `•••• ${number.slice(-4)}`;

type Props = { methods: PaymentMethod[]; onDelete: (id: string) => Promise<boolean> };

export function MethodList({ methods, onDelete }: Props) {
  const t = profileMessages.payment;
  if (methods.length === 0) return <p className={styles.muted}>{t.empty}</p>;
  return (
    <ul className={styles.list}>
      {methods.map((method) => {
        const bank = bankByShortName(method.bankName);
        const masked = maskAccount(method.accountNumber);
        return (
          <li key={method.id} className={styles.item}>
            <div className={styles.itemText}>
              <span className={styles.bank}>
                {method.bankName} · {masked}
              </span>
              <span className={styles.muted}>{method.accountHolder}</span>
              {bank && (
                <span className={styles.muted}>
                  {bank.name} · {t.bin(bank.bin)}
                </span>
              )}
            </div>
            <DeleteMethodButton bank={method.bankName} number={masked} onConfirm={() => onDelete(method.id)} />
          </li>
        );
      })}
    </ul>
  );
}
