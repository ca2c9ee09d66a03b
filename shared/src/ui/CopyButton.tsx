import { useEffect, useId, useRef, useState } from 'react';
import { orderMessages } from '@app/shared/messages/orders';
import { Button } from '@app/shared/ui/Button';
import styles from './CopyButton.module.css';

const c = orderMessages.checkout;

export type CopyTexts = { copy: string; copied: string; failed: string };

type Props = {
  /** What is copied. */
  value: string;
  /** What it is (e.g. 'Số tài khoản'): the button is named 'Sao chép số tài khoản'. */
  label: string;
  /** The button's whole accessible name instead (its visible text first: 'Sao chép liên kết cho …'). */
  name?: string;
  /** The visible texts; by default 'Sao chép', 'Đã sao chép', 'Không sao chép được'. */
  texts?: CopyTexts;
  /**
   * Where the outcome shows: in the button itself for a moment (a table cell, a row of payment details), or
   * beside it as a status line (a link to share), where a refusal stays until the next try.
   */
  outcome?: 'inButton' | 'beside';
  /** Beside only: when the clipboard is refused, the value is shown selected in a read-only field so named. */
  fallbackLabel?: string;
};

type Result = 'idle' | 'copied' | 'failed';

/** The one copy button: copies a value and tells the result, to the eye and to screen readers. */
export function CopyButton({ value, label, name, texts, outcome = 'inButton', fallbackLabel }: Props) {
  const t = texts ?? { copy: c.copy, copied: c.copied, failed: c.copyFailed };
  const [result, setResult] = useState<Result>('idle');
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // 'Copied' fades after a moment; beside the button a refusal stays, with the value to copy by hand.
    if (result === 'idle' || (result === 'failed' && outcome === 'beside')) return;
    const timer = setTimeout(() => setResult('idle'), outcome === 'inButton' ? 2_000 : 3_000);
    return () => clearTimeout(timer);
  }, [result, outcome]);

  useEffect(() => {
    if (result === 'failed') field.current?.select();
  }, [result]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  const said = result === 'copied' ? t.copied : result === 'failed' ? t.failed : '';
  const accessibleName = name ?? c.copyLabel(label);

  if (outcome === 'inButton') {
    return (
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={accessibleName}>
        <span aria-hidden="true">{said || t.copy}</span>
        <span className="visually-hidden" aria-live="polite">
          {said}
        </span>
      </Button>
    );
  }
  return (
    <span className={styles.copy}>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={accessibleName}>
        {t.copy}
      </Button>
      <span role="status" className={result === 'failed' ? styles.failed : styles.copied}>
        {said}
      </span>
      {result === 'failed' && fallbackLabel && (
        <>
          <label htmlFor={fieldId} className="visually-hidden">
            {fallbackLabel}
          </label>
          <input
            id={fieldId}
            ref={field}
            className={styles.field}
            readOnly
            value={value}
            onFocus={(event) => event.target.select()}
          />
        </>
      )}
    </span>
  );
}
