import type { RefundRequest } from '@app/shared/contracts/refunds';
import { formatVnd } from '@app/shared/format';
import { adminRefundsMessages } from '@app/shared/messages/admin/refunds';
import { Button } from '@app/shared/ui/Button';
import { FormDialog } from '@app/shared/ui/FormDialog';
import { useDecideRefund } from './useRefunds';
import styles from './refunds.module.css';

const t = adminRefundsMessages;

type Props = {
  request: RefundRequest;
  onDone: (message: string) => void;
  /** Where focus goes once the item (and its buttons) has left the list. */
  focusAfter: () => HTMLElement | null;
};

/** A pending request: approve (after saying what it does at once) or reject with the reason the buyer sees. */
export function PendingActions({ request, onDone, focusAfter }: Props) {
  const { approve, reject } = useDecideRefund();
  const shared = { cancelLabel: t.cancel, focusAfterSuccess: focusAfter };
  return (
    <div className={styles.actions}>
      <FormDialog
        {...shared}
        trigger={<Button aria-label={t.approveLabel(request.title)}>{t.approve}</Button>}
        title={t.approveTitle}
        description={t.approveDescription(request.title, formatVnd(request.amount))}
        fields={[{ name: 'note', label: t.noteOptional, multiline: true, maxLength: 1000 }]}
        submitLabel={t.approveSubmit}
        busyLabel={t.approving}
        onSubmit={async ({ note }) => {
          const error = await approve(request.id, note);
          if (!error) onDone(t.approved(request.title));
          return error;
        }}
      />
      <FormDialog
        {...shared}
        trigger={
          <Button variant="secondary" aria-label={t.rejectLabel(request.title)}>
            {t.reject}
          </Button>
        }
        title={t.rejectTitle}
        description={t.rejectDescription}
        fields={[
          { name: 'reason', label: t.rejectReason, required: t.rejectReasonRequired, multiline: true, maxLength: 1000 },
        ]}
        submitLabel={t.rejectSubmit}
        busyLabel={t.rejecting}
        tone="danger"
        onSubmit={async ({ reason }) => {
          const error = await reject(request.id, reason);
          if (!error) onDone(t.rejected(request.title));
          return error;
        }}
      />
    </div>
  );
}

/** An approved request: once the money has gone out, its bank reference. */
export function MarkSentAction({ request, onDone, focusAfter }: Props) {
  const { markSent } = useDecideRefund();
  return (
    <div className={styles.actions}>
      <FormDialog
        cancelLabel={t.cancel}
        focusAfterSuccess={focusAfter}
        trigger={<Button aria-label={t.markSentLabel(request.title)}>{t.markSent}</Button>}
        title={t.markSentTitle}
        description={t.markSentDescription(formatVnd(request.amount))}
        fields={[{ name: 'reference', label: t.referenceLabel, required: t.referenceRequired, maxLength: 64 }]}
        submitLabel={t.markSentSubmit}
        busyLabel={t.saving}
        onSubmit={async ({ reference }) => {
          const error = await markSent(request.id, reference);
          if (!error) onDone(t.sent(request.title));
          return error;
        }}
      />
    </div>
  );
}
