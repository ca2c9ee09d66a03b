import { messages } from '@app/shared/messages/vi';
import styles from './Spinner.module.css';

export function Spinner({ label = messages.loading }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <div className={styles.spinnerDot} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
