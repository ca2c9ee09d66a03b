import { accountMessages } from '@app/shared/messages/account';
import { Button } from '@app/shared/ui/Button';
import { ConfirmDialog } from '@app/shared/ui/Dialog';

type Props = { bank: string; number: string; onConfirm: () => Promise<boolean> };

/**
 * Delete with a confirmation first (an accessible alert dialog: focus trapped, Escape keeps the account).
 * Success or failure, the dialog closes and the page says what happened (a failure keeps the account).
 */
export function DeletePayoutAccountButton({ bank, number, onConfirm }: Props) {
  const t = accountMessages.payment;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" aria-label={t.deleteLabel(bank, number)}>
          {t.delete}
        </Button>
      }
      title={t.confirmTitle}
      description={t.confirmBody(bank, number)}
      cancelLabel={t.keep}
      confirmLabel={t.confirmDelete}
      busyLabel={t.deleting}
      tone="danger"
      onConfirm={async () => {
        await onConfirm();
      }}
    />
  );
}
