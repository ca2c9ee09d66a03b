import { ApiError } from '@app/shared/api/client';
import { updateUserProfileInput } from '@app/shared/contracts/browser';
import { useApiMutation } from '@app/shared/data/query';
import type { AppUser } from '@app/shared/auth/store';
import { schemaResolver } from '@app/shared/forms/schemaResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { accountMessages } from '@app/shared/messages/account';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError } from '@app/shared/ui/Field';
import styles from './profile.module.css';
import { refreshProfile } from '@app/shared/auth/refresh';

type NameDraft = { displayName: string };

// Only the name is sent: the call writes only the fields it is given.
const resolver = schemaResolver(updateUserProfileInput, (draft: NameDraft) => ({ displayName: draft.displayName }));

/** Changes the display name (users row and Firebase profile, server side), then refreshes the session. */
export function DisplayNameForm({ user }: { user: AppUser }) {
  const t = accountMessages.profile;
  const status = useActionStatus();
  // The profile lives in the session: it is fetched again after the change (refreshUser).
  const update = useApiMutation('updateUserProfile');
  const form = useContractForm({ resolver, defaultValues: { displayName: user.displayName ?? '' } });

  const onSubmit = form.submit(async ({ displayName }) => {
    try {
      await update.mutateAsync({ displayName });
      await refreshProfile();
      status.done(t.saved);
    } catch (e) {
      form.fail(e instanceof ApiError && e.code === 'invalid-argument' ? e.message : t.saveFailed);
    }
  });
  const { error, ...name } = form.field('displayName', 'display-name');
  // One field: its error is the form's one line, said at once.
  const message = form.failure ?? error;

  return (
    <section className={styles.card} aria-labelledby="name-title">
      <h2 id="name-title">{t.nameSection}</h2>
      <p className={styles.muted}>
        {t.email}: {user.email}
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          status.clear();
          onSubmit(event);
        }}
        noValidate
        aria-busy={form.busy}
      >
        <Field {...name} label={t.nameLabel} autoComplete="name" maxLength={80} invalid={Boolean(message)} />
        <FormError message={message} />
        <ActionStatus status={status} />
        <div className={styles.actions}>
          <Button type="submit" loading={form.busy}>
            {form.busy ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
