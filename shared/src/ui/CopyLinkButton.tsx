import { useEffect, useState } from 'react';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { Button } from '@app/shared/ui/Button';
import styles from './CopyLinkButton.module.css';

const t = affiliateMessages.dashboard;

type Props = {
  /** The absolute URL copied. */
  url: string;
  /** What the link is for (a product title): the button is named 'Sao chép liên kết {title}'. */
  title: string;
};

/**
 * 'Sao chép liên kết' for a referral link, with a visible 'Đã sao chép liên kết' beside it, announced by a
 * polite status region (present before the copy, so screen readers pick up the change). When the browser
 * refuses the clipboard, it says so: the link is on the page to select by hand.
 */
export function CopyLinkButton({ url, title }: Props) {
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (result === 'idle') return;
    const timer = setTimeout(() => setResult('idle'), 4_000);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <span className={styles.copy}>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={t.copyLabel(title)}>
        {t.copy}
      </Button>
      <span role="status" className={result === 'failed' ? styles.failed : styles.copied}>
        {result === 'copied' ? t.copied : result === 'failed' ? t.copyFailed : ''}
      </span>
    </span>
  );
}
