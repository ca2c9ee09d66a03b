import type { ComponentPropsWithRef } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** How a button looks; shared by `Button` and the links that look like one (`ButtonLink`). */
export type ButtonLook = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the full width of its container. */
  block?: boolean;
  className?: string;
};

/** The class names of a button look, for an element that is not a `Button` (a link, a Radix trigger). */
export function buttonClass({ variant = 'primary', size = 'md', block = false, className }: ButtonLook = {}): string {
  return [styles.button, styles[variant], size === 'md' ? '' : styles[size], block ? styles.block : '', className]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className'> &
  ButtonLook & {
    /** Working: shows a spinner, sets aria-busy and cannot be pressed again until it is done. */
    loading?: boolean;
  };

/**
 * The one button of every app. `type` defaults to "button" (a submit button says so), so a button inside
 * a form never submits it by accident. The label stays the accessible name; the spinner is decoration.
 */
export function Button({
  variant,
  size,
  block,
  className,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
