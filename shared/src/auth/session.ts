// Wires the auth store to the Firebase Auth SDK (SPEC §4): on sign-in the token is force-refreshed,
// the profile fetched and merged with the token claims; on any error the user becomes signed out.
import { firebaseAuth, onAuthChange, signOutOfFirebase, type User } from '@app/shared/firebase/client';
import type { UserProfile } from '../contracts/profile';
import { setSignedIn, setSignedOut, type AppUser } from '@app/shared/auth/store';

let started = false;

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

/** Starts listening once per page; every app calls it, only the first call subscribes. */
export function startAuthSession(): void {
  if (started) return;
  started = true;
  onAuthChange((fbUser) => {
    if (!fbUser) {
      setSignedOut();
      return;
    }
    loadUser(fbUser).then(
      (user) => {
        // A later auth change may have happened while the profile loaded.
        if (firebaseAuth().currentUser?.uid === user.uid) setSignedIn(user);
      },
      () => setSignedOut(),
    );
  });
}

/** Refetches the profile after something changed it (purchase, new role, profile edit). */
export async function refreshUser(): Promise<void> {
  const fbUser = firebaseAuth().currentUser;
  if (!fbUser) return setSignedOut();
  try {
    setSignedIn(await loadUser(fbUser));
  } catch {
    setSignedOut();
  }
}

export async function signOut(): Promise<void> {
  await signOutOfFirebase();
}
