import { useRef } from 'react';
import { initials } from '@app/shared/auth/initials';
import type { AppUser } from '@app/shared/auth/store';
import { profileMessages } from '@app/shared/messages/profile';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError } from '@app/shared/ui/Field';
import { useAvatarUpload } from './useAvatarUpload';
import styles from './profile.module.css';

/** Avatar upload: pick a file, watch the progress, pause, resume or cancel. */
export function AvatarUploader({ user }: { user: AppUser }) {
  const t = profileMessages.avatar;
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, start, pause, resume, cancel } = useAvatarUpload(user.uid);
  const active = state.status === 'running' || state.status === 'paused';

  return (
    <section className={styles.card} aria-labelledby="avatar-title">
      <h2 id="avatar-title">{t.section}</h2>
      <div className={styles.preview}>
        {user.photoURL ? (
          <img className={styles.avatar} src={user.photoURL} alt={t.current} width={96} height={96} />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(user)}
          </span>
        )}
        <p className={styles.muted}>{t.hint}</p>
      </div>
      <Field
        ref={fileInput}
        id="avatar-file"
        label={t.choose}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={active}
      />
      <div className={styles.actions}>
        <Button disabled={active} onClick={() => void start(fileInput.current?.files?.[0])}>
          {t.upload}
        </Button>
        <Button variant="secondary" disabled={state.status !== 'running'} onClick={pause}>
          {t.pause}
        </Button>
        <Button variant="secondary" disabled={state.status !== 'paused'} onClick={resume}>
          {t.resume}
        </Button>
        <Button variant="secondary" disabled={!active} onClick={cancel}>
          {t.cancel}
        </Button>
      </div>
      {active && (
        <progress className={styles.progress} max={100} value={state.percent} aria-label={t.progressLabel}>
          {state.percent}%
        </progress>
      )}
      <div aria-live="polite" data-upload-status={state.status}>
        {state.status === 'running' && <p className={styles.status}>{t.running(state.percent)}</p>}
        {state.status === 'paused' && <p className={styles.status}>{t.paused(state.percent)}</p>}
        {state.status === 'success' && <p className={styles.success}>{t.success}</p>}
        {state.status === 'canceled' && <p className={styles.status}>{t.canceled}</p>}
      </div>
      {state.status === 'error' && <FormError message={state.error} />}
    </section>
  );
}
