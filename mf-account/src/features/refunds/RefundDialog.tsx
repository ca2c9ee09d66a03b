import { PRODUCT_REFUND_WINDOW_DAYS } from '@app/shared/contracts/limits';
import { accountMessages } from '@app/shared/messages/account';
import { commonMessages } from '@app/shared/messages/common';
import { vnDate, vnDateTime } from '@app/shared/time/vietnam';
import { Button } from '@app/shared/ui/Button';
import { FormDialog } from '@app/shared/ui/FormDialog';
import { useRequestRefund, type RefundItem } from './useRefunds';

const REASON_MAX = 1000;

type Props = {
  item: RefundItem;
  title: string;
  /** End of the refund window, as the server sent it (ISO). */
  deadline: string | null;
  /** After the server has recorded the request: what to announce. */
  onSent: (message: string) => void;
  /** Where focus goes once the button is gone (a request is open now). */
  focusAfter?: () => HTMLElement | null;
};

/** The texts of the dialog: the academy's guarantee or a product's refund. */
function textsOf(item: RefundItem, title: string, deadline: string | null) {
  if (item.kind === 'course') {
    const t = accountMessages.myCourses.refund;
    const day = deadline ? vnDate(deadline) : null;
    return { t, description: t.dialogDescription(day), sent: t.sent };
  }
  const t = accountMessages.libraryRefund;
  const until = deadline ? vnDateTime(deadline) : '';
  return { t, description: t.dialogDescription(title, PRODUCT_REFUND_WINDOW_DAYS, until), sent: t.sent(title) };
}

/** 'Yêu cầu hoàn tiền' for a course or a product: the reason (required), then the request; a refusal word for word. */
export function RefundDialog({ item, title, deadline, onSent, focusAfter }: Props) {
  const request = useRequestRefund();
  const { t, description, sent } = textsOf(item, title, deadline);
  return (
    <FormDialog
      trigger={
        <Button variant="secondary" aria-label={t.openLabel(title)}>
          {t.open}
        </Button>
      }
      title={t.dialogTitle}
      description={description}
      fields={[
        {
          name: 'reason',
          label: t.reasonLabel,
          hint: t.reasonHint,
          required: t.reasonRequired,
          multiline: true,
          maxLength: REASON_MAX,
          check: (reason) => (reason.length > REASON_MAX ? t.reasonTooLong : null),
        },
      ]}
      submitLabel={t.submit}
      busyLabel={t.submitting}
      cancelLabel={t.cancel}
      focusAfterSuccess={focusAfter}
      onSubmit={({ reason }) =>
        request(item, reason).then(
          () => {
            onSent(sent);
            return null;
          },
          (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic),
        )
      }
    />
  );
}
