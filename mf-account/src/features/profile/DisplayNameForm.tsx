import { useState, type FormEvent } from 'react';
import { ApiError } from '@app/shared/api/client';
import { useApiMutation } from '@app/shared/data/query';
import type { AppUser } from '@app/shared/auth/store';
import { profileMessages } from '@app/shared/messages/profile';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError } from '@app/shared/ui/Field';
import styles from './profile.module.css';
import { refreshProfile } from '@app/shared/auth/refresh';

/** Changes the display name (users row and Firebase profile, server side), then refreshes the session. */
export function DisplayNameForm({ user }: { user: AppUser }) {
  const t = profileMessages.profile;
  const [name, setName] = useState(user.displayName ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // The profile lives in the session: it is fetched again after the change (refreshUser).
  const update = useApiMutation('updateUserProfile', { invalidates: ['getUserProfile'] });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const displayName = name.trim();
    setSaved(false);
    if (!displayName) return setError(t.nameRequired);
    if (displayName.length > 80) return setError(t.nameTooLong);
    setError(null);
    setPending(true);
    try {
      // Only the defined field is sent and written (docs/product.md §5).
      await update.mutateAsync({ displayName });
      await refreshProfile();
      setSaved(true);
    } catch (e) {
      setError(e instanceof ApiError && e.code === 'invalid-argument' ? e.message : t.saveFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="name-title">
      <h2 id="name-title">{t.nameSection}</h2>
      <p className={styles.muted}>
        {t.email}: {user.email}
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
        <Field
          id="display-name"
          label={t.nameLabel}
          autoComplete="name"
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
          invalid={Boolean(error)}
        />
        <FormError message={error} />
        {saved && (
          <p className={styles.success} role="status">
            {t.saved}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {pending ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
