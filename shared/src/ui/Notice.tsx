import { useId, type ReactNode } from 'react';
import { commonMessages } from '@app/shared/messages/common';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Spinner } from '@app/shared/ui/Spinner';
import styles from './Notice.module.css';

type Block = {
  /** A short line above the message. */
  title?: string;
  /** The title as the page's heading (a page that is only this notice: 404, no access) or a section's. */
  titleAs?: 'h1' | 'h2' | 'p';
  /** The message. */
  children?: ReactNode;
  /** Buttons or links after the message (after the retry or sign-in action when there is one). */
  actions?: ReactNode;
  /** Where to go on from here: a link drawn as a button, before `actions`. */
  link?: { to: string; label: string };
};

export type NoticeProps =
  /** Waiting for data: the page's spinner, announced politely. */
  | { kind: 'loading'; label?: string }
  /** Nothing to show (an empty list, an unknown page): no announcement. */
  | (Block & { kind: 'empty' })
  /** A state the user should hear about without it being an error (e.g. "already paid"). */
  | (Block & { kind: 'info' })
  /** Something failed: announced at once, with a retry button when `onRetry` is given. */
  | (Block & { kind: 'error'; onRetry?: () => void; retryLabel?: string });

const roles = { empty: undefined, info: 'status', error: 'alert' } as const;

/**
 * The one block for the states of a page that has no content to show: loading, empty, error (with retry).
 * Errors are alerts, so screen readers say them when they appear.
 */
export function Notice(props: NoticeProps) {
  const titleId = useId();
  if (props.kind === 'loading') return <Spinner label={props.label} />;

  const { kind, title, titleAs: Title = 'p', children, link, actions } = props;
  const heading = title !== undefined && Title !== 'p';
  return (
    <section
      className={`${styles.notice} ${kind === 'error' ? styles.error : ''} ${Title === 'h1' ? styles.page : ''}`}
      role={roles[kind]}
      aria-labelledby={heading ? titleId : undefined}
    >
      {title !== undefined && (
        <Title id={heading ? titleId : undefined} className={styles.title}>
          {title}
        </Title>
      )}
      {typeof children === 'string' ? <p className={styles.body}>{children}</p> : children}
      <div className={styles.actions}>
        {kind === 'error' && props.onRetry && (
          <Button onClick={props.onRetry}>{props.retryLabel ?? commonMessages.remote.retry}</Button>
        )}
        {link && <ButtonLink to={link.to}>{link.label}</ButtonLink>}
        {actions}
      </div>
    </section>
  );
}
