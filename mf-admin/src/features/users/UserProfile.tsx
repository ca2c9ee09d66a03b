import type { AdminUserDetail } from '@app/shared/contracts/admin';
import { useApiMutation } from '@app/shared/data/query';
import { commonMessages } from '@app/shared/messages/common';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { ActionDialog } from '../../app/ActionDialog';
import { userName } from './userText';
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

/**
 * The four balances from the ledger (as a creator or an affiliate), and what the user owes the platform when
 * they do, with the write-off: the platform takes the loss, the admin's reason goes to the audit log.
 */
export function UserBalance({ user, balance }: { user: AdminUserDetail['user']; balance: AdminUserDetail['balance'] }) {
  const status = useActionStatus();
  const writeOff = useApiMutation('writeOffReceivable');
  const owed = balance.owed > 0;
  const kinds = owed ? [...BALANCES, 'owed' as const] : BALANCES;
  const name = userName(user);
  return (
    <Card title={t.balanceTitle}>
      <ActionStatus status={status} />
      <Figures
        figures={kinds.map((kind) => ({
          label: t.balance[kind],
          value: formatVnd(balance[kind]),
          notes: kind === 'owed' ? [t.owedHint] : undefined,
        }))}
      />
      {owed && (
        <ActionDialog
          opener={{ label: t.writeOff, variant: 'secondary' }}
          title={t.writeOffTitle(name)}
          description={t.writeOffBody(formatVnd(balance.owed))}
          fields={[
            {
              name: 'reason',
              label: t.writeOffReason,
              required: t.writeOffReasonRequired,
              multiline: true,
              maxLength: 1000,
            },
          ]}
          submitLabel={t.writeOff}
          busyLabel={t.working}
          cancelLabel={t.cancel}
          tone="danger"
          focusAfterSuccess={() => status.statusRef.current}
          onSubmit={({ reason }) =>
            writeOff.mutateAsync({ uid: user.uid, reason }).then(
              () => null,
              (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic),
            )
          }
          done={{ message: t.writtenOff(formatVnd(balance.owed), name), say: status.done }}
        />
      )}
    </Card>
  );
}
