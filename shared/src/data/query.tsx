// The one server-data layer (docs/architecture.md §7.3: one way to do each thing). Every page reads server data through
// these hooks, never by calling the API client in an effect: one cache per page keyed by callable name and
// input, retries only for failures that a retry can fix, polling where a page waits for the bank, and
// invalidation after a mutation so every area that shows the same data shows it fresh.
//
// This module is the only importer of @tanstack/react-query (lint rule). It holds the page's QueryClient,
// so it is a page singleton (tools/webpack/shared-deps.cjs): the marketplace's wishlist hearts and the
// account's wishlist page read and invalidate the same cache.
import { useEffect, useState, type ReactNode } from 'react';
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallableName, Callables } from '../contracts/callables';
import type { ErrorCode } from '../contracts/errors';
import { mutationEffects, type MutationName } from '../contracts/mutationEffects';
import { api, ApiError, takeArrivedEarlyResults, toApiError } from '@app/shared/api/client';
import { useAuthStore } from '@app/shared/auth/store';

export type Input<N extends CallableName> = z.input<Callables[N]['input']>;
export type Output<N extends CallableName> = z.output<Callables[N]['output']>;

/** The cache key of one call: the callable's name, then its input (omitted when the callable takes none). */
export function apiKey<N extends CallableName>(name: N, input?: Input<N>): QueryKey {
  return input === undefined || input === null ? [name] : [name, input];
}

/** Failures worth trying again by themselves: the network or the server, not the request. */
const TRANSIENT: ReadonlySet<ErrorCode> = new Set(['unavailable', 'deadline-exceeded', 'internal']);
export const MAX_RETRIES = 2;

/** Retry policy: a transient failure is tried twice more; a refusal (bad input, no access, gone) never. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && error instanceof ApiError && TRANSIENT.has(error.code);
}

/** Waits 1 s, then 2 s, at most 8 s between tries. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);

/** Fresh data is reused for this long before a new mount asks the server again. */
export const STALE_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: STALE_MS },
      // A mutation moves money or writes what the user typed: the user decides to try again.
      mutations: { retry: false },
    },
  });
}

/** The page's cache. */
export const queryClient = createQueryClient();

/**
 * A new signed-in user must never see the previous user's data: the cache is emptied when the signed-in
 * uid changes (sign-out, another account). The first check (checking -> signed in or out) keeps it.
 * When the same user's library changes (a payment confirmed, a refund), every answer that depends on what
 * they own (the course player, the product page, the lists) is marked stale and what is on screen asked
 * again: no page shows "buy" for something the user has just paid for.
 */
function ClearOnUserChange({ client }: { client: QueryClient }) {
  useEffect(() => {
    type AuthState = ReturnType<typeof useAuthStore.getState>;
    // undefined: not known yet (the first sign-in check is still running).
    const uidOf = (state: AuthState) => (state.status === 'checking' ? undefined : (state.user?.uid ?? null));
    const ownedOf = (state: AuthState) =>
      (state.user?.library ?? [])
        .map((item) => `${item.kind}:${item.productId}`)
        .sort()
        .join(',');
    let previous = uidOf(useAuthStore.getState());
    let owned = ownedOf(useAuthStore.getState());
    return useAuthStore.subscribe((state) => {
      const next = uidOf(state);
      if (next === undefined) return;
      const nextOwned = ownedOf(state);
      // Every answer is dropped; what is on screen is asked again as the new user.
      if (previous !== undefined && next !== previous) void client.resetQueries();
      else if (next !== null && nextOwned !== owned) void client.invalidateQueries();
      previous = next;
      owned = nextOwned;
    });
  }, [client]);
  return null;
}

/**
 * Answers the shell page's boot script already has (api/early-calls.ts: a public page's first call, asked with
 * the HTML) go into the cache, as answered when they were asked: the page shows them on its first render,
 * in the frame the HTML painted from the same answer, instead of a loading state and a second request.
 */
export function adoptEarlyAnswers(client: QueryClient): void {
  for (const { name, input, result, at } of takeArrivedEarlyResults()) {
    const key = apiKey(name, input as Input<typeof name>);
    if (client.getQueryData(key) === undefined) client.setQueryData(key, result, { updatedAt: at });
  }
}

/** Provides the cache (the page's one by default; a test passes a fresh one). */
export function DataProvider({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  // Once, before the first render of the page below.
  useState(() => adoptEarlyAnswers(client));
  return (
    <QueryClientProvider client={client}>
      <ClearOnUserChange client={client} />
      {children}
    </QueryClientProvider>
  );
}

async function send<N extends CallableName>(name: N, input: Input<N>): Promise<Output<N>> {
  try {
    return await (api[name] as (input: Input<N>) => Promise<Output<N>>)(input);
  } catch (error) {
    throw toApiError(error);
  }
}

export type ApiQueryOptions<N extends CallableName, T> = {
  /** False until the call makes sense (e.g. before sign-in); the query then stays pending. */
  enabled?: boolean;
  /** Asks again every so many ms while this returns a number (false: stop), e.g. while a payment is pending. */
  refetchInterval?: number | false | ((data: Output<N> | undefined) => number | false);
  /** Overrides STALE_MS (Infinity: fetched once per page, e.g. the category tree). */
  staleTime?: number;
  /** Derives what the component needs; recomputed only when the data changes. */
  select?: (data: Output<N>) => T;
  /** Keeps showing the previous input's answer while a new input loads (a list being filtered). */
  keepPrevious?: boolean;
};

/**
 * One callable's answer for one input, cached under `apiKey(name, input)`. The result is TanStack Query's:
 * `data`, `error` (an ApiError with the Vietnamese text), `isPending`, `isFetching`, `refetch`.
 */
export function useApiQuery<N extends CallableName, T = Output<N>>(
  name: N,
  input: Input<N>,
  options: ApiQueryOptions<N, T> = {},
) {
  const { refetchInterval, keepPrevious, ...rest } = options;
  return useQuery<Output<N>, ApiError, T>({
    queryKey: apiKey(name, input),
    queryFn: () => send(name, input),
    ...rest,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(refetchInterval === undefined
      ? {}
      : {
          refetchInterval:
            typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
        }),
  });
}

/** A callable read a page at a time: it takes `before` (where the page starts) and answers the next one's. */
type PagedName = {
  [N in CallableName]: Output<N> extends { nextBefore: unknown }
    ? 'before' extends keyof NonNullable<Input<N>>
      ? N
      : never
    : never;
}[CallableName];
type Cursor<N extends PagedName> = Exclude<Output<N>['nextBefore'], null>;

/** The cached pages of a paged list, as useApiPages keeps them (for code that edits them after a mutation). */
export type Pages<N extends PagedName> = InfiniteData<Output<N>, Cursor<N> | undefined>;

/**
 * A list that grows a page at a time ("Tải thêm"), cached under `apiKey(name, input)` as its pages. Asked
 * again (a mutation's effect, a retry), every page shown is fetched again from the first, each from the
 * cursor the fresh page before it answers, so a row that moved between pages is never shown twice or lost.
 * `data.pages`, `hasNextPage`, `fetchNextPage`, `isFetchingNextPage` are TanStack Query's. `staleTime` as for
 * useApiQuery (0: a list that moves on its own, such as a queue, is asked again on each visit).
 */
export function useApiPages<N extends PagedName>(
  name: N,
  input: Omit<NonNullable<Input<N>>, 'before'>,
  options: Pick<ApiQueryOptions<N, Output<N>>, 'staleTime'> = {},
) {
  return useInfiniteQuery<Output<N>, ApiError, Pages<N>, QueryKey, Cursor<N> | undefined>({
    queryKey: apiKey(name, input as Input<N>),
    queryFn: ({ pageParam }) =>
      send(name, (pageParam === undefined ? input : { ...input, before: pageParam }) as Input<N>),
    initialPageParam: undefined,
    getNextPageParam: (last) => (last.nextBefore ?? undefined) as Cursor<N> | undefined,
    ...options,
  });
}

/**
 * Edits every loaded page of a paged list in the cache, e.g. a mutation's result shown at once (a decided row
 * leaving its queue) before the list is asked again. Nothing happens when the list was never loaded.
 */
export function editPages<N extends PagedName>(
  client: QueryClient,
  name: N,
  input: Omit<NonNullable<Input<N>>, 'before'>,
  edit: (page: Output<N>) => Output<N>,
) {
  client.setQueryData<Pages<N>>(
    apiKey(name, input as Input<N>),
    (data) => data && { ...data, pages: data.pages.map(edit) },
  );
}

/**
 * A page of results for the filters in the URL, one cached call per distinct filter set (back and forward
 * show the answer they had). `loading` is true while the answer for the current filters is not in: the
 * first load, or a retry after a failure (which then hides the old error).
 */
export function useResultsQuery<N extends CallableName>(name: N, input: Input<N>) {
  const query = useApiQuery(name, input);
  const retrying = query.isError && query.isFetching;
  return {
    loading: query.isPending || retrying,
    page: query.data ?? null,
    error: query.isError && !retrying ? query.error.message : null,
    retry: () => void query.refetch(),
  };
}

export type ApiMutationOptions<N extends MutationName> = {
  /** Runs before the call: e.g. an optimistic change to the cache. Its result is the `rollback` context. */
  onMutate?: (input: Input<N>, client: QueryClient) => (() => void) | void;
  onSuccess?: (output: Output<N>, input: Input<N>, client: QueryClient) => void;
};

/**
 * A call that changes something. `mutateAsync` rejects with an ApiError; an optimistic change made in
 * `onMutate` is rolled back on failure; the reads its entry in `mutationEffects` declares are invalidated
 * whatever the outcome, so the screens show the server's truth.
 */
export function useApiMutation<N extends MutationName>(name: N, options: ApiMutationOptions<N> = {}) {
  const client = useQueryClient();
  return useMutation<Output<N>, ApiError, Input<N>, { rollback?: () => void }>({
    mutationFn: (input) => send(name, input),
    onMutate: (input) => ({ rollback: options.onMutate?.(input, client) ?? undefined }),
    onSuccess: (output, input) => options.onSuccess?.(output, input, client),
    onError: (_error, _input, context) => context?.rollback?.(),
    // Not awaited: the mutation is done when the server has answered; the screens refresh behind it.
    onSettled: () => {
      // This module is the page's one copy, from whichever app loaded first: an area deployed after it may call
      // a mutation this copy has never heard of. It then refreshes every read rather than none (or failing).
      const reads = (mutationEffects as Partial<Record<string, readonly CallableName[]>>)[name];
      void (reads ? invalidate(client, ...reads) : client.invalidateQueries());
    },
  });
}

/** Marks every cached answer of these callables stale; the ones on screen are fetched again. */
export function invalidate(client: QueryClient, ...names: CallableName[]): Promise<void> {
  return Promise.all(names.map((name) => client.invalidateQueries({ queryKey: [name] }))).then(() => undefined);
}

/** The cache's type, for code that reads or edits cached answers (an optimistic change). */
export type DataClient = QueryClient;
