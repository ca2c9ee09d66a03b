import type { RefundRequest } from '@app/shared/contracts/refunds';
import { formatVnd } from '@app/shared/format';
import { adminRefundsMessages } from '@app/shared/messages/admin/refunds';
import { ActionDialog } from '../../app/ActionDialog';
import type { QueueActions } from '../../app/QueuePage';
import { useDecideRefund } from './useRefunds';
import styles from './refunds.module.css';

const t = adminRefundsMessages;

type Props = QueueActions & { request: RefundRequest };

/** A pending request: approve (after saying what it does at once) or reject with the reason the buyer sees. */
export function PendingActions({ request, onDone, focusAfter }: Props) {
  const { approve, reject } = useDecideRefund();
  const shared = { cancelLabel: t.cancel, focusAfterSuccess: focusAfter };
  return (
    <div className={styles.actions}>
      <ActionDialog
        {...shared}
        opener={{ label: t.approve, name: t.approveLabel(request.title) }}
        title={t.approveTitle}
        description={t.approveDescription(request.title, formatVnd(request.amount))}
        fields={[{ name: 'note', label: t.noteOptional, multiline: true, maxLength: 1000 }]}
        submitLabel={t.approveSubmit}
        busyLabel={t.approving}
        onSubmit={({ note }) => approve(request.id, note)}
        done={{ message: t.approved(request.title), say: onDone }}
      />
      <ActionDialog
        {...shared}
        opener={{ label: t.reject, name: t.rejectLabel(request.title), variant: 'secondary' }}
        title={t.rejectTitle}
        description={t.rejectDescription}
        fields={[
          { name: 'reason', label: t.rejectReason, required: t.rejectReasonRequired, multiline: true, maxLength: 1000 },
        ]}
        submitLabel={t.rejectSubmit}
        busyLabel={t.rejecting}
        tone="danger"
        onSubmit={({ reason }) => reject(request.id, reason)}
        done={{ message: t.rejected(request.title), say: onDone }}
      />
    </div>
  );
}

/** An approved request: once the money has gone out, its bank reference. */
export function MarkSentAction({ request, onDone, focusAfter }: Props) {
  const { markSent } = useDecideRefund();
  return (
    <div className={styles.actions}>
      <ActionDialog
        cancelLabel={t.cancel}
        focusAfterSuccess={focusAfter}
        opener={{ label: t.markSent, name: t.markSentLabel(request.title) }}
        title={t.markSentTitle}
        description={t.markSentDescription(formatVnd(request.amount))}
        fields={[{ name: 'reference', label: t.referenceLabel, required: t.referenceRequired, maxLength: 64 }]}
        submitLabel={t.markSentSubmit}
        busyLabel={t.saving}
        onSubmit={({ reference }) => markSent(request.id, reference)}
        done={{ message: t.sent(request.title), say: onDone }}
      />
    </div>
  );
}
