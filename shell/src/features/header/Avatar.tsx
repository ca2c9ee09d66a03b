import { initials } from '@app/shared/auth/initials';
import type { AppUser } from '@app/shared/auth/store';
import styles from './Header.module.css';

export function Avatar({ user, size = 32 }: { user: AppUser; size?: number }) {
  if (user.photoURL) {
    return <img className={styles.avatar} src={user.photoURL} alt="" width={size} height={size} />;
  }
  return (
    <span className={styles.avatarInitials} style={{ width: size, height: size }} aria-hidden="true">
      {initials(user)}
    </span>
  );
}
