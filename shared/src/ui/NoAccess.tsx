import { useEffect } from 'react';
import { Link } from '@app/shared/router';
import type { Role } from '@app/shared/contracts/profile';
import { messages } from '@app/shared/messages/vi';
import { authMessages } from '@app/shared/messages/auth';
import styles from './NoAccess.module.css';

/** Shown to a signed-in user without the role an area needs (the server refuses the same calls). */
export function NoAccess({ role }: { role?: Role }) {
  const t = authMessages.guard;
  useEffect(() => {
    document.title = `${t.noAccessTitle} · ${messages.brand}`;
  }, [t.noAccessTitle]);
  const reason = role === 'creator' ? t.noAccessCreator : role === 'admin' ? t.noAccessAdmin : null;
  return (
    <section className={styles.noAccess} aria-labelledby="no-access-title">
      <h1 id="no-access-title">{t.noAccessTitle}</h1>
      <p>{t.noAccessBody}</p>
      {reason && <p>{reason}</p>}
      <div className={styles.actions}>
        {role === 'creator' && (
          <Link className={`${styles.button} ${styles.primary}`} to="/become-a-creator">
            {t.becomeCreator}
          </Link>
        )}
        <Link className={styles.button} to="/">
          {t.backHome}
        </Link>
      </div>
    </section>
  );
}
