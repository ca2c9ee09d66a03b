import { accountMessages } from '@app/shared/messages/account';
import { useTusUpload } from '@app/shared/uploads/useTusUpload';
import { refreshProfile } from '@app/shared/auth/refresh';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const t = accountMessages.avatar;

/** A resumable avatar upload over tus: running / paused / success / canceled / error (docs/product.md §4). */
export function useAvatarUpload(userId: string | null) {
  return useTusUpload({
    endpoint: '/uploads/avatars',
    accept: AVATAR_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
    messages: t,
    unavailable: userId ? null : t.signedOut,
    metadata: userId ? { userId } : undefined,
    // The header and every area read the store: refetch the profile with the new photoURL.
    onSuccess: refreshProfile,
  });
}
