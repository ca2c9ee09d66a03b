import { useApiMutation, type Input } from '@app/shared/data/query';
import { commonMessages } from '@app/shared/messages/common';

/** What an admin can do on a user's page; each has its own button, dialog and announcement. */
export type ManageAction = 'grantCreator' | 'revokeCreator' | 'grantAdmin' | 'revokeAdmin' | 'suspend' | 'restore';

type RoleChange = Omit<Input<'setUserRole'>, 'uid' | 'reason'>;
const ROLE_CHANGES: Record<'grantCreator' | 'revokeCreator' | 'grantAdmin' | 'revokeAdmin', RoleChange> = {
  grantCreator: { role: 'creator', granted: true },
  revokeCreator: { role: 'creator', granted: false },
  grantAdmin: { role: 'admin', granted: true },
  revokeAdmin: { role: 'admin', granted: false },
};

// Every screen that shows the user, the lists and the log is asked again after a change.

/**
 * Runs one action on the user; resolves with the server's error text (shown word for word), or null once
 * it is done. A reason is sent only when one was written (it is optional except to suspend).
 */
export function useManageUser(uid: string) {
  const setRole = useApiMutation('setUserRole');
  const suspend = useApiMutation('suspendUser');
  const restore = useApiMutation('restoreUser');

  return async (action: ManageAction, reason: string | undefined): Promise<string | null> => {
    const why = reason ? { reason } : {};
    try {
      if (action === 'suspend') await suspend.mutateAsync({ uid, reason: reason ?? '' });
      else if (action === 'restore') await restore.mutateAsync({ uid, ...why });
      else await setRole.mutateAsync({ uid, ...ROLE_CHANGES[action], ...why });
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : commonMessages.errors.generic;
    }
  };
}
