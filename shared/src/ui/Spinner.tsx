import { messages } from '../messages/vi';
import styles from './ui.module.css';

export function Spinner({ label = messages.loading }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <div className={styles.spinnerDot} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
