import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { api, ApiError } from '@app/shared/api/client';
import { checkoutMessages } from '@app/shared/messages/checkout';
import { messages } from '@app/shared/messages/vi';
import styles from './Checkout.module.css';

type Props = { transactionId: string; onCanceled: () => void };

const t = checkoutMessages.cancelDialog;

/** Cancel asks first (an accessible dialog: focus trapped and restored, Escape closes), then cancels for real. */
export function CancelDialog({ transactionId, onCanceled }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.cancelTransaction({ transactionId });
      setOpen(false);
      onCanceled();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : messages.errors.generic);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className={styles.secondary}>
          {checkoutMessages.checkout.cancel}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>{t.title}</Dialog.Title>
          <Dialog.Description className={styles.dialogText}>{t.description}</Dialog.Description>
          {error && (
            <p className={styles.inlineError} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <button type="button" className={styles.secondary} disabled={busy}>
                {t.keep}
              </button>
            </Dialog.Close>
            <button type="button" className={styles.danger} onClick={() => void confirm()} disabled={busy}>
              {busy ? t.canceling : t.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
