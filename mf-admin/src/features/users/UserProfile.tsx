import type { AdminUserDetail } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { vnDate, vnDateTime } from '@app/shared/time/vietnam';
import { Figures } from '@app/shared/ui/Figures';
import { Card } from '@app/shared/ui/Card';
import { RoleBadges, StatusText } from './RoleBadges';
import styles from './users.module.css';

const t = adminUsersMessages;
const BALANCES = ['pending', 'available', 'requested', 'paidOut'] as const;

/** E-mail, uid, joined, roles and status (with when and why an account was suspended). */
export function UserFacts({ user }: { user: AdminUserDetail['user'] }) {
  return (
    <Card title={t.profileTitle}>
      <dl className={styles.facts}>
        <div>
          <dt>{t.email}</dt>
          <dd>{user.email ?? t.none}</dd>
        </div>
        <div>
          <dt>{t.uid}</dt>
          <dd className={styles.code}>{user.uid}</dd>
        </div>
        <div>
          <dt>{t.joined}</dt>
          <dd>{vnDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.roles}</dt>
          <dd>
            <RoleBadges roles={user.roles} />
          </dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>
            <StatusText user={user} />
          </dd>
          {user.suspendedAt && <dd className="muted">{t.suspendedSince(vnDateTime(user.suspendedAt))}</dd>}
          {user.suspendedAt && user.suspensionReason && (
            <dd className="muted">{t.suspensionReason(user.suspensionReason)}</dd>
          )}
        </div>
      </dl>
    </Card>
  );
}

/** The four balances from the ledger (as a creator or an affiliate). */
export function UserBalance({ balance }: { balance: AdminUserDetail['balance'] }) {
  return (
    <Card title={t.balanceTitle}>
      <Figures figures={BALANCES.map((kind) => ({ label: t.balance[kind], value: formatVnd(balance[kind]) }))} />
    </Card>
  );
}
