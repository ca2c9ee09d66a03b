// Callable error codes and their HTTP statuses (docs/product.md §8). Shared by the API and the client, React-free.
export const ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The wire form of a code in `{error: {status}}`, e.g. 'INVALID_ARGUMENT'. */
export function wireStatus(code: ErrorCode): string {
  return code.toUpperCase().replace(/-/g, '_');
}

/**
 * The `details` of a call refused because the caller's account is suspended. The message says why; this marks
 * it for the client, which then ends the session and keeps telling the user why (not an empty sign-in form).
 */
export const ACCOUNT_SUSPENDED = { reason: 'account-suspended' } as const;

export const isAccountSuspended = (details: unknown): boolean =>
  (details as { reason?: unknown } | null | undefined)?.reason === ACCOUNT_SUSPENDED.reason;
