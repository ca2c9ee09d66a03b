import { useApiMutation } from '@app/shared/data/query';
import { orderMessages } from '@app/shared/messages/orders';
import { Button } from '@app/shared/ui/Button';
import { ConfirmDialog } from '@app/shared/ui/Dialog';

type Props = { orderId: string; onCanceled: () => void };

const t = orderMessages.cancelDialog;

/**
 * Cancels a pending order (checkout, course payment instructions): asks first (an accessible alert
 * dialog), then cancels for real; a refusal is shown in the dialog.
 */
export function CancelOrderDialog({ orderId, onCanceled }: Props) {
  const cancel = useApiMutation('cancelTransaction', {
    // Runs as soon as the server has canceled, before the lists are asked again (a page would otherwise
    // show the canceled order for a moment).
    onSuccess: onCanceled,
  });
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{orderMessages.checkout.cancel}</Button>}
      title={t.title}
      description={t.description}
      cancelLabel={t.keep}
      confirmLabel={t.confirm}
      busyLabel={t.canceling}
      tone="danger"
      onConfirm={async () => {
        try {
          await cancel.mutateAsync({ transactionId: orderId });
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : null;
        }
      }}
    />
  );
}
