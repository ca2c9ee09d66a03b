import { useAuthStore } from '@app/shared/auth/store';
import { accountMessages } from '@app/shared/messages/account';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { AvatarUploader } from './AvatarUploader';
import { DisplayNameForm } from './DisplayNameForm';
import { NotificationPreferences } from './NotificationPreferences';
import styles from './profile.module.css';

/** /my/profile: display name and avatar (the route is protected, so a user is signed in). */
export function ProfilePage() {
  const t = accountMessages.profile;
  const user = useAuthStore((s) => s.user);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      {user && (
        <div className={styles.layout}>
          <DisplayNameForm key={user.uid} user={user} />
          <AvatarUploader user={user} />
          <NotificationPreferences />
        </div>
      )}
    </PageFrame>
  );
}
