import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './auth.module.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  /** What follows the input inside the field: a hint, the live password rules. */
  children?: ReactNode;
};

/** A labelled input of the auth forms (the label's `for` is the input's id). */
export function Field({ id, label, children, ...input }: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
      {children}
    </div>
  );
}

/** The form's error, announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
