import { getReconciliationInput } from '@app/shared/contracts/browser';
import { schemaResolver } from '@app/shared/forms/schemaResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import type { Range } from './reconciliationParams';
import styles from './reconciliation.module.css';

const t = adminReconciliationMessages;

// The call's own rules (real days, from before to, at most a month) and their words.
const resolver = schemaResolver(getReconciliationInput, (draft: Range) => draft);

/** The days to show: two dates, checked as the server checks them, applied to the URL. */
export function RangeForm({ range, onApply }: { range: Range; onApply: (range: Range) => void }) {
  const form = useContractForm({ resolver, defaultValues: range });
  const onSubmit = form.submit((value) => onApply(value));
  return (
    <form className={styles.range} onSubmit={onSubmit} noValidate aria-label={t.rangeTitle}>
      <Field {...form.field('from', 'reconciliation-from')} type="date" label={t.from} />
      <Field {...form.field('to', 'reconciliation-to')} type="date" label={t.to} />
      <Button type="submit">{t.show}</Button>
    </form>
  );
}
