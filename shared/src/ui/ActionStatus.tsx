import { useCallback, useRef, useState } from 'react';
import styles from './ActionStatus.module.css';

export type Outcome = { kind: 'done' | 'failed'; text: string } | null;

/**
 * What the last action on a page or a list did. The status region is always in the page (a live region that
 * appears with its text may not be read), and it takes focus when the item acted on has left the list
 * (`focus`, or `statusRef` as a dialog's place to return to), so a keyboard user is not dropped at the top
 * of the page.
 */
export function useActionStatus() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const done = useCallback((text: string) => setOutcome({ kind: 'done', text }), []);
  const failed = useCallback((text: string) => setOutcome({ kind: 'failed', text }), []);
  const clear = useCallback(() => setOutcome(null), []);
  const focus = useCallback(() => statusRef.current?.focus(), []);
  return { outcome, statusRef, done, failed, clear, focus };
}

export type ActionStatusApi = ReturnType<typeof useActionStatus>;

/** The outcome of the last action: a success is announced politely, a refusal at once. */
export function ActionStatus({ status }: { status: ActionStatusApi }) {
  const { outcome, statusRef } = status;
  return (
    <>
      <div ref={statusRef} role="status" tabIndex={-1} className={styles.done}>
        {outcome?.kind === 'done' ? outcome.text : ''}
      </div>
      {outcome?.kind === 'failed' && (
        <p role="alert" className={styles.failed}>
          {outcome.text}
        </p>
      )}
    </>
  );
}
