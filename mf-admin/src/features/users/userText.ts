// How a user is named and described on the admin pages.
import type { AdminUser } from '@app/shared/contracts/admin';
import { adminUsersMessages } from '@app/shared/messages/admin/users';

const t = adminUsersMessages;

/** The name to show: the display name, else the e-mail, else the uid (an account always has one). */
export const userName = (user: Pick<AdminUser, 'displayName' | 'email' | 'uid'>) =>
  user.displayName?.trim() || user.email || user.uid;

export const roleLabel = (role: AdminUser['roles'][number]) => t.role[role];
