import type { MouseEvent } from 'react';
import type { PayoutAccount } from '@app/shared/contracts/payout-accounts';
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { Button } from '@app/shared/ui/Button';
import { ConfirmDialog } from '@app/shared/ui/Dialog';
import { Field } from '@app/shared/ui/Field';
import { Options } from '@app/shared/ui/Options';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { checkPayout, payoutResolver } from '@app/shared/money/payoutForm';
import type { PayoutRequest } from '@app/shared/money/usePayouts';
import styles from './payouts.module.css';

const t = moneyMessages.payouts;

/** Shows only the last four digits, as banks do (the server may already have masked it). */
const maskAccount = (number: string) => `•••• ${number.slice(-4)}`;
export const accountText = (method: Pick<PayoutAccount, 'bankName' | 'accountNumber'>) =>
  `${method.bankName} ${maskAccount(method.accountNumber)}`;

type Props = {
  methods: PayoutAccount[];
  minPayout: number;
  available: number;
  /** Resolves with null when done, else with the reason (the dialog stays open to try again). */
  onRequest: (request: PayoutRequest) => Promise<string | null>;
};

/** Amount and account, checked here first, then confirmed in a dialog before anything is sent. */
export function RequestPayoutForm({ methods, minPayout, available, onRequest }: Props) {
  const form = useContractForm({
    // The rules read the page's current minimum and balance.
    resolver: payoutResolver(minPayout, available),
    defaultValues: { amount: '', account: methods[0]?.id ?? '' },
  });
  const draft = form.watch();
  const check = checkPayout(draft.amount, draft.account, minPayout, available);
  const method = methods.find((candidate) => candidate.id === draft.account);

  // The dialog opens only for a valid form: stopping the click keeps it closed, and the check shows why.
  const onSubmitClick = (event: MouseEvent) => {
    void form.trigger(undefined, { shouldFocus: !check.ok });
    if (!check.ok) event.preventDefault();
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
      <Field
        label={t.amount}
        hint={t.amountHint(formatVnd(minPayout), formatVnd(available))}
        numeric
        {...form.field('amount', 'payout-amount')}
      />
      <Field as="select" label={t.account} {...form.field('account', 'payout-account')}>
        <Options
          items={methods}
          value={(method) => method.id}
          label={(method) => t.accountOption(method.bankName, maskAccount(method.accountNumber), method.accountHolder)}
        />
      </Field>
      <div>
        <ConfirmDialog
          trigger={
            <Button type="submit" onClick={onSubmitClick}>
              {t.submit}
            </Button>
          }
          title={t.confirmTitle}
          description={
            check.ok && method ? t.confirmBody(formatVnd(check.amount), accountText(method)) : t.confirmTitle
          }
          confirmLabel={t.confirm}
          busyLabel={t.sending}
          cancelLabel={t.cancel}
          tone="primary"
          onConfirm={async () => {
            if (!check.ok) return t.failed;
            const failure = await onRequest({ amount: check.amount, paymentMethodId: draft.account });
            if (!failure) form.resetField('amount');
            return failure;
          }}
        />
      </div>
    </form>
  );
}
