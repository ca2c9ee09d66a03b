import { PRODUCT_REFUND_WINDOW_DAYS } from '@app/shared/contracts/limits';
import { accountMessages } from '@app/shared/messages/account';
import { commonMessages } from '@app/shared/messages/common';
import { vnDateTime } from '@app/shared/money/vnTime';
import { Button } from '@app/shared/ui/Button';
import { FormDialog } from '@app/shared/ui/FormDialog';
import { useRequestProductRefund } from './useProductRefunds';

const t = accountMessages.libraryRefund;

type Props = {
  productId: string;
  title: string;
  deadline: Date;
  onSent: (message: string) => void;
  /** Where focus goes once the button is gone (a request is open now). */
  focusAfter: () => HTMLElement | null;
};

/** 'Yêu cầu hoàn tiền': the reason (required), then requestProductRefund; a refusal is shown word for word. */
export function ProductRefundDialog({ productId, title, deadline, onSent, focusAfter }: Props) {
  const request = useRequestProductRefund();
  return (
    <FormDialog
      trigger={
        <Button variant="secondary" aria-label={t.openLabel(title)}>
          {t.open}
        </Button>
      }
      title={t.dialogTitle}
      description={t.dialogDescription(title, PRODUCT_REFUND_WINDOW_DAYS, vnDateTime(deadline))}
      fields={[
        {
          name: 'reason',
          label: t.reasonLabel,
          hint: t.reasonHint,
          required: t.reasonRequired,
          multiline: true,
          maxLength: 1000,
        },
      ]}
      submitLabel={t.submit}
      busyLabel={t.submitting}
      cancelLabel={t.cancel}
      focusAfterSuccess={focusAfter}
      onSubmit={({ reason }) =>
        request.mutateAsync({ productId, reason }).then(
          () => {
            onSent(t.sent(title));
            return null;
          },
          (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic),
        )
      }
    />
  );
}
