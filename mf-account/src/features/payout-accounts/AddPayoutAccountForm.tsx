import { VIETNAMESE_BANKS } from '@app/shared/banks';
import { addPayoutAccountForm } from '@app/shared/contracts/browser';
import { schemaResolver } from '@app/shared/forms/schemaResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { accountMessages } from '@app/shared/messages/account';
import { bankHolderName } from '@app/shared/text/fold';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError } from '@app/shared/ui/Field';
import { Options } from '@app/shared/ui/Options';
import type { NewPayoutAccount } from './usePayoutAccounts';
import styles from './payoutAccounts.module.css';

const t = accountMessages.payment;

/** What the inputs hold; `bankName` is the chosen bank's BIN (the option's value), named as the call's field. */
type AccountDraft = { bankName: string; accountHolder: string; accountNumber: string };

const bankByBin = (bin: string) => VIETNAMESE_BANKS.find((bank) => bank.bin === bin);

const empty: AccountDraft = { bankName: '', accountHolder: '', accountNumber: '' };

const resolver = schemaResolver(addPayoutAccountForm, (draft: AccountDraft) => ({
  bankName: bankByBin(draft.bankName)?.shortName ?? '',
  accountHolder: bankHolderName(draft.accountHolder),
  accountNumber: draft.accountNumber.replace(/\s/g, ''),
}));

type Props = {
  /** Adds the account: null once added (the page's status says so), else the refusal the form shows. */
  onAdd: (input: NewPayoutAccount) => Promise<string | null>;
};

export function AddPayoutAccountForm({ onAdd }: Props) {
  const form = useContractForm({ resolver, defaultValues: empty });

  const onSubmit = form.submit(async (input) => {
    const error = await onAdd(input);
    if (error) return form.fail(error);
    form.reset(empty);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <FormError message={form.failure} className={styles.message} />
      <Field as="select" label={t.bank} {...form.field('bankName', 'bank')}>
        <Options
          none={t.chooseBank}
          items={VIETNAMESE_BANKS}
          value={(bank) => bank.bin}
          label={(bank) => `${bank.shortName} – ${bank.name} (${bank.bin})`}
        />
      </Field>
      <Field
        label={t.holder}
        hint={t.holderHint}
        autoComplete="name"
        maxLength={100}
        {...form.field('accountHolder', 'holder')}
      />
      <Field label={t.accountNumber} numeric maxLength={24} {...form.field('accountNumber', 'number')} />
      <Button type="submit" loading={form.busy}>
        {form.busy ? t.adding : t.add}
      </Button>
    </form>
  );
}
