import { useState, type MouseEvent } from 'react';
import type { PaymentMethod } from '@app/shared/contracts/payment-methods';
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { Button } from '@app/shared/ui/Button';
import { ConfirmDialog } from '@app/shared/ui/Dialog';
import { Field } from '@app/shared/ui/Field';
import { checkPayout, type PayoutErrors } from '@app/shared/money/payoutForm';
import type { PayoutRequest } from '@app/shared/money/usePayouts';
import styles from './payouts.module.css';

const t = moneyMessages.payouts;

/** Shows only the last four digits, as banks do (the server may already have masked it). */
const maskAccount = (number: string) => `•••• ${number.slice(-4)}`;
export const accountText = (method: Pick<PaymentMethod, 'bankName' | 'accountNumber'>) =>
  `${method.bankName} ${maskAccount(method.accountNumber)}`;

type Props = {
  methods: PaymentMethod[];
  minPayout: number;
  available: number;
  /** Resolves with null when done, else with the reason (the dialog stays open to try again). */
  onRequest: (request: PayoutRequest) => Promise<string | null>;
};

/** Amount and account, checked here first, then confirmed in a dialog before anything is sent. */
export function RequestPayoutForm({ methods, minPayout, available, onRequest }: Props) {
  const [amount, setAmount] = useState('');
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const [errors, setErrors] = useState<PayoutErrors>({});
  const check = checkPayout(amount, methodId, minPayout, available);
  const method = methods.find((candidate) => candidate.id === methodId);

  // The dialog opens only for a valid form: stopping the click keeps it closed and shows why.
  const onSubmitClick = (event: MouseEvent) => {
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) event.preventDefault();
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
      <Field
        id="payout-amount"
        label={t.amount}
        hint={t.amountHint(formatVnd(minPayout), formatVnd(available))}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <Field
        as="select"
        id="payout-account"
        label={t.account}
        value={methodId}
        onChange={(event) => setMethodId(event.target.value)}
        error={errors.account}
      >
        {methods.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {t.accountOption(candidate.bankName, maskAccount(candidate.accountNumber), candidate.accountHolder)}
          </option>
        ))}
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
            const failure = await onRequest({ amount: check.amount, paymentMethodId: methodId });
            if (!failure) setAmount('');
            return failure;
          }}
        />
      </div>
    </form>
  );
}
