import type { AdminUserDetail } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { vnDate, vnDateTime } from '@app/shared/time/vietnam';
import { Figures } from '@app/shared/ui/Figures';
import { Card } from '@app/shared/ui/Card';
import { RoleBadges, StatusText } from './RoleBadges';
import { Fact } from '../../app/Fact';
import styles from './users.module.css';

const t = adminUsersMessages;
const BALANCES = ['pending', 'available', 'requested', 'paidOut'] as const;

/** E-mail, uid, joined, roles and status (with when and why an account was suspended). */
export function UserFacts({ user }: { user: AdminUserDetail['user'] }) {
  return (
    <Card title={t.profileTitle}>
      <dl className={styles.facts}>
        <Fact label={t.email}>{user.email ?? t.none}</Fact>
        <div>
          <dt>{t.uid}</dt>
          <dd className={styles.code}>{user.uid}</dd>
        </div>
        <Fact label={t.joined}>{vnDate(user.createdAt)}</Fact>
        <Fact label={t.roles}>
          <RoleBadges roles={user.roles} />
        </Fact>
        <Fact
          label={t.status}
          more={
            user.suspendedAt && (
              <>
                <dd className="muted">{t.suspendedSince(vnDateTime(user.suspendedAt))}</dd>
                {user.suspensionReason && <dd className="muted">{t.suspensionReason(user.suspensionReason)}</dd>}
              </>
            )
          }
        >
          <StatusText user={user} />
        </Fact>
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
