// A dialog that asks for a few values before an action (a reason, a bank reference, an order id) and runs it:
// the fields are checked first (required, then the caller's own check), the call runs with the form locked,
// a refusal is shown inside the dialog word for word (it stays open for another try), success closes it.
// Built on the one form approach (@app/shared/forms/useContractForm); its rules are the fields' own.
import { useId, useRef, useState, type ReactNode } from 'react';
import { rulesResolver, type RulesCheck } from '@app/shared/forms/rulesResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { commonMessages } from '@app/shared/messages/common';
import { Button } from '@app/shared/ui/Button';
import { Dialog } from '@app/shared/ui/Dialog';
import { Field, FormError, TextAreaField } from '@app/shared/ui/Field';
import dialogStyles from './Dialog.module.css';
import styles from './FormDialog.module.css';

export type FormDialogField<K extends string> = {
  name: K;
  label: string;
  hint?: string;
  /** A textarea (a reason, a note) rather than one line (a reference, an id). */
  multiline?: boolean;
  /** The message shown when it is left empty; without it the field is optional. */
  required?: string;
  maxLength?: number;
  /** A further check of the trimmed value: the message, or null when it is fine. */
  check?: (value: string) => string | null;
  autoComplete?: string;
};

export type FormDialogProps<K extends string> = {
  /** The button that opens it: give it its own accessible name. */
  trigger: ReactNode;
  title: string;
  description?: ReactNode;
  fields: readonly FormDialogField<K>[];
  submitLabel: string;
  busyLabel: string;
  cancelLabel: string;
  tone?: 'primary' | 'danger';
  /** Does it with the trimmed values: resolves with an error text to show, or null when done (closes). */
  onSubmit: (values: Record<K, string>) => Promise<string | null>;
  /**
   * Where focus goes after a successful action, when the opener is gone with the item it acted on (e.g. the
   * page's status message); otherwise focus returns to the opener.
   */
  focusAfterSuccess?: () => HTMLElement | null;
  /** Open from its first render (LazyFormDialog: the opener was pressed while the dialog's code downloaded). */
  openOnMount?: boolean;
};

const emptyValues = <K extends string>(fields: readonly FormDialogField<K>[]) =>
  Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<K, string>;

function errorOf<K extends string>(field: FormDialogField<K>, value: string): string | null {
  if (!value) return field.required ?? null;
  return field.check?.(value) ?? null;
}

/** Every field trimmed and checked: the trimmed values, or each field's message. */
function checkFields<K extends string>(
  fields: readonly FormDialogField<K>[],
  values: Record<string, string>,
): RulesCheck<Record<string, string>, Record<K, string>> {
  const trimmed = Object.fromEntries(fields.map((field) => [field.name, values[field.name].trim()])) as Record<
    K,
    string
  >;
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = errorOf(field, trimmed[field.name]);
    if (error) errors[field.name] = error;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: trimmed };
}

export function FormDialog<K extends string>({
  trigger,
  title,
  description,
  fields,
  submitLabel,
  busyLabel,
  cancelLabel,
  tone = 'primary',
  onSubmit,
  focusAfterSuccess,
  openOnMount = false,
}: FormDialogProps<K>) {
  const [open, setOpen] = useState(openOnMount);
  // A ref, not state: the dialog's close handler runs from the render before it closed, so state set in the
  // closing render would still read false there and focus would return to the trigger.
  const succeeded = useRef(false);
  const id = useId();
  // The form holds the values by name (plain strings); the check hands back the caller's own record.
  const form = useContractForm<Record<string, string>, Record<K, string>>({
    resolver: rulesResolver((values: Record<string, string>) => checkFields(fields, values)),
    defaultValues: emptyValues(fields),
  });
  const busy = form.busy;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) succeeded.current = false;
    form.reset(emptyValues(fields));
    setOpen(next);
  };

  const send = async (values: Record<K, string>) => {
    let error: string | null;
    try {
      error = await onSubmit(values);
    } catch {
      // onSubmit reports its own failures; anything it let through still gets words, never silence.
      error = commonMessages.errors.generic;
    }
    if (error) return form.fail(error);
    succeeded.current = true;
    setOpen(false);
  };

  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={cancelLabel}
      onCloseAutoFocus={(event) => {
        const target = succeeded.current ? focusAfterSuccess?.() : null;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      <form onSubmit={(event) => form.submit(send)(event)} noValidate aria-busy={busy}>
        <div className={styles.fields}>
          <FormError message={form.failure} />
          {fields.map((field) => {
            const common = {
              label: field.label,
              hint: field.hint,
              maxLength: field.maxLength,
              autoComplete: field.autoComplete ?? 'off',
              required: Boolean(field.required),
              ...form.field(field.name, `${id}-${field.name}`),
              disabled: busy,
            };
            return field.multiline ? (
              <TextAreaField key={field.name} rows={3} {...common} />
            ) : (
              <Field key={field.name} {...common} />
            );
          })}
        </div>
        <div className={dialogStyles.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone} loading={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
