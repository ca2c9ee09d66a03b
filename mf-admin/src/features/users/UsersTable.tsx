import type { AdminUser } from '@app/shared/contracts/admin';
import { adminMessages } from '@app/shared/messages/admin';
import { vnDate } from '@app/shared/money/vnTime';
import { Link } from '@app/shared/router';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import { RoleBadges, StatusText } from './RoleBadges';
import { userName } from './userText';
import styles from './users.module.css';

const t = adminMessages.users;

/** One page of results; on a phone the table scrolls sideways inside its own (focusable) region. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.tableCaption}>
      <table className={money.table}>
        <caption className="visually-hidden">{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.email}</th>
            <th scope="col">{t.roles}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.joined}</th>
            <th scope="col">
              <span className="visually-hidden">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.uid}>
              <th scope="row" className={styles.name}>
                {user.displayName?.trim() || t.noName}
              </th>
              <td>{user.email ?? t.none}</td>
              <td>
                <RoleBadges roles={user.roles} />
              </td>
              <td className={styles.nowrap}>
                <StatusText user={user} />
              </td>
              <td className={styles.nowrap}>{vnDate(user.createdAt)}</td>
              <td>
                <Link to={`/admin/users/${encodeURIComponent(user.uid)}`}>
                  {t.view}
                  <span className="visually-hidden">{t.viewLabel(userName(user))}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
