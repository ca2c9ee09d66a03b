// The page server's reads of the API: public callables, asked without a token (what any signed-out visitor
// gets), kept for a short while so that a crawler walking the catalogue or a link shared in a busy group
// asks the API once a minute per page, not once per request. Two requests for the same page while its answer
// is on the way share it.
import type { z } from 'zod';
import { callableUrlFor } from '@app/shared/api/early-calls';
import type { CallableName, Callables } from '@app/shared/contracts/callables';

type Input<N extends CallableName> = z.input<Callables[N]['input']>;
type Output<N extends CallableName> = z.output<Callables[N]['output']>;

/** What the API answered: the value, or that there is no such thing (not found, or an id it refuses). */
export type Read<T> = { found: true; value: T } | { found: false };

/** The API could not answer (down, overloaded, a time-out, an unexpected failure): say nothing, cache nothing. */
export class ApiUnavailable extends Error {}

export interface ApiReader {
  read<N extends CallableName>(name: N, input: Input<N>, forwardedFor?: string): Promise<Read<Output<N>>>;
}

export interface ApiReaderOptions {
  functionsOrigin: string;
  projectId: string;
  /** How long an answer (found or not) is reused. */
  ttlMs: number;
  /** At most this many answers are kept; the oldest goes first. */
  maxEntries?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

type Entry = { at: number; read: Promise<Read<unknown>> };

export function createApiReader({
  functionsOrigin,
  projectId,
  ttlMs,
  maxEntries = 5_000,
  timeoutMs = 5_000,
  fetch: send = fetch,
  now = Date.now,
}: ApiReaderOptions): ApiReader {
  const entries = new Map<string, Entry>();

  async function ask(name: CallableName, input: unknown, forwardedFor?: string): Promise<Read<unknown>> {
    let response: Response;
    try {
      response = await send(callableUrlFor(functionsOrigin, projectId, name), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          // The visitor's address, for the API's per-address limit when it trusts this server as a proxy hop.
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
        body: JSON.stringify({ data: input }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ApiUnavailable(`${name}: ${(error as Error).message}`);
    }
    // An id the contract refuses (400) names no page, like one that does not exist (404).
    if (response.status === 404 || response.status === 400) return { found: false };
    if (!response.ok) throw new ApiUnavailable(`${name}: HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
    if (!body || !('result' in body)) throw new ApiUnavailable(`${name}: unreadable answer`);
    return { found: true, value: body.result };
  }

  return {
    read(name, input, forwardedFor) {
      const key = `${name}:${JSON.stringify(input ?? null)}`;
      const at = now();
      const hit = entries.get(key);
      if (hit && at - hit.at < ttlMs) return hit.read as Promise<Read<Output<typeof name>>>;
      const read = ask(name, input, forwardedFor);
      entries.delete(key);
      entries.set(key, { at, read });
      // A failure is not kept: the next request asks again.
      read.catch(() => {
        if (entries.get(key)?.read === read) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return read as Promise<Read<Output<typeof name>>>;
    },
  };
}
