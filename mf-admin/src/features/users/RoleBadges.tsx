import type { AdminUser } from '@app/shared/contracts/admin';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { roleLabel } from './userText';
import styles from './users.module.css';

/** The user's roles as badges (a list, so a screen reader counts them); a plain account says so. */
export function RoleBadges({ roles }: { roles: AdminUser['roles'] }) {
  if (roles.length === 0) return <span className={styles.nowrap}>{adminUsersMessages.noRoles}</span>;
  return (
    <ul className={styles.badges}>
      {roles.map((role) => (
        <li key={role} className={styles.badge}>
          {roleLabel(role)}
        </li>
      ))}
    </ul>
  );
}

/** Hoạt động / Đã khóa, coloured (the word carries the meaning; the colour only repeats it). */
export function StatusText({ user }: { user: Pick<AdminUser, 'suspendedAt'> }) {
  const t = adminUsersMessages;
  return user.suspendedAt ? (
    <span className={styles.suspended}>{t.suspended}</span>
  ) : (
    <span className={styles.active}>{t.active}</span>
  );
}
