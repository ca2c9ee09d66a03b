import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { commonMessages } from '@app/shared/messages/common';
import styles from './Field.module.css';

type Common = {
  id: string;
  label: string;
  /** A short help text under the control (`<id>-hint`), read with it. */
  hint?: string;
  /** This field's own error (`<id>-error`): shown under it, read with it, and marks it invalid. */
  error?: string | null;
  /** Marks the control invalid when the message is elsewhere (the form's error). */
  invalid?: boolean;
  /** Ids of other elements that describe the control (e.g. the live password rules passed in `after`). */
  describedBy?: string;
  /** What follows the control and its hint inside the field (e.g. the live password rules). */
  after?: ReactNode;
};

/** The attributes the field sets itself, so a caller cannot set them a second, conflicting way. */
type Owned = keyof Common | 'className' | 'aria-invalid' | 'aria-describedby';

type InputFieldProps = Common &
  Omit<ComponentPropsWithRef<'input'>, Owned | 'children'> & {
    as?: 'input';
    /** Digits only (a price, a percentage, an account number): the number pad on a phone, no saved entries offered. */
    numeric?: boolean;
    /** A web address: the address keyboard on a phone, and https:// shown as the example until one is typed. */
    url?: boolean;
  };
/** A select's options are its children. */
type SelectFieldProps = Common & Omit<ComponentPropsWithRef<'select'>, Owned> & { as: 'select' };

export type FieldProps = InputFieldProps | SelectFieldProps;

/**
 * A labelled input or select (the label's `for` is the control's id). The hint and the error are linked to
 * the control with aria-describedby (error first, as it matters most) and an error sets aria-invalid.
 */
export function Field(props: FieldProps) {
  return <Labelled field={props}>{renderControl(props, ariaOf(props))}</Labelled>;
}

type TextAreaFieldProps = Common &
  Omit<ComponentPropsWithRef<'textarea'>, Owned | 'children'> & {
    /** The area's own sizing of the box (e.g. its min-height), added to the shared look. */
    className?: string;
  };

/** A labelled multi-line field, wired like `Field` (hint, error, aria-describedby, aria-invalid). */
export function TextAreaField(props: TextAreaFieldProps) {
  const { label: _l, hint: _h, error: _e, invalid: _i, describedBy: _d, after: _a, className, ...textarea } = props;
  return (
    <Labelled field={props}>
      <textarea
        rows={5}
        {...textarea}
        {...ariaOf(props)}
        className={className ? `${styles.textarea} ${className}` : styles.textarea}
      />
    </Labelled>
  );
}

/** The label, the control, its hint, what follows it and its error: the frame of every field. */
function Labelled({ field, children }: { field: Common; children: ReactNode }) {
  const { id, label, hint, error, after } = field;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {after}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

function ariaOf({ id, hint, error, invalid, describedBy }: Common): Aria {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    'aria-invalid': Boolean(error) || invalid || undefined,
    'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
  };
}

type Aria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

function renderControl(props: FieldProps, aria: Aria) {
  if (props.as === 'select') {
    const { as: _as, label: _l, hint: _h, error: _e, invalid: _i, describedBy: _d, after: _a, ...select } = props;
    return <select {...select} {...aria} className={styles.input} />;
  }
  const {
    as: _as,
    label: _l,
    hint: _h,
    error: _e,
    invalid: _i,
    describedBy: _d,
    after: _a,
    numeric,
    url,
    ...input
  } = props;
  if (input.type === 'file') return <FileInput {...input} {...aria} />;
  const digits = numeric ? ({ inputMode: 'numeric', autoComplete: 'off' } as const) : undefined;
  const address = url ? ({ type: 'url', inputMode: 'url', placeholder: 'https://' } as const) : undefined;
  return <input {...digits} {...address} {...input} {...aria} className={styles.input} />;
}

/**
 * A file input that speaks Vietnamese: the browser's own button and file name ('Choose File', 'No file
 * chosen') are drawn in the page's language instead. The real input lies over them, transparent, so a click,
 * the keyboard, the label and assistive technology all reach the native control; the drawn words are hidden
 * from screen readers, which hear the input itself.
 */
function FileInput({ onChange, ...input }: Omit<ComponentPropsWithRef<'input'>, 'className'>) {
  const [name, setName] = useState<string | null>(null);
  const t = commonMessages.filePicker;
  return (
    <span className={styles.filePicker} data-disabled={input.disabled || undefined}>
      <input
        {...input}
        className={styles.fileNative}
        onChange={(event) => {
          setName(event.currentTarget.files?.[0]?.name ?? null);
          onChange?.(event);
        }}
      />
      <span className={styles.fileButton} aria-hidden="true">
        {t.choose}
      </span>
      <span className={styles.fileName} aria-hidden="true">
        {name ?? t.none}
      </span>
    </span>
  );
}

/** A form's or a section's error (not tied to one field), announced when it appears. */
export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p className={className ? `${styles.formError} ${className}` : styles.formError} role="alert">
      {message}
    </p>
  );
}
