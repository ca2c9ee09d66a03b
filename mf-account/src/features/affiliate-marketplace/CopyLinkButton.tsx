import { useEffect, useId, useRef, useState } from 'react';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { Button } from '@app/shared/ui/Button';
import styles from './marketplace.module.css';

const t = affiliateMessages.marketplace;

type Props = { link: string; title: string };

/**
 * 'Sao chép liên kết' for one product. The button's text stays the same (its accessible name names the
 * product); the result shows beside it and is announced. When the browser refuses the clipboard, the link
 * is shown selected in a read-only field, so it can still be copied by hand.
 */
export function CopyLinkButton({ link, title }: Props) {
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (result !== 'copied') return;
    const timer = setTimeout(() => setResult('idle'), 3_000);
    return () => clearTimeout(timer);
  }, [result]);

  useEffect(() => {
    if (result === 'failed') field.current?.select();
  }, [result]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <div className={styles.copy}>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={t.copyFor(title)}>
        {t.copy}
      </Button>
      <p role="status" className={result === 'failed' ? styles.copyFailed : styles.copied}>
        {result === 'copied' ? t.copied : result === 'failed' ? t.copyFailed : ''}
      </p>
      {result === 'failed' && (
        <>
          <label htmlFor={fieldId} className="visually-hidden">
            {t.linkFor(title)}
          </label>
          <input
            id={fieldId}
            ref={field}
            className={styles.linkField}
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
        </>
      )}
    </div>
  );
}
