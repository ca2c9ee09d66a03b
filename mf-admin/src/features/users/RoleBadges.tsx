import type { AdminUser } from '@app/shared/contracts/admin';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { roleLabel } from './userText';
import styles from './users.module.css';

/** The user's roles as badges (a list, so a screen reader counts them); an account with neither is a buyer. */
export function RoleBadges({ roles }: { roles: AdminUser['roles'] }) {
  const labels = roles.length === 0 ? [adminUsersMessages.noRoles] : roles.map(roleLabel);
  return (
    <ul className={styles.badges}>
      {labels.map((label) => (
        <li key={label} className={styles.badge}>
          {label}
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
