import { commonMessages } from '@app/shared/messages/common';
import styles from './Spinner.module.css';

export function Spinner({ label = commonMessages.loading }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <div className={styles.spinnerDot} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
