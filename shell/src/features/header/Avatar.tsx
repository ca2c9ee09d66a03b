import type { AppUser } from '@app/shared/auth/store';
import styles from './Header.module.css';

function initials(user: AppUser): string {
  const source = user.displayName?.trim() || user.email || '?';
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : source.slice(0, 2);
  return letters.toUpperCase();
}

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
