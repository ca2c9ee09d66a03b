import { useEffect, useState } from 'react';
import { ApiError } from '@app/shared/api/client';
import type { ErrorCode } from '@app/shared/contracts/errors';
import { messages } from '@app/shared/messages/vi';

type Settled<T> = { key: string; data: T; error: null } | { key: string; data: null; error: ApiError };

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; code: ErrorCode; message: string } | { status: 'ready'; data: T };

/**
 * Loads `load()` once per `key` (an answer for an older key is dropped). No synchronous state change in
 * the effect: 'loading' is derived from "no answer for the current key yet".
 */
export function useLoad<T>(key: string, load: () => Promise<T>): LoadState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setSettled({ key, data, error: null }),
      (error: unknown) =>
        current &&
        setSettled({
          key,
          data: null,
          error: error instanceof ApiError ? error : new ApiError('internal', messages.errors.generic),
        }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; the key says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!settled || settled.key !== key) return { status: 'loading' };
  if (settled.error) return { status: 'error', code: settled.error.code, message: settled.error.message };
  return { status: 'ready', data: settled.data as T };
}
