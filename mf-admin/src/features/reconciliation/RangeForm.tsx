import { getReconciliationInput } from '@app/shared/contracts/browser';
import { schemaResolver } from '@app/shared/forms/schemaResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import { dayFromLabel, dayLabel } from '@app/shared/time/vietnam';
import type { Range } from './reconciliationParams';
import styles from './reconciliation.module.css';

const t = adminReconciliationMessages;

// The days are typed as the product writes them, dd/mm/yyyy (the browser's own date input writes its
// language's order, 11/26/2026 in English); the call's own rules (real days, from before to, at most a month)
// and their words check what they mean.
const resolver = schemaResolver(getReconciliationInput, (draft: Range) => ({
  from: dayFromLabel(draft.from),
  to: dayFromLabel(draft.to),
}));

/** The days to show: two dates, checked as the server checks them, applied to the URL. */
export function RangeForm({ range, onApply }: { range: Range; onApply: (range: Range) => void }) {
  const form = useContractForm({ resolver, defaultValues: { from: dayLabel(range.from), to: dayLabel(range.to) } });
  const onSubmit = form.submit((value) => onApply(value));
  const day = { inputMode: 'numeric', autoComplete: 'off', placeholder: t.dayFormat, hint: t.dayFormat } as const;
  return (
    <form className={styles.range} onSubmit={onSubmit} noValidate aria-label={t.rangeTitle}>
      <Field {...form.field('from', 'reconciliation-from')} {...day} label={t.from} />
      <Field {...form.field('to', 'reconciliation-to')} {...day} label={t.to} />
      <Button type="submit">{t.show}</Button>
    </form>
  );
}
