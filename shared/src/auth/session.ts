// Wires the auth store to the Firebase Auth SDK (docs/product.md §4): on sign-in the token is force-refreshed,
// the profile fetched and merged with the token claims; on any error the user becomes signed out.
import {
  currentUser,
  hasPersistedUser,
  onAuthChange,
  PERSISTED_USER_PREFIX,
  persistedRefreshToken,
  refusalOf,
  signOutOfFirebase,
  type User,
} from '@app/shared/firebase/client';
import type { UserProfile } from '../contracts/profile';
import { isAccountSuspended } from '../contracts/errors';
import { setSessionEnd, setSignedIn, setSignedOut, type AppUser, type SessionEnd } from '@app/shared/auth/store';

let started = false;
let listening = false;

/** Merges the API profile (source of truth for roles and library) with the token claims. */
export function mergeUser(
  fbUser: Pick<User, 'uid' | 'email' | 'displayName' | 'photoURL'>,
  profile: UserProfile,
  claims: Record<string, unknown>,
): AppUser {
  return {
    uid: fbUser.uid,
    email: profile.email ?? fbUser.email,
    displayName: profile.displayName ?? fbUser.displayName,
    photoURL: profile.photoURL ?? fbUser.photoURL,
    roles: profile.roles,
    library: profile.library,
    claims,
  };
}

async function loadUser(fbUser: User): Promise<AppUser> {
  await fbUser.getIdToken(true);
  const [{ claims }, { api }] = await Promise.all([
    fbUser.getIdTokenResult(),
    // The API client (and the functions SDK) load only once someone is signed in.
    import('@app/shared/api/client'),
  ]);
  const profile = await api.getUserProfile(null);
  return mergeUser(fbUser, profile, claims);
}

/**
 * Why loading the user failed, when it says the session is over for a reason the user should hear: the
 * identity service refuses a disabled account's token refresh ('auth/user-disabled') or a revoked one's
 * ('auth/user-token-expired'); the API refuses a suspended account's calls (ACCOUNT_SUSPENDED).
 */
export function sessionEndOf(error: unknown): SessionEnd | null {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  if (code === 'auth/user-disabled' || isAccountSuspended(details)) return 'suspended';
  if (code === 'auth/user-token-expired') return 'revoked';
  return null;
}

/**
 * Ends a session the user did not end: remembers why (the page then says it, with the way to support), signs
 * out of the SDK so a reload does not try the dead session again, and signs the store out.
 */
export async function endSession(reason: SessionEnd): Promise<void> {
  setSessionEnd(reason);
  try {
    await signOutOfFirebase();
  } catch {
    // The SDK could not sign out (offline): the store below still ends the session on this page.
  }
  setSignedOut();
}

/** Signs out after a failed load, saying why when there is a reason to. */
function signedOutAfter(error: unknown): void {
  const reason = sessionEndOf(error);
  if (reason) void endSession(reason);
  else setSignedOut();
}

/**
 * The page opened with a kept session and the SDK restored nobody: it dropped a session the identity service
 * refused, without saying why. Asked again with the kept token, the service says why (a suspended account,
 * revoked sessions), and the page says it; anything else is a plain sign-out.
 */
async function signedOutOnRestore(keptToken: string): Promise<void> {
  const reason = sessionEndOf({ code: await refusalOf(keptToken) });
  if (reason) await endSession(reason);
  else setSignedOut();
}

/** Follows the SDK's sign-in state (once per page): every change signs the store in or out. */
function listen(): void {
  if (listening) return;
  listening = true;
  // Read before the SDK starts (it removes a refused session from storage).
  let keptToken = persistedRefreshToken();
  void onAuthChange((fbUser) => {
    const restoring = keptToken;
    keptToken = null;
    if (!fbUser) {
      if (restoring) void signedOutOnRestore(restoring);
      else setSignedOut();
      return;
    }
    loadUser(fbUser).then(async (user) => {
      // A later auth change may have happened while the profile loaded.
      if ((await currentUser())?.uid === user.uid) setSignedIn(user);
    }, signedOutAfter);
  }).catch(() => {
    // The SDK did not load (offline): nobody can be signed in on this page; a sign-in will try again.
    listening = false;
    setSignedOut();
  });
}

/**
 * Starts the session once per page; every app calls it, only the first call counts. A browser with no
 * persisted session is signed out at once, without loading the SDK (a first visit renders sooner); the
 * SDK starts when someone signs in here (refreshUser) or in another tab (storage event).
 */
export function startAuthSession(): void {
  if (started) return;
  started = true;
  if (hasPersistedUser()) {
    listen();
    return;
  }
  setSignedOut();
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(PERSISTED_USER_PREFIX) && event.newValue) listen();
  });
}

/** Refetches the profile after something changed it (purchase, new role, profile edit). */
export async function refreshUser(): Promise<void> {
  const fbUser = await currentUser();
  // From now on this page follows the SDK (e.g. a sign-out in another tab).
  listen();
  if (!fbUser) return setSignedOut();
  try {
    setSignedIn(await loadUser(fbUser));
  } catch (error) {
    signedOutAfter(error);
  }
}

export async function signOut(): Promise<void> {
  await signOutOfFirebase();
}
