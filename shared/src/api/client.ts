// The one typed API client: one function per callable, typed by the contracts, sent over the Firebase
// callable protocol (POST {"data"} -> {"result"} | {"error": {status, message, details}}, bearer ID token,
// 70 s time-out). It is spoken with fetch rather than the functions SDK, which would bring firebase/app to
// every first load (the catalogue is read signed out) for what is one POST.
//
// The contracts are imported for their types only: the browser does not carry zod (about 24 KB gzipped
// on every first load). The API checks every input and every output against the same schemas
// (api/src/http/server.ts) and answers a bad input with the schema's Vietnamese message, so the checks
// are made once, where they cannot be bypassed.
import type { z } from 'zod';
import type { CallableName, Callables } from '../contracts/callables';
import { ERROR_STATUS, isAccountSuspended, type ErrorCode } from '../contracts/errors';
import { apiOrigin } from '@app/shared/auth/token';
import { currentIdToken } from '@app/shared/firebase/client';
import { callableUrlFor, EARLY_CALL_MAX_AGE_MS, earlyCallKey } from '@app/shared/api/early-calls';
import { commonMessages } from '@app/shared/messages/common';

export const CALL_TIMEOUT_MS = 70_000;

type Input<N extends CallableName> = z.input<Callables[N]['input']>;
type Output<N extends CallableName> = z.output<Callables[N]['output']>;

/** A typed failure: `code` is the callable code; `message` is the catalogue text to show. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** The API's id of the request that failed (its X-Request-Id), when it answered: its log lines carry it. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const CODE_MESSAGE: Record<ErrorCode, string> = {
  'invalid-argument': commonMessages.errors.invalidArgument,
  unauthenticated: commonMessages.errors.unauthenticated,
  'permission-denied': commonMessages.errors.permissionDenied,
  'not-found': commonMessages.errors.notFound,
  aborted: commonMessages.errors.conflict,
  'resource-exhausted': commonMessages.errors.tooManyRequests,
  internal: commonMessages.errors.generic,
  unimplemented: commonMessages.errors.unimplemented,
  unavailable: commonMessages.errors.unavailable,
  'deadline-exceeded': commonMessages.errors.timeout,
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
  const raw = error as { code?: unknown; message?: unknown; details?: unknown; requestId?: unknown };
  const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'internal';
  const known: ErrorCode = isErrorCode(code) ? code : 'internal';
  const serverMessage = typeof raw?.message === 'string' ? raw.message.replace(/\s*\[[^\]]*\]$/, '') : '';
  // 'internal' from the SDK also covers network failures and unreadable answers: never show raw text.
  const text =
    known === 'internal' || !serverMessage || serverMessage === code.toUpperCase()
      ? CODE_MESSAGE[known]
      : serverMessage;
  const requestId = typeof raw?.requestId === 'string' && raw.requestId ? raw.requestId : undefined;
  // An unexpected failure the user may report: the id that finds it in the API's logs.
  const shown = known === 'internal' && requestId ? `${text} ${commonMessages.errors.reference(requestId)}` : text;
  return new ApiError(known, shown, raw?.details, requestId);
}

/** Locally the API speaks the emulator's URL shape /{projectId}/{region}/{name}; in production /{name}. */
export function callableUrl(name: string): string {
  return callableUrlFor(__APP_ENV__.FUNCTIONS_ORIGIN, __APP_ENV__.FIREBASE_PROJECT_ID, name);
}

/** An answer as the wire gave it: HTTP status, the parsed body (null when it was not JSON), the request's id. */
type Answer = { ok: boolean; status: number; body: unknown; requestId?: string | null };

/** An early call of the shell page's boot script: when it was asked, its answer, and that answer once in. */
type EarlyEntry = { at: number; answer: Promise<Answer>; settled?: Answer | null };

const earlyCalls = (): Record<string, EarlyEntry | undefined> | undefined =>
  (window as { __SHELL_BOOT__?: { calls?: Record<string, EarlyEntry | undefined> } }).__SHELL_BOOT__?.calls;

const fresh = (entry: EarlyEntry) => Date.now() - entry.at <= EARLY_CALL_MAX_AGE_MS;

/**
 * The answer the shell page's boot script has already asked for this call (early-calls.ts), taken once; null
 * when there is none, it is too old, or the call carries a token (a signed-in user's answer may differ).
 */
function takeEarlyCall(name: string, data: unknown, token: string | null): Promise<Answer> | null {
  if (token) return null;
  const calls = earlyCalls();
  const key = earlyCallKey(name, data);
  const early = calls?.[key];
  if (!calls || !early) return null;
  delete calls[key];
  return fresh(early) ? early.answer : null;
}

/**
 * The early answers already in, successful and fresh, taken: the data layer puts them into the page's cache
 * before the first render, so a page shows them at once (data/query.tsx). Answers still on their way stay
 * for the page's own call to take.
 */
export function takeArrivedEarlyResults(): { name: CallableName; input: unknown; result: unknown; at: number }[] {
  const calls = earlyCalls();
  if (!calls) return [];
  const taken: { name: CallableName; input: unknown; result: unknown; at: number }[] = [];
  for (const key of Object.keys(calls)) {
    const entry = calls[key];
    const body = entry?.settled?.ok ? (entry.settled.body as { result?: unknown } | null) : null;
    if (!entry || !body || !('result' in body) || !fresh(entry)) continue;
    const [name, input] = JSON.parse(key) as [CallableName, unknown];
    taken.push({ name, input, result: body.result, at: entry.at });
    delete calls[key];
  }
  return taken;
}

/** `promise`, or a rejection when `signal` aborts first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    promise.then(resolve, reject);
  });
}

/** A failure in the SDK's shape (`functions/<code>`), so `toApiError` reads both alike. */
const failure = (code: ErrorCode, message = '', details?: unknown, requestId?: string | null) => ({
  code: `functions/${code}`,
  message,
  details,
  requestId,
});

/** 'NOT_FOUND' (the wire status) -> 'not-found'. */
const codeOf = (status: unknown) => (typeof status === 'string' ? status.toLowerCase().replace(/_/g, '-') : '');

/** The API's id of the request (X-Request-Id, exposed by its CORS answer); null from a stand-in answer. */
const requestIdOf = (response: Response): string | null =>
  (response.headers as Headers | undefined)?.get('x-request-id') ?? null;

/** One POST of the callable protocol; rejects with a failure in the SDK's shape. */
async function post(name: string, data: unknown, timeoutMs: number): Promise<unknown> {
  const token = await currentIdToken().catch(() => null);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const ask = async (): Promise<Answer> => {
    const response = await fetch(callableUrl(name), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
      signal: controller.signal,
    });
    return {
      ok: response.ok,
      status: response.status,
      body: await response.json().catch(() => null),
      requestId: requestIdOf(response),
    };
  };
  const early = takeEarlyCall(name, data, token);
  let answer: Answer;
  try {
    // An early answer that failed on the network is asked for again, now.
    answer = early ? await untilAborted(early, controller.signal).catch(() => ask()) : await ask();
  } catch {
    throw failure(controller.signal.aborted ? 'deadline-exceeded' : 'unavailable');
  } finally {
    clearTimeout(timer);
  }
  const body = answer.body as { result?: unknown } | null;
  if (!answer.ok || !body || !('result' in body)) throw failureOf(answer);
  return body.result;
}

/** Why an answer failed: its protocol error ({"error": {status, message, details}}), or its HTTP status. */
function failureOf(answer: Answer) {
  const error = (answer.body as { error?: { status?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (error) {
    const code = codeOf(error.status);
    return failure(isErrorCode(code) ? code : 'internal', String(error.message ?? ''), error.details, answer.requestId);
  }
  return failure(answer.status === 503 ? 'unavailable' : 'internal', '', undefined, answer.requestId);
}

/**
 * GETs `path` of the API with the caller's ID token, as a file (e.g. a CSV the API streams); a failure is the
 * ApiError a call would give (the server's message, or the catalogue's when the network failed).
 */
export async function fetchFile(path: string): Promise<Blob> {
  const token = await currentIdToken().catch(() => null);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS);
  try {
    const response = await fetch(`${apiOrigin()}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    }).catch(() => {
      throw failure(controller.signal.aborted ? 'deadline-exceeded' : 'unavailable');
    });
    if (!response.ok) {
      throw failureOf({
        ok: false,
        status: response.status,
        body: await response.json().catch(() => null),
        requestId: requestIdOf(response),
      });
    }
    // A download cut short (the connection dropped mid-file) rejects here.
    return await response.blob().catch(() => {
      throw failure(controller.signal.aborted ? 'deadline-exceeded' : 'unavailable');
    });
  } catch (error) {
    throw toApiError(error);
  } finally {
    clearTimeout(timer);
  }
}

export async function call<N extends CallableName>(name: N, input: Input<N>): Promise<Output<N>> {
  try {
    return (await post(name, input ?? null, CALL_TIMEOUT_MS)) as Output<N>;
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.code === 'permission-denied' && isAccountSuspended(apiError.details)) void endSuspendedSession();
    throw apiError;
  }
}

/**
 * The account was suspended while signed in: whatever call found out, the session ends and the next page says
 * why. The session module (and the SDK) load only now: most pages never need them.
 */
async function endSuspendedSession(): Promise<void> {
  const { endSession } = await import('@app/shared/auth/session');
  await endSession('suspended');
}

type Api = { [N in CallableName]: (input: Input<N>) => Promise<Output<N>> };

/** `api.getUserProfile(null)` etc.: one function per callable name (the names are checked by the types). */
export const api = new Proxy({} as Api, {
  get: (target, name) => {
    // Not a thenable: `await api` or a promise resolved with it must not make a call named 'then'.
    if (typeof name !== 'string' || name === 'then') return undefined;
    const cached = (target as Record<string, unknown>)[name];
    if (cached) return cached;
    const fn = (input: never) => call(name as CallableName, input);
    (target as Record<string, unknown>)[name] = fn;
    return fn;
  },
});
