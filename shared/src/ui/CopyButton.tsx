import { useEffect, useState } from 'react';
import { orderMessages } from '@app/shared/messages/orders';
import { Button } from '@app/shared/ui/Button';

type Props = {
  /** What is copied. */
  value: string;
  /** What it is (e.g. 'Số tài khoản'): the button reads 'Sao chép số tài khoản'. */
  label: string;
};

const t = orderMessages.checkout;

/** Copies one detail (a payment's account number, amount, note); the result is announced to screen readers. */
export function CopyButton({ value, label }: Props) {
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (result === 'idle') return;
    const timer = setTimeout(() => setResult('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={t.copyLabel(label)}>
      <span aria-hidden="true">{result === 'copied' ? t.copied : result === 'failed' ? t.copyFailed : t.copy}</span>
      <span className="visually-hidden" aria-live="polite">
        {result === 'copied' ? t.copied : result === 'failed' ? t.copyFailed : ''}
      </span>
    </Button>
  );
}
