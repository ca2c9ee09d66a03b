import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { setSignedIn, setSignedOut, useAuthStore } from '@app/shared/auth/store';
import { mockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { testQueryClient } from '@app/shared/testing/render';
import { mutationEffects, type MutationName } from '../contracts/mutationEffects';
import {
  apiKey,
  DataProvider,
  editPages,
  retryDelay,
  shouldRetry,
  useApiMutation,
  useApiPages,
  useApiQuery,
} from './query';

jest.mock('@app/shared/firebase/client', () => ({ callFunction: jest.fn() }));
jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const mocked = mockedApi();
const user = (uid: string) => aUser({ uid });

function Wishlist() {
  const { data, error, isPending } = useApiQuery('getWishlist', null);
  if (isPending) return <p>đang tải</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return <p>{data.map((p) => p.id).join(',') || 'trống'}</p>;
}

function RemoveButton({ id }: { id: string }) {
  const remove = useApiMutation('removeFromWishlist');
  return (
    <button type="button" onClick={() => remove.mutate({ productId: id })}>
      bỏ {id}
    </button>
  );
}

const product = (id: string) => ({ id }) as never;

function renderWith(children: React.ReactNode) {
  const client = testQueryClient();
  return { client, ...render(<DataProvider client={client}>{children}</DataProvider>) };
}

beforeEach(() => {
  act(() => setSignedIn(user('a')));
});

describe('apiKey', () => {
  it('is the callable name, then its input when it has one', () => {
    expect(apiKey('getWishlist', null)).toEqual(['getWishlist']);
    expect(apiKey('getProduct', { productId: 'p1' })).toEqual(['getProduct', { productId: 'p1' }]);
  });
});

describe('retry policy', () => {
  it('retries transient failures twice, never a refusal', () => {
    const unavailable = new ApiError('unavailable', 'x');
    expect(shouldRetry(0, unavailable)).toBe(true);
    expect(shouldRetry(1, unavailable)).toBe(true);
    expect(shouldRetry(2, unavailable)).toBe(false);
    expect(shouldRetry(0, new ApiError('internal', 'x'))).toBe(true);
    for (const code of ['invalid-argument', 'not-found', 'permission-denied', 'unauthenticated'] as const) {
      expect(shouldRetry(0, new ApiError(code, 'x'))).toBe(false);
    }
    expect(shouldRetry(0, new Error('not an ApiError'))).toBe(false);
  });

  it('backs off 1 s, 2 s, 4 s, at most 8 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

describe('useApiQuery / useApiMutation', () => {
  it("shows the server's answer, and the ApiError's Vietnamese text when it fails", async () => {
    mocked.getWishlist.mockRejectedValueOnce(new ApiError('permission-denied', 'Bạn không có quyền.'));
    renderWith(<Wishlist />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn không có quyền.');
  });

  it('a raw failure becomes the generic ApiError text, never raw internals', async () => {
    mocked.getWishlist.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWith(<Wishlist />);
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expect(alert.textContent).not.toBe('');
  });

  it('two components on the page share one call, and a mutation refreshes what it invalidates', async () => {
    mocked.getWishlist.mockResolvedValueOnce([product('p1'), product('p2')]).mockResolvedValueOnce([product('p2')]);
    mocked.removeFromWishlist.mockResolvedValue({ wishlisted: false });
    renderWith(
      <>
        <Wishlist />
        <Wishlist />
        <RemoveButton id="p1" />
      </>,
    );
    expect(await screen.findAllByText('p1,p2')).toHaveLength(2);
    expect(mocked.getWishlist).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'bỏ p1' }));
    expect(await screen.findAllByText('p2')).toHaveLength(2);
    expect(mocked.removeFromWishlist).toHaveBeenCalledWith({ productId: 'p1' });
    expect(mocked.getWishlist).toHaveBeenCalledTimes(2);
  });

  it("forgets the previous user's data when another user signs in", async () => {
    // The server answers with the caller's own list.
    mocked.getWishlist.mockImplementation(async () => [product(`cua-${useAuthStore.getState().user?.uid}`)]);
    renderWith(<Wishlist />);
    expect(await screen.findByText('cua-a')).toBeInTheDocument();
    act(() => setSignedOut());
    act(() => setSignedIn(user('b')));
    expect(await screen.findByText('cua-b')).toBeInTheDocument();
    expect(screen.queryByText('cua-a')).not.toBeInTheDocument();
  });

  it('asks again what is on screen when the same user comes to own something new', async () => {
    mocked.getWishlist.mockResolvedValueOnce([product('truoc')]).mockResolvedValueOnce([product('sau')]);
    renderWith(<Wishlist />);
    expect(await screen.findByText('truoc')).toBeInTheDocument();
    // The profile is refreshed after a payment: same uid, one more library item.
    act(() =>
      setSignedIn(
        aUser({
          uid: 'a',
          library: [
            { productId: 'hoc-vien-creator', title: 'Học viện', kind: 'course', grantedAt: '2026-11-23T00:00:00Z' },
          ],
        }),
      ),
    );
    expect(await screen.findByText('sau')).toBeInTheDocument();
    expect(mocked.getWishlist).toHaveBeenCalledTimes(2);
  });

  it('keeps the cache through the first sign-in check', async () => {
    act(() => useAuthStore.setState({ status: 'checking', user: null }));
    mocked.getWishlist.mockResolvedValue([product('p1')]);
    const { client } = renderWith(<Wishlist />);
    await waitFor(() => expect(client.getQueryData(['getWishlist'])).toBeDefined());
    act(() => setSignedIn(user('a')));
    expect(client.getQueryData(['getWishlist'])).toBeDefined();
  });
});

describe('useApiPages', () => {
  const entry = (id: number) => ({ id }) as never;

  function Log({ staleTime }: { staleTime?: number }) {
    const log = useApiPages('listAuditLog', { objectType: 'user' }, staleTime === undefined ? {} : { staleTime });
    if (!log.data) return <p>đang tải</p>;
    return (
      <>
        <p>{log.data.pages.flatMap((page) => page.entries.map(({ id }) => id)).join(',')}</p>
        {log.hasNextPage && (
          <button type="button" onClick={() => void log.fetchNextPage()}>
            thêm
          </button>
        )}
      </>
    );
  }

  it('asks for the next page from the cursor the page before answered, and keeps the pages in order', async () => {
    mocked.listAuditLog
      .mockResolvedValueOnce({ entries: [entry(9), entry(8)], nextBefore: 8 })
      .mockResolvedValueOnce({ entries: [entry(5)], nextBefore: null });
    renderWith(<Log />);
    await userEvent.click(await screen.findByRole('button', { name: 'thêm' }));
    expect(await screen.findByText('9,8,5')).toBeInTheDocument();
    expect(mocked.listAuditLog.mock.calls.map(([input]) => input)).toEqual([
      { objectType: 'user' },
      { objectType: 'user', before: 8 },
    ]);
    expect(screen.queryByRole('button', { name: 'thêm' })).not.toBeInTheDocument();
  });

  it.each([
    ['reuses fresh pages on a new mount', undefined, 1],
    ['with staleTime 0, asks again on each mount', 0, 2],
  ])('%s', async (_, staleTime, calls) => {
    mocked.listAuditLog.mockResolvedValue({ entries: [entry(9)], nextBefore: null });
    const { client, rerender } = renderWith(<Log staleTime={staleTime} />);
    expect(await screen.findByText('9')).toBeInTheDocument();
    rerender(<DataProvider client={client}>{null}</DataProvider>);
    rerender(
      <DataProvider client={client}>
        <Log staleTime={staleTime} />
      </DataProvider>,
    );
    expect(screen.getByText('9')).toBeInTheDocument();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(mocked.listAuditLog).toHaveBeenCalledTimes(calls);
  });

  it('editPages changes every loaded page on screen at once, without asking again; a list never loaded stays so', async () => {
    mocked.listAuditLog
      .mockResolvedValueOnce({ entries: [entry(9), entry(8)], nextBefore: 8 })
      .mockResolvedValueOnce({ entries: [entry(5), entry(4)], nextBefore: null });
    const { client } = renderWith(<Log />);
    await userEvent.click(await screen.findByRole('button', { name: 'thêm' }));
    expect(await screen.findByText('9,8,5,4')).toBeInTheDocument();
    const odd = (page: { entries: { id: number }[] }) => ({
      ...page,
      entries: page.entries.filter(({ id }) => id % 2),
    });
    act(() => editPages(client, 'listAuditLog', { objectType: 'user' }, odd as never));
    expect(await screen.findByText('9,5')).toBeInTheDocument();
    expect(mocked.listAuditLog).toHaveBeenCalledTimes(2);
    act(() => editPages(client, 'listAuditLog', { objectType: 'product' }, odd as never));
    expect(client.getQueryData(apiKey('listAuditLog', { objectType: 'product' }))).toBeUndefined();
  });
});

describe("early answers (the shell page's boot script asked already: api/early-calls.ts)", () => {
  type Answer = { ok: boolean; status: number; body: unknown };
  const entry = (settled: Answer, at = Date.now()) => ({ at, answer: Promise.resolve(settled), settled });
  const keyOf = (productId: string) => JSON.stringify(['getProduct', { productId }]);

  function Title({ productId }: { productId: string }) {
    const { data } = useApiQuery('getProduct', { productId });
    return <h1>{data ? data.title : 'đang tải'}</h1>;
  }

  afterEach(() => {
    delete (window as { __SHELL_BOOT__?: unknown }).__SHELL_BOOT__;
  });

  it('an answer already in is on the first render, with no request; others are left for their own call', () => {
    act(() => setSignedOut());
    const calls: Record<string, unknown> = {
      [keyOf('p1')]: entry({ ok: true, status: 200, body: { result: { id: 'p1', title: 'Pong Neon' } } }),
      [keyOf('gone')]: entry({ ok: false, status: 404, body: { error: { status: 'NOT_FOUND', message: 'x' } } }),
      [keyOf('old')]: entry(
        { ok: true, status: 200, body: { result: { id: 'old', title: 'Cũ' } } },
        Date.now() - 60_000,
      ),
    };
    (window as { __SHELL_BOOT__?: unknown }).__SHELL_BOOT__ = { calls };
    mocked.getProduct.mockImplementation(() => new Promise(() => undefined));
    renderWith(
      <>
        <Title productId="p1" />
        <Title productId="gone" />
      </>,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Pong Neon', 'đang tải']);
    expect(mocked.getProduct.mock.calls.map(([input]) => input)).toEqual([{ productId: 'gone' }]);
    // Taken once; a failure and a stale answer are not adopted (the page's own call handles them).
    expect(Object.keys(calls)).toEqual([keyOf('gone'), keyOf('old')]);
  });
});

describe('what a mutation invalidates', () => {
  const mutations = Object.keys(mutationEffects) as MutationName[];

  it.each(mutations)('%s invalidates exactly the reads it declares, whether it succeeds or fails', async (name) => {
    for (const outcome of ['ok', 'refused'] as const) {
      const client = testQueryClient();
      const invalidated = jest.spyOn(client, 'invalidateQueries');
      if (outcome === 'ok') mocked[name].mockResolvedValueOnce({});
      else mocked[name].mockRejectedValueOnce(new ApiError('aborted', 'Không được.'));
      const { result } = renderHook(() => useApiMutation(name), {
        wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider>,
      });
      await act(() => result.current.mutateAsync({} as never).catch(() => undefined));
      await waitFor(() => expect(invalidated).toHaveBeenCalledTimes(mutationEffects[name].length));
      expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
        mutationEffects[name].map((read) => [read]),
      );
    }
  });

  it('refreshes every read after a mutation this copy does not know (an area deployed after the shell)', async () => {
    const client = testQueryClient();
    client.setQueryData(apiKey('getWishlist', null), []);
    client.setQueryData(apiKey('listProducts', {}), { items: [] });
    const invalidated = jest.spyOn(client, 'invalidateQueries');
    const newer = 'setSomethingNewer' as MutationName;
    mocked[newer].mockResolvedValueOnce({ ok: true });
    const { result } = renderHook(() => useApiMutation(newer), {
      wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider>,
    });
    await expect(result.current.mutateAsync({} as never)).resolves.toEqual({ ok: true });
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith());
    expect(
      client
        .getQueryCache()
        .getAll()
        .every((query) => query.isStale()),
    ).toBe(true);
  });

  it('declares only reads as what mutations invalidate', () => {
    const reads = Object.values(mutationEffects).flat();
    for (const read of reads) expect(mutations).not.toContain(read);
  });
});
