import { formatVnd } from '@app/shared/format';
import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import { Button } from '@app/shared/ui/Button';
import { FormDialog } from '@app/shared/ui/FormDialog';
import { payeeName } from './Payee';
import { useSettlePayout, type AdminPayout } from './useAdminPayouts';
import styles from './payouts.module.css';

const t = adminPayoutsMessages;

type Props = {
  payout: AdminPayout;
  /** After a decision: what to announce. */
  onDone: (message: string) => void;
  /** Where focus goes once the row (and its buttons) is gone. */
  focusAfter: () => HTMLElement | null;
};

/** 'Đã chuyển' (bank reference) and 'Thất bại' (reason; the money returns to the user's available balance). */
export function PayoutActions({ payout, onDone, focusAfter }: Props) {
  const { markPaid, markFailed } = useSettlePayout();
  const name = payeeName(payout);
  const amount = formatVnd(payout.amount);
  const account = `${payout.bankName} ${payout.accountNumber} (${payout.accountHolder})`;
  return (
    <div className={styles.actions}>
      <FormDialog
        trigger={
          <Button size="sm" aria-label={t.paidLabel(name)}>
            {t.paid}
          </Button>
        }
        title={t.paidTitle(name)}
        description={t.paidDescription(amount, account)}
        fields={[{ name: 'reference', label: t.referenceLabel, required: t.referenceRequired, maxLength: 64 }]}
        submitLabel={t.paidSubmit}
        busyLabel={t.saving}
        cancelLabel={t.cancel}
        focusAfterSuccess={focusAfter}
        onSubmit={async ({ reference }) => {
          const error = await markPaid(payout.id, reference);
          if (!error) onDone(t.markedPaid(name, amount));
          return error;
        }}
      />
      <FormDialog
        trigger={
          <Button size="sm" variant="secondary" aria-label={t.failedLabel(name)}>
            {t.failed}
          </Button>
        }
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
        onSubmit={async ({ reason }) => {
          const error = await markFailed(payout.id, reason);
          if (!error) onDone(t.markedFailed(name, amount));
          return error;
        }}
      />
    </div>
  );
}
