import { initials } from '@app/shared/auth/initials';
import type { AppUser } from '@app/shared/auth/store';
import { accountMessages } from '@app/shared/messages/account';
import { UploadControls } from '@app/shared/ui/UploadControls';
import { useAvatarUpload } from './useAvatarUpload';
import styles from './profile.module.css';

/** Avatar upload: pick a file, watch the progress, pause, resume or cancel. */
export function AvatarUploader({ user }: { user: AppUser }) {
  const t = accountMessages.avatar;
  const upload = useAvatarUpload(user.uid);

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
      <UploadControls
        upload={upload}
        id="avatar-file"
        classNames={{ progress: styles.progress, status: styles.status }}
      />
    </section>
  );
}
