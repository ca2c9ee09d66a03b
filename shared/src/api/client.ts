// The one typed API client: one function per callable, input and output checked against the contract,
// sent with the Firebase SDK's httpsCallable (region asia-southeast1, 70 s time-out, bearer ID token).
import { httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import { callables, type CallableName, type Callables } from '../contracts/callables';
import { ERROR_STATUS, type ErrorCode } from '../contracts/errors';
import { firebaseFunctions } from '@app/shared/firebase/functions';
import { messages } from '@app/shared/messages/vi';

export const CALL_TIMEOUT_MS = 70_000;

type Input<N extends CallableName> = z.input<Callables[N]['input']>;
type Output<N extends CallableName> = z.output<Callables[N]['output']>;

/** A typed failure: `code` is the callable code; `message` is the catalogue text to show. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const CODE_MESSAGE: Record<ErrorCode, string> = {
  'invalid-argument': messages.errors.invalidArgument,
  unauthenticated: messages.errors.unauthenticated,
  'permission-denied': messages.errors.permissionDenied,
  'not-found': messages.errors.notFound,
  aborted: messages.errors.conflict,
  'resource-exhausted': messages.errors.tooManyRequests,
  internal: messages.errors.generic,
  unimplemented: messages.errors.unimplemented,
  unavailable: messages.errors.unavailable,
  'deadline-exceeded': messages.errors.timeout,
};

function isErrorCode(value: string): value is ErrorCode {
  return value in ERROR_STATUS;
}

/**
 * Turns whatever the SDK threw into an ApiError. The server's message is already Vietnamese
 * (it comes from the contracts and the catalogue); the SDK appends ' [status]', which is stripped.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const raw = error as { code?: unknown; message?: unknown; details?: unknown };
  const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'internal';
  const known: ErrorCode = isErrorCode(code) ? code : 'internal';
  const serverMessage = typeof raw?.message === 'string' ? raw.message.replace(/\s*\[[^\]]*\]$/, '') : '';
  // 'internal' from the SDK also covers network failures and unreadable answers: never show raw text.
  const text =
    known === 'internal' || !serverMessage || serverMessage === code.toUpperCase()
      ? CODE_MESSAGE[known]
      : serverMessage;
  return new ApiError(known, text, raw?.details);
}

export async function call<N extends CallableName>(name: N, input: Input<N>): Promise<Output<N>> {
  const contract = callables[name];
  const parsedInput = contract.input.safeParse(input);
  if (!parsedInput.success) {
    throw new ApiError('invalid-argument', parsedInput.error.issues[0]?.message ?? messages.errors.invalidArgument);
  }
  const fn = httpsCallable(firebaseFunctions(), name, { timeout: CALL_TIMEOUT_MS });
  let data: unknown;
  try {
    data = (await fn(parsedInput.data ?? null)).data;
  } catch (error) {
    throw toApiError(error);
  }
  const parsedOutput = contract.output.safeParse(data);
  if (!parsedOutput.success) throw new ApiError('internal', messages.errors.generic);
  return parsedOutput.data as Output<N>;
}

type Api = { [N in CallableName]: (input: Input<N>) => Promise<Output<N>> };

/** `api.getUserProfile(null)` etc.: one function per callable, generated from the registry. */
export const api = Object.fromEntries(
  (Object.keys(callables) as CallableName[]).map((name) => [name, (input: never) => call(name, input)]),
) as unknown as Api;
