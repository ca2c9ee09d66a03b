import type { ComponentPropsWithRef } from 'react';
import styles from './forms.module.css';

type Props = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
};

/**
 * A labelled multi-line field, wired like `@app/shared/ui/Field` (which has no textarea): the error first in
 * aria-describedby, then the hint; an error marks it invalid. Takes react-hook-form's `register(...)`.
 */
export function TextAreaField({ id, label, hint, error, ...textarea }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        rows={5}
        {...textarea}
        id={id}
        className={styles.textarea}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
