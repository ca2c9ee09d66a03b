import type { AdminUser } from '@app/shared/contracts/admin';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { Card } from '@app/shared/ui/Card';
import { ActionDialog } from '../../app/ActionDialog';
import { useManageUser, type ManageAction } from './useManageUser';
import { userName } from './userText';
import styles from './users.module.css';

const t = adminUsersMessages;
/** The contracts' limit on an admin's reason. */
const REASON_MAX = 1000;
const DANGER: ReadonlySet<ManageAction> = new Set(['revokeCreator', 'revokeAdmin', 'suspend']);

type Props = { user: AdminUser; isSelf: boolean };

/**
 * Role toggles, suspend and restore, each asked in a dialog with a reason. The toggles keep their place
 * when their label flips (grant ↔ revoke), so focus comes back to the same button after the dialog. An
 * admin's own page has no button to remove their admin role or suspend themselves (the server refuses
 * it too), and says why.
 */
export function ManageUser({ user, isSelf }: Props) {
  const run = useManageUser(user.uid);
  const status = useActionStatus();
  const name = userName(user);
  const creator = user.roles.includes('creator');
  const admin = user.roles.includes('admin');
  const suspended = Boolean(user.suspendedAt);

  const dialog = (action: ManageAction) => (
    <ActionDialog
      opener={{ label: t[action], variant: DANGER.has(action) ? 'danger' : 'secondary' }}
      title={t.confirmTitle[action](name)}
      description={t.confirmBody[action]}
      fields={[
        action === 'suspend'
          ? {
              name: 'reason',
              label: t.suspendReason,
              hint: t.suspendReasonHint,
              required: t.suspendReasonRequired,
              multiline: true,
              maxLength: REASON_MAX,
            }
          : { name: 'reason', label: t.reasonOptional, multiline: true, maxLength: REASON_MAX },
      ]}
      submitLabel={t.confirm}
      busyLabel={t.working}
      cancelLabel={t.cancel}
      tone={DANGER.has(action) ? 'danger' : 'primary'}
      onSubmit={({ reason }) => {
        status.clear();
        return run(action, reason || undefined);
      }}
      done={{ message: t.done[action](name), say: status.done }}
    />
  );

  return (
    <Card title={t.manageTitle}>
      <ActionStatus status={status} />
      <div className={styles.manage}>
        {dialog(creator ? 'revokeCreator' : 'grantCreator')}
        {!(isSelf && admin) && dialog(admin ? 'revokeAdmin' : 'grantAdmin')}
        {!isSelf && dialog(suspended ? 'restore' : 'suspend')}
      </div>
      {isSelf && <p className={styles.note}>{t.selfNote}</p>}
    </Card>
  );
}
