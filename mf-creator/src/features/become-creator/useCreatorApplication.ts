import { useCallback, useEffect, useRef, useState } from 'react';
import type { MyCreatorApplication } from '@app/shared/contracts/creator';
import { hasRole, useAuthStore } from '@app/shared/auth/store';
import { useApiQuery } from '@app/shared/data/query';
import { refreshProfile } from '@app/shared/auth/refresh';

/** While an application is pending the page asks again this often (only while the tab is visible). */
export const POLL_MS = 15_000;

/** After approval: the page's profile (header menu, guards) is refreshed so the creator role shows. */
export type RoleSync = 'idle' | 'refreshing' | 'failed';

export type ApplicationView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry: () => void }
  | { kind: 'creator'; sync: RoleSync; retrySync: () => void }
  | { kind: 'pending'; application: MyCreatorApplication }
  | { kind: 'rejected'; application: MyCreatorApplication }
  | { kind: 'none' };

/**
 * The signed-in user's standing: already a creator, an application pending (polled until decided) or
 * rejected (reapply), or none. When the answer says "creator" but this page's profile has no creator role
 * yet (just approved), the ID token and profile are refreshed once, without signing out, so the header
 * switches to the creator section.
 */
export function useCreatorApplication(): ApplicationView {
  const user = useAuthStore((s) => s.user);
  const query = useApiQuery('getMyCreatorApplication', null, {
    enabled: user !== null,
    refetchInterval: (data) => (data && !data.isCreator && data.application?.status === 'pending' ? POLL_MS : false),
  });
  const isCreator = query.data?.isCreator === true;
  const roleMissing = isCreator && !hasRole(user, 'creator');
  const [sync, setSync] = useState<RoleSync>('idle');
  const tried = useRef(false);

  const refresh = useCallback(() => {
    setSync('refreshing');
    refreshProfile().then(
      () => setSync(hasRole(useAuthStore.getState().user, 'creator') ? 'idle' : 'failed'),
      () => setSync('failed'),
    );
  }, []);

  useEffect(() => {
    // Once per page: a token that still lacks the role is not asked for in a loop (the user can retry).
    if (!roleMissing || tried.current) return;
    tried.current = true;
    refresh();
  }, [roleMissing, refresh]);

  const { data, error, refetch } = query;
  if (!data) {
    if (error && !query.isFetching) return { kind: 'error', message: error.message, retry: () => void refetch() };
    return { kind: 'loading' };
  }
  if (data.isCreator)
    return { kind: 'creator', sync: roleMissing && sync === 'idle' ? 'refreshing' : sync, retrySync: refresh };
  const application = data.application;
  if (application?.status === 'pending') return { kind: 'pending', application };
  if (application?.status === 'rejected') return { kind: 'rejected', application };
  return { kind: 'none' };
}
