// A dialog that asks for a few values before an action (a reason, a bank reference, an order id) and runs it:
// the fields are checked first (required, then the caller's own check), the call runs with the form locked,
// a refusal is shown inside the dialog word for word (it stays open for another try), success closes it.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '@app/shared/messages/vi';
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
};

const emptyValues = <K extends string>(fields: readonly FormDialogField<K>[]) =>
  Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<K, string>;

function errorOf<K extends string>(field: FormDialogField<K>, value: string): string | null {
  if (!value) return field.required ?? null;
  return field.check?.(value) ?? null;
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
}: FormDialogProps<K>) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const succeeded = useRef(false);
  const id = useId();

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      succeeded.current = false;
      setValues(emptyValues(fields));
    }
    setOpen(next);
    setErrors({});
    setFailure(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = Object.fromEntries(fields.map((field) => [field.name, values[field.name].trim()])) as Record<
      K,
      string
    >;
    const found: Partial<Record<K, string>> = {};
    for (const field of fields) {
      const error = errorOf(field, trimmed[field.name]);
      if (error) found[field.name] = error;
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    let error: string | null;
    try {
      error = await onSubmit(trimmed);
    } catch {
      // onSubmit reports its own failures; anything it let through still gets words, never silence.
      error = messages.errors.generic;
    }
    setBusy(false);
    if (error) return setFailure(error);
    succeeded.current = true;
    setOpen(false);
  }

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
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <div className={styles.fields}>
          <FormError message={failure} />
          {fields.map((field) => {
            const common = {
              id: `${id}-${field.name}`,
              label: field.label,
              hint: field.hint,
              error: errors[field.name],
              maxLength: field.maxLength,
              autoComplete: field.autoComplete ?? 'off',
              required: Boolean(field.required),
              value: values[field.name],
              disabled: busy,
            };
            const onChange = (value: string) => setValues((current) => ({ ...current, [field.name]: value }));
            return field.multiline ? (
              <TextAreaField key={field.name} rows={3} {...common} onChange={(e) => onChange(e.target.value)} />
            ) : (
              <Field key={field.name} {...common} onChange={(e) => onChange(e.target.value)} />
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
