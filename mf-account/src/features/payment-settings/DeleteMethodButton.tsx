import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { profileMessages } from '@app/shared/messages/profile';
import styles from './payment.module.css';

type Props = { bank: string; number: string; onConfirm: () => Promise<boolean> };

/** Delete with a confirmation first (an accessible alert dialog: focus trapped, Escape keeps the account). */
export function DeleteMethodButton({ bank, number, onConfirm }: Props) {
  const t = profileMessages.payment;
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    await onConfirm();
    setPending(false);
    // Success or failure, the page says what happened (a failure keeps the account in the list).
    setOpen(false);
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={`${styles.button} ${styles.danger}`} aria-label={t.deleteLabel(bank, number)}>
          {t.delete}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title>{t.confirmTitle}</AlertDialog.Title>
          <AlertDialog.Description>{t.confirmBody(bank, number)}</AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={`${styles.button} ${styles.secondary}`} disabled={pending}>
                {t.keep}
              </button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close the dialog before the call has answered. */}
            <button type="button" className={`${styles.button} ${styles.danger}`} onClick={confirm} disabled={pending}>
              {pending ? t.deleting : t.confirmDelete}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
