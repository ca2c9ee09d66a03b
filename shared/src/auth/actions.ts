// Sign-in, sign-up and password reset on top of the Firebase Auth SDK and the API (docs/product.md §4, §7).
// Every failure is an AuthError with a Vietnamese message; success resolves once the session is signed in
// (profile loaded), so a protected page opened next does not bounce back to /auth.
import { useAuthStore } from '@app/shared/auth/store';
import { authMessages } from '@app/shared/messages/auth';
import { AuthError, toAuthError } from '@app/shared/auth/errors';

// The Firebase client loads with the first action, not with the page that shows the form.
async function sdk() {
  const [client, session] = await Promise.all([
    import('@app/shared/firebase/client'),
    import('@app/shared/auth/session'),
  ]);
  return { ...client, refreshUser: session.refreshUser };
}

async function finishSignIn(): Promise<void> {
  const { refreshUser } = await sdk();
  await refreshUser();
  if (useAuthStore.getState().status !== 'signed-in') {
    throw new AuthError('profile-unavailable', authMessages.errors.generic);
  }
}

export async function signIn(email: string, password: string): Promise<void> {
  const { signInWithPassword } = await sdk();
  try {
    await signInWithPassword(email.trim(), password);
  } catch (error) {
    throw toAuthError(error);
  }
  await finishSignIn();
}

export type SignUpInput = { email: string; password: string; displayName?: string; referralCode?: string | null };

/** docs/product.md §7: registerUser, then sign in with e-mail and password. */
export async function signUp({ email, password, displayName, referralCode }: SignUpInput): Promise<void> {
  const { api, ApiError } = await import('@app/shared/api/client');
  try {
    await api.registerUser({
      email: email.trim(),
      password,
      ...(displayName?.trim() ? { displayName: displayName.trim() } : {}),
      ...(referralCode ? { referralCode } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'aborted') throw new AuthError('auth/email-already-in-use', authMessages.errors.emailInUse);
      if (error.code === 'resource-exhausted') {
        throw new AuthError('auth/too-many-requests', authMessages.errors.tooManyRequests);
      }
      if (error.code === 'invalid-argument') throw new AuthError('invalid-argument', error.message);
      if (error.code === 'internal' || error.code === 'unavailable' || error.code === 'deadline-exceeded') {
        throw new AuthError('auth/network-request-failed', authMessages.errors.network);
      }
      throw new AuthError(error.code, error.message);
    }
    throw toAuthError(error);
  }
  await signIn(email, password);
}

/** docs/product.md §8: an unknown address and any other failure have their own texts. */
export async function sendPasswordReset(email: string): Promise<void> {
  const { sendResetEmail } = await sdk();
  try {
    await sendResetEmail(email.trim());
  } catch (error) {
    const code = (error as { code?: unknown })?.code;
    if (code === 'auth/user-not-found') throw new AuthError(code, authMessages.forgot.notFound);
    if (code === 'auth/invalid-email' || code === 'auth/missing-email') {
      throw new AuthError(code, authMessages.errors.invalidEmail);
    }
    throw new AuthError(typeof code === 'string' ? code : 'unknown', authMessages.forgot.failed);
  }
}

/** Only same-origin paths are followed after sign-in; anything else goes to '/'. */
export function safeRedirect(target: string | null | undefined, origin: string = window.location.origin): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return '/';
    if (url.pathname === '/auth' || url.pathname === '/forgot-password') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
