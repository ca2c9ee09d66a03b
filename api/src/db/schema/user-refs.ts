// Columns that name a user (not tables: not re-exported by ../schema.ts). Apart from ./columns, which the users
// table itself is built with.
import { ref, requiredRef, ts } from './columns';
import { users } from './users';

/** The user a row belongs to (or is made by): always set. */
export const ownerRef = (name = 'user_id') => requiredRef(name, () => users.uid);
/** A user a row may name: who referred, who decided, who made it. */
export const userRef = (name: string) => ref(name, () => users.uid);
/** When an admin decided a request, and who. */
export const decided = () => ({ decidedAt: ts('decided_at'), decidedBy: userRef('decided_by') });
