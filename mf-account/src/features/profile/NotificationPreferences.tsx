import type { OptionalNotificationKind } from '@app/shared/contracts/notifications';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import { notificationMessages } from '@app/shared/messages/notifications';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { Loaded } from '@app/shared/ui/Loaded';
import styles from './profile.module.css';

const t = notificationMessages.preferences;

/**
 * The "Thông báo" section: one switch per optional kind of e-mail, saved as soon as it changes. Receipts and
 * money notices are not listed: they are always sent.
 */
export function NotificationPreferences() {
  const query = useApiQuery('getNotificationPreferences', null);
  const save = useApiMutation('setNotificationPreference');
  const status = useActionStatus();
  const change = (kind: OptionalNotificationKind, email: boolean) => {
    status.clear();
    save.mutate(
      { kind, email },
      { onSuccess: () => status.done(t.saved), onError: (error) => status.failed(error.message) },
    );
  };
  return (
    <section className={styles.card} aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t.title}</h2>
      <p className={styles.muted}>{t.lead}</p>
      <Loaded query={query} messages={t}>
        {(preferences) => (
          <fieldset className={styles.choices} aria-busy={save.isPending}>
            <legend>{t.legend}</legend>
            {preferences.map(({ kind, email }) => (
              <label key={kind} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={email}
                  disabled={save.isPending}
                  onChange={(event) => change(kind, event.target.checked)}
                />
                {t.kinds[kind]}
              </label>
            ))}
          </fieldset>
        )}
      </Loaded>
      <ActionStatus status={status} />
    </section>
  );
}
