import { useState, type FormEvent } from 'react';
import { VIETNAMESE_BANKS } from '@app/shared/banks';
import { profileMessages } from '@app/shared/messages/profile';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError } from '@app/shared/ui/Field';
import type { NewPayoutAccount } from './usePayoutAccounts';
import styles from './payoutAccounts.module.css';

type Errors = Partial<Record<'bank' | 'holder' | 'number', string>>;

const t = profileMessages.payment;

/** Vietnamese bank account holders are written in capitals without diacritics. */
export function normaliseHolder(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

export function validate(bin: string, holder: string, number: string): Errors {
  const errors: Errors = {};
  if (!VIETNAMESE_BANKS.some((bank) => bank.bin === bin)) errors.bank = t.bankRequired;
  if (!normaliseHolder(holder)) errors.holder = t.holderRequired;
  if (!/^[0-9]{6,20}$/.test(number.replace(/\s/g, ''))) errors.number = t.accountNumberInvalid;
  return errors;
}

type Props = { onAdd: (input: NewPayoutAccount) => Promise<string | null> };

export function AddPayoutAccountForm({ onAdd }: Props) {
  const [bin, setBin] = useState('');
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = validate(bin, holder, number);
    setErrors(found);
    setNotice(null);
    setFailure(null);
    if (Object.keys(found).length) return;
    const bank = VIETNAMESE_BANKS.find((candidate) => candidate.bin === bin);
    if (!bank) return;
    setPending(true);
    const error = await onAdd({
      bankName: bank.shortName,
      accountHolder: normaliseHolder(holder),
      accountNumber: number.replace(/\s/g, ''),
    });
    setPending(false);
    if (error) return setFailure(error);
    setNotice(t.added);
    setBin('');
    setHolder('');
    setNumber('');
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
      <FormError message={failure} className={styles.message} />
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <Field
        as="select"
        id="bank"
        label={t.bank}
        value={bin}
        onChange={(e) => setBin(e.target.value)}
        error={errors.bank}
      >
        <option value="">{t.chooseBank}</option>
        {VIETNAMESE_BANKS.map((bank) => (
          <option key={bank.bin} value={bank.bin}>
            {`${bank.shortName} – ${bank.name} (${bank.bin})`}
          </option>
        ))}
      </Field>
      <Field
        id="holder"
        label={t.holder}
        hint={t.holderHint}
        autoComplete="name"
        maxLength={100}
        value={holder}
        onChange={(e) => setHolder(e.target.value)}
        error={errors.holder}
      />
      <Field
        id="number"
        label={t.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={errors.number}
      />
      <Button type="submit" loading={pending}>
        {pending ? t.adding : t.add}
      </Button>
    </form>
  );
}
