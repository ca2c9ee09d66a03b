import { useSessionEnd, setSessionEnd } from '@app/shared/auth/store';
import { authMessages } from '@app/shared/messages/auth';
import { commonMessages } from '@app/shared/messages/common';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import styles from './SessionEndNotice.module.css';

const t = authMessages.sessionEnded;

/**
 * Why the user was signed out when they did not ask to be (a suspended account, revoked sessions), above
 * whatever page they land on, the sign-in form included, with the support address to write to. It stays
 * until they close it or sign in again.
 */
export function SessionEndNotice() {
  const reason = useSessionEnd((state) => state.reason);
  if (!reason) return null;
  const email = commonMessages.supportEmail;
  return (
    <div className={styles.wrap}>
      <Notice
        kind="error"
        actions={
          <Button variant="secondary" onClick={() => setSessionEnd(null)}>
            {t.dismiss}
          </Button>
        }
      >
        <p>{t[reason]}</p>
        <p>
          {t.contact} <a href={`mailto:${email}`}>{email}</a>
        </p>
      </Notice>
    </div>
  );
}
