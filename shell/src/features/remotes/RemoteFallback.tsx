import { messages } from '@app/shared/messages/vi';
import styles from './RemoteFallback.module.css';

/** Inline message shown in place of an area that could not be loaded (DESIGN.md §2). */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-failed-title">
      <h1 id="remote-failed-title" className={styles.title}>
        {messages.remote.failedTitle}
      </h1>
      <p className={styles.body}>{messages.remote.failedBody}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {messages.remote.retry}
      </button>
    </section>
  );
}
