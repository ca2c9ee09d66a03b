import type { AdminTransfer } from '@app/shared/contracts/admin';
import { ORDER_ID_PATTERN } from '@app/shared/contracts/limits';
import { formatVnd } from '@app/shared/format';
import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { vnDateTime } from '@app/shared/time/vietnam';
import { ActionDialog } from '../../app/ActionDialog';
import type { QueueActions } from '../../app/QueuePage';
import { isOpen, isOverpaid, owedBack, useSettleTransfer } from './useTransfers';
import styles from './transfers.module.css';

const t = adminTransfersMessages;

/** What the buyer wrote in the note ('TT ABC123') or the bare id: the order id as the server keeps it. */
export const orderIdOf = (typed: string) =>
  typed
    .trim()
    .toUpperCase()
    .replace(/^TT\s*/, '');

const checkOrderId = (typed: string) => (ORDER_ID_PATTERN.test(orderIdOf(typed)) ? null : t.orderIdInvalid);

/** How one transfer is named in its buttons and in what is announced: its amount and when it came. */
export const whichTransfer = (transfer: AdminTransfer) =>
  t.which(formatVnd(transfer.amount), vnDateTime(transfer.receivedAt));

const NOTE = { name: 'note', label: t.noteOptional, multiline: true, maxLength: 1000 } as const;

type Props = QueueActions & { transfer: AdminTransfer };

/**
 * An unmatched transfer: match it with an order, record that it was sent back, or ignore it (with a note).
 * An overpaid one paid its order already: only sending the excess back is offered.
 */
export function TransferActions({ transfer, onDone, focusAfter }: Props) {
  const { match, refund, ignore } = useSettleTransfer();
  const which = whichTransfer(transfer);
  const overpaid = isOverpaid(transfer);
  const shared = { cancelLabel: t.cancel, focusAfterSuccess: focusAfter };
  return (
    <div className={styles.actions}>
      {!overpaid && (
        <ActionDialog
          {...shared}
          opener={{ label: t.match, name: t.matchLabel(which), size: 'sm' }}
          title={t.matchTitle}
          description={t.matchDescription(formatVnd(transfer.amount), transfer.content || t.noContent)}
          fields={[
            {
              name: 'orderId',
              label: t.orderId,
              hint: t.orderIdHint,
              required: t.orderIdRequired,
              check: checkOrderId,
              maxLength: 30,
            },
            NOTE,
          ]}
          submitLabel={t.matchSubmit}
          busyLabel={t.matching}
          onSubmit={async ({ orderId, note }) => {
            const id = orderIdOf(orderId);
            const result = await match(transfer.id, id, note);
            if ('error' in result) return result.error;
            const matched = result.transfer;
            onDone(isOpen(matched) ? t.matchedOverpaid(which, id, formatVnd(matched.excess)) : t.matched(which, id));
            return null;
          }}
        />
      )}
      <ActionDialog
        {...shared}
        opener={{ label: t.refund, name: t.refundLabel(which), size: 'sm', variant: 'secondary' }}
        title={t.refundTitle}
        description={t.refundDescription(formatVnd(owedBack(transfer)))}
        fields={[{ name: 'reference', label: t.referenceLabel, required: t.referenceRequired, maxLength: 64 }, NOTE]}
        submitLabel={t.refundSubmit}
        busyLabel={t.saving}
        onSubmit={({ reference, note }) => refund(transfer.id, reference, note)}
        done={{ message: t.refunded(which), say: onDone }}
      />
      {!overpaid && (
        <ActionDialog
          {...shared}
          opener={{ label: t.ignore, name: t.ignoreLabel(which), size: 'sm', variant: 'ghost' }}
          title={t.ignoreTitle}
          description={t.ignoreDescription}
          fields={[{ name: 'note', label: t.noteLabel, required: t.noteRequired, multiline: true, maxLength: 1000 }]}
          submitLabel={t.ignoreSubmit}
          busyLabel={t.saving}
          tone="danger"
          onSubmit={({ note }) => ignore(transfer.id, note)}
          done={{ message: t.ignored(which), say: onDone }}
        />
      )}
    </div>
  );
}
