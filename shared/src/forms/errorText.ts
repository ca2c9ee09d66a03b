import { ApiError } from '@app/shared/api/client';

/**
 * The text for a failed call: `base` ("could not save"), then the server's reason when it is one the user
 * can act on (a bad field, a conflict, no access); never raw internals (the client already replaced them).
 */
export function errorText(base: string, error: unknown): string {
  if (!(error instanceof ApiError)) return base;
  const actionable = ['invalid-argument', 'aborted', 'permission-denied', 'not-found', 'resource-exhausted'];
  if (!actionable.includes(error.code) || !error.message || error.message === base) return base;
  return `${base} ${error.message}`;
}
