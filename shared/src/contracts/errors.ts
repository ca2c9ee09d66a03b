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
