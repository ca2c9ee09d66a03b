// Firebase Auth error codes (and the API's registerUser failures) → the Vietnamese text a user sees.
// Never shows the SDK's raw English message.
import { authMessages } from '@app/shared/messages/auth';

const BY_CODE: Record<string, string> = {
  'auth/wrong-password': authMessages.errors.wrongPassword,
  // With e-mail enumeration protection the service answers one code for a wrong password and an unknown user.
  'auth/invalid-credential': authMessages.errors.wrongPassword,
  'auth/invalid-login-credentials': authMessages.errors.wrongPassword,
  'auth/user-not-found': authMessages.errors.userNotFound,
  'auth/email-already-in-use': authMessages.errors.emailInUse,
  'auth/invalid-email': authMessages.errors.invalidEmail,
  'auth/missing-email': authMessages.errors.emailRequired,
  'auth/missing-password': authMessages.errors.passwordRequired,
  'auth/weak-password': authMessages.errors.weakPassword,
  'auth/password-does-not-meet-requirements': authMessages.errors.weakPassword,
  'auth/too-many-requests': authMessages.errors.tooManyRequests,
  'auth/network-request-failed': authMessages.errors.network,
  'auth/timeout': authMessages.errors.network,
  'auth/user-disabled': authMessages.errors.userDisabled,
};

/** A sign-in / sign-up failure with the Firebase-style code it came from and a Vietnamese message. */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export function authErrorMessage(code: string): string {
  return BY_CODE[code] ?? authMessages.errors.generic;
}

/** Turns a Firebase Auth error (or anything else) into an AuthError with the catalogue text. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = (error as { code?: unknown })?.code;
  const known = typeof code === 'string' ? code : 'unknown';
  return new AuthError(known, authErrorMessage(known));
}
