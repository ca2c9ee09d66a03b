// The page server's API reads: one callable POST without a token, kept for the cache's time (found or not),
// shared while on the way, never kept when the API failed; the clock is the test's, no waiting.
import { ApiUnavailable, createApiReader } from './api-reader';

type Call = { url: string; init: RequestInit };

function fakeApi(answers: Array<() => Promise<Response>>) {
  const calls: Call[] = [];
  const send = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next();
  });
  return { calls, send: send as unknown as typeof fetch };
}

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const product = { id: 'p1', title: 'Trợ lý' };

function reader(answers: Array<() => Promise<Response>>, start = 1_000) {
  let clock = start;
  const api = fakeApi(answers);
  const read = createApiReader({
    functionsOrigin: 'http://127.0.0.1:5001',
    projectId: 'demo-marketplace',
    ttlMs: 60_000,
    fetch: api.send,
    now: () => clock,
  });
  return { read, calls: api.calls, advance: (ms: number) => (clock += ms) };
}

describe('createApiReader', () => {
  it('asks the callable signed out, in the local URL shape, passing the visitor address on', async () => {
    const { read, calls } = reader([json(200, { result: product })]);
    await expect(read.read('getProduct', { productId: 'p1' }, '203.0.113.7')).resolves.toEqual({
      found: true,
      value: product,
    });
    expect(calls[0].url).toBe('http://127.0.0.1:5001/demo-marketplace/asia-southeast1/getProduct');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ data: { productId: 'p1' } });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['X-Forwarded-For']).toBe('203.0.113.7');
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('keeps an answer for its time, then asks again', async () => {
    const { read, calls, advance } = reader([json(200, { result: product }), json(200, { result: product })]);
    await read.read('getProduct', { productId: 'p1' });
    advance(59_999);
    await read.read('getProduct', { productId: 'p1' });
    expect(calls).toHaveLength(1);
    advance(1);
    await read.read('getProduct', { productId: 'p1' });
    expect(calls).toHaveLength(2);
  });

  it('shares one answer between requests that arrive while it is on the way', async () => {
    const { read, calls } = reader([json(200, { result: product })]);
    const [a, b] = await Promise.all([
      read.read('getProduct', { productId: 'p1' }),
      read.read('getProduct', { productId: 'p1' }),
    ]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
  });

  it('takes not found and a refused id as no such page, and keeps that too', async () => {
    const { read, calls } = reader([
      json(404, { error: { status: 'NOT_FOUND', message: 'x' } }),
      json(400, { error: { status: 'INVALID_ARGUMENT', message: 'x' } }),
    ]);
    await expect(read.read('getProduct', { productId: 'gone' })).resolves.toEqual({ found: false });
    await expect(read.read('getCertificate', { certId: 'bad' })).resolves.toEqual({ found: false });
    await read.read('getProduct', { productId: 'gone' });
    expect(calls).toHaveLength(2);
  });

  it('reports a failing or unreachable API, and does not keep the failure', async () => {
    const { read, calls } = reader([
      json(500, { error: { status: 'INTERNAL', message: 'x' } }),
      async () => {
        throw new TypeError('fetch failed');
      },
      json(200, { nothing: true }),
      json(200, { result: product }),
    ]);
    await expect(read.read('getProduct', { productId: 'p1' })).rejects.toBeInstanceOf(ApiUnavailable);
    await expect(read.read('getProduct', { productId: 'p1' })).rejects.toBeInstanceOf(ApiUnavailable);
    await expect(read.read('getProduct', { productId: 'p1' })).rejects.toBeInstanceOf(ApiUnavailable);
    await expect(read.read('getProduct', { productId: 'p1' })).resolves.toEqual({ found: true, value: product });
    expect(calls).toHaveLength(4);
  });
});
