// The one Firebase client of the page, and the only module that imports firebase (lint rule).
//
// Why one module: firebase is not a federation-shared library (sharing it would ship all of firebase/auth,
// phone, popup and MFA sign-in included, about 15 KB gzipped more). Each app's build therefore has its own
// copy of the SDK, and two copies on one page would not see each other's app and auth instances. This
// module is a federation singleton (@app/shared/firebase/client), so every area on the page goes through
// the single copy that came with it, whichever build provided it.
//
// The SDK loads on demand, not with the page (about 28 KB gzipped): a visitor whose browser holds no
// signed-in user (no persisted session) never needs it until they sign in. Calls to the API do not go
// through the SDK at all (see @app/shared/api/client); they only ask this module for the ID token.
import type * as AuthModule from 'firebase/auth';
import type { Auth, PasswordValidationStatus, User } from 'firebase/auth';
import { hasPersistedUser, persistedSessionKey, PERSISTED_USER_PREFIX } from '@app/shared/api/early-calls';

export type { PasswordValidationStatus, User };

// Where the SDK keeps a signed-in session, and whether this browser holds one (then the SDK must load to
// restore it): in api/early-calls.ts, which the shell page's boot script compiles in too.
export { hasPersistedUser, PERSISTED_USER_PREFIX };

type AuthSdk = typeof AuthModule;

let loading: Promise<{ auth: Auth; sdk: AuthSdk }> | undefined;

/** Whether the SDK has been asked for (it may still be loading). */
export const authRequested = (): boolean => loading !== undefined;

function load(): Promise<{ auth: Auth; sdk: AuthSdk }> {
  loading ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([app, sdk]) => {
    const firebaseApp = app.getApps().length
      ? app.getApp()
      : app.initializeApp({
          apiKey: __APP_ENV__.FIREBASE_API_KEY,
          projectId: __APP_ENV__.FIREBASE_PROJECT_ID,
          authDomain: __APP_ENV__.FIREBASE_AUTH_DOMAIN,
        });
    // initializeAuth without a popup/redirect resolver keeps the bundle small: this product signs in with
    // e-mail and password only. The session is kept in localStorage (kept across tabs and restarts,
    // synchronised between tabs by storage events). IndexedDB, the SDK's default, is left out: the SDK
    // opens and test-writes every listed store before it answers the sign-in check, and on a first visit
    // creating that database held every page back by about 0.5 s with a 4x-throttled CPU.
    const auth = sdk.initializeAuth(firebaseApp, { persistence: sdk.browserLocalPersistence });
    if (__APP_ENV__.AUTH_EMULATOR_URL) {
      sdk.connectAuthEmulator(auth, __APP_ENV__.AUTH_EMULATOR_URL, { disableWarnings: true });
    }
    return { auth, sdk };
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The signed-in Firebase user once the SDK has restored its session, or null. */
export async function currentUser(): Promise<User | null> {
  const { auth } = await load();
  await auth.authStateReady();
  return auth.currentUser;
}

/**
 * The signed-in user's ID token (refreshed by the SDK when near expiry), or null when signed out. Does not
 * load the SDK for a visitor who has no session to restore.
 */
export async function currentIdToken(): Promise<string | null> {
  if (!authRequested() && !hasPersistedUser()) return null;
  const user = await currentUser();
  return user ? user.getIdToken() : null;
}

/**
 * The refresh token of the session this browser kept, read before the SDK starts: when the SDK restores a
 * session the identity service refuses (a disabled account, revoked sessions), it drops it without a word.
 */
export function persistedRefreshToken(): string | null {
  const key = persistedSessionKey();
  if (!key) return null;
  try {
    const kept = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
      stsTokenManager?: { refreshToken?: unknown };
    } | null;
    const token = kept?.stsTokenManager?.refreshToken;
    return typeof token === 'string' ? token : null;
  } catch {
    // Storage blocked or not JSON: nothing to ask about.
    return null;
  }
}

/** The identity service's refusals of a refresh, as the SDK's error codes. */
const REFUSALS: Record<string, string> = {
  USER_DISABLED: 'auth/user-disabled',
  TOKEN_EXPIRED: 'auth/user-token-expired',
};

/**
 * Why the identity service refuses a kept session, asked the way the SDK refreshes one (its token endpoint,
 * the emulator's in local mode): 'auth/user-disabled', 'auth/user-token-expired', or null (it is accepted,
 * or refused for no reason a user should hear, or the service did not answer).
 */
export async function refusalOf(refreshToken: string): Promise<string | null> {
  const host = __APP_ENV__.AUTH_EMULATOR_URL
    ? `${__APP_ENV__.AUTH_EMULATOR_URL.replace(/\/$/, '')}/securetoken.googleapis.com`
    : 'https://securetoken.googleapis.com';
  try {
    const response = await fetch(`${host}/v1/token?key=${encodeURIComponent(__APP_ENV__.FIREBASE_API_KEY)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });
    if (response.ok) return null;
    const answer = (await response.json()) as { error?: { message?: unknown } };
    const message = String(answer.error?.message ?? '').split(' ')[0];
    return REFUSALS[message] ?? null;
  } catch {
    return null;
  }
}

/** Calls `listener` with the signed-in user (or null) now and on every change; resolves to the unsubscribe. */
export async function onAuthChange(listener: (user: User | null) => void): Promise<() => void> {
  const { auth, sdk } = await load();
  return sdk.onAuthStateChanged(auth, listener);
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const { auth, sdk } = await load();
  await sdk.signInWithEmailAndPassword(auth, email, password);
}

export async function sendResetEmail(email: string): Promise<void> {
  const { auth, sdk } = await load();
  await sdk.sendPasswordResetEmail(auth, email);
}

export async function checkPasswordPolicy(password: string): Promise<PasswordValidationStatus> {
  const { auth, sdk } = await load();
  return sdk.validatePassword(auth, password);
}

export async function signOutOfFirebase(): Promise<void> {
  if (!authRequested() && !hasPersistedUser()) return;
  const { auth, sdk } = await load();
  await sdk.signOut(auth);
}
