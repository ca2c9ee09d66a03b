import { commonMessages } from '@app/shared/messages/common';
import { Notice } from '@app/shared/ui/Notice';
import styles from './RemoteFallback.module.css';

/** Inline message shown in place of an area that could not be loaded (docs/architecture.md §2). */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.fallback}>
      <Notice kind="error" title={commonMessages.remote.failedTitle} titleAs="h1" onRetry={onRetry}>
        {commonMessages.remote.failedBody}
      </Notice>
    </div>
  );
}
