import { formatVnd } from '@app/shared/format';
import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import { ActionDialog } from '../../app/ActionDialog';
import type { QueueActions } from '../../app/QueuePage';
import { payeeName } from './Payee';
import { useSettlePayout, type AdminPayout } from './useAdminPayouts';
import styles from './payouts.module.css';

const t = adminPayoutsMessages;

type Props = QueueActions & { payout: AdminPayout };

const referenceField = {
  name: 'reference',
  label: t.referenceLabel,
  required: t.referenceRequired,
  maxLength: 64,
} as const;
const overrideField = {
  name: 'overrideReason',
  label: t.overrideLabel,
  required: t.overrideRequired,
  maxLength: 500,
  multiline: true,
} as const;

/**
 * 'Đã chuyển' (bank reference) and 'Thất bại' (reason; the money returns to the user's available balance). A
 * suspended owner's money is held: paying it anyway also asks for the admin's own reason, which is audited.
 */
export function PayoutActions({ payout, onDone, focusAfter }: Props) {
  const { markPaid, markFailed } = useSettlePayout();
  const name = payeeName(payout);
  const amount = formatVnd(payout.amount);
  const account = `${payout.bankName} ${payout.accountNumber} (${payout.accountHolder})`;
  const held = payout.ownerSuspension;
  return (
    <div className={styles.actions}>
      <ActionDialog
        opener={{ label: t.paid, name: t.paidLabel(name), size: 'sm' }}
        title={t.paidTitle(name)}
        description={
          held === null ? t.paidDescription(amount, account) : t.paidSuspendedDescription(amount, account, held)
        }
        fields={held === null ? [referenceField] : [referenceField, overrideField]}
        submitLabel={t.paidSubmit}
        busyLabel={t.saving}
        cancelLabel={t.cancel}
        focusAfterSuccess={focusAfter}
        onSubmit={({ reference, overrideReason }) => markPaid(payout.id, reference, overrideReason)}
        done={{ message: t.markedPaid(name, amount), say: onDone }}
      />
      <ActionDialog
        opener={{ label: t.failed, name: t.failedLabel(name), size: 'sm', variant: 'secondary' }}
        title={t.failedTitle(name)}
        description={t.failedDescription(amount)}
        fields={[
          { name: 'reason', label: t.failedReason, required: t.failedReasonRequired, maxLength: 500, multiline: true },
        ]}
        submitLabel={t.failedSubmit}
        busyLabel={t.saving}
        cancelLabel={t.cancel}
        tone="danger"
        focusAfterSuccess={focusAfter}
        onSubmit={({ reason }) => markFailed(payout.id, reason)}
        done={{ message: t.markedFailed(name, amount), say: onDone }}
      />
    </div>
  );
}
