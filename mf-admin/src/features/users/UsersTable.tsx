import type { AdminUser } from '@app/shared/contracts/admin';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { vnDate } from '@app/shared/time/vietnam';
import { Link } from '@app/shared/router';
import { Table, type Column } from '@app/shared/ui/Table';
import { RoleBadges, StatusText } from './RoleBadges';
import { userName } from './userText';
import styles from './users.module.css';

const t = adminUsersMessages;

const columns: Column<AdminUser>[] = [
  { label: t.name, rowHeader: true, className: styles.name, cell: (user) => user.displayName?.trim() || t.noName },
  { label: t.email, cell: (user) => user.email ?? t.none },
  { label: t.roles, cell: (user) => <RoleBadges roles={user.roles} /> },
  { label: t.status, nowrap: true, cell: (user) => <StatusText user={user} /> },
  { label: t.joined, nowrap: true, cell: (user) => vnDate(user.createdAt) },
  {
    label: t.actions,
    labelHidden: true,
    cell: (user) => (
      <Link to={`/admin/users/${encodeURIComponent(user.uid)}`}>
        {t.view}
        <span className="visually-hidden">{t.viewLabel(userName(user))}</span>
      </Link>
    ),
  },
];

/** One page of results; on a phone the table scrolls sideways inside its own (focusable) region. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return <Table caption={t.tableCaption} captionHidden columns={columns} rows={users} rowKey={(user) => user.uid} />;
}
