// The callable protocol, exactly: paths, envelope, content type, auth header, errors, CORS, limits.
import { startApi } from '../../test/harness';
import { useApi, withApi } from '../../test/suite';

const api = useApi();

const json = { 'content-type': 'application/json' };

describe('paths', () => {
  it('answers POST /{projectId}/{region}/{name} and POST /{name} with {result}', async () => {
    const long = await api.post('/demo-marketplace/asia-southeast1/listCategories', {
      headers: json,
      body: '{"data":null}',
    });
    const short = await api.post('/listCategories', { headers: json, body: '{"data":null}' });
    expect(long.status).toBe(200);
    expect(short.status).toBe(200);
    expect(Array.isArray(long.body.result)).toBe(true);
    expect(short.body).toEqual(long.body);
  });

  it('answers 404 NOT_FOUND for an unknown function, another project or an unknown path', async () => {
    for (const pathname of [
      '/nope',
      '/demo-marketplace/asia-southeast1/nope',
      '/other-project/asia-southeast1/listCategories',
      '/a/b/c/d',
    ]) {
      const answer = await api.post(pathname, { headers: json, body: '{"data":null}' });
      expect(answer.status).toBe(404);
      expect(answer.body.error?.status).toBe('NOT_FOUND');
      expect(answer.body.error?.message).toBe('Không tìm thấy chức năng được yêu cầu.');
    }
  });

  it('serves GET /healthz', async () => {
    const answer = await api.post('/healthz', { method: 'GET' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('serves GET /readyz: the database answers and holds every migration this code knows', async () => {
    const answer = await api.post('/readyz', { method: 'GET' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', database: true, redis: 'unused', migrations: true, closing: false });
  });
});

describe('request ids', () => {
  it('answers each request with its own X-Request-Id, exposed to the browser, errors included', async () => {
    const ok = await api.post('/listCategories', {
      headers: { ...json, origin: 'http://localhost:3000' },
      body: '{"data":null}',
    });
    const failed = await api.post('/nope', { headers: json, body: '{"data":null}' });
    const [a, b] = [ok.headers.get('x-request-id'), failed.headers.get('x-request-id')];
    expect(a).toMatch(/^[\w-]{12}$/);
    expect(b).toMatch(/^[\w-]{12}$/);
    expect(a).not.toBe(b);
    expect(ok.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it("keeps a proxy's id only behind a trusted proxy, and only when it looks like one", async () => {
    const given = { ...json, 'x-request-id': 'lb-0123456789abcdef' };
    const direct = await api.post('/listCategories', { headers: given, body: '{"data":null}' });
    expect(direct.headers.get('x-request-id')).not.toBe('lb-0123456789abcdef');
    await withApi({ trustProxy: 1 }, async (proxied) => {
      const kept = await proxied.post('/listCategories', { headers: given, body: '{"data":null}' });
      expect(kept.headers.get('x-request-id')).toBe('lb-0123456789abcdef');
      const odd = await proxied.post('/listCategories', {
        headers: { ...json, 'x-request-id': 'a b<script>' },
        body: '{"data":null}',
      });
      expect(odd.headers.get('x-request-id')).toMatch(/^[\w-]{12}$/);
    });
  });
});

describe('envelope and content type', () => {
  it.each([
    ['no data field', '{}'],
    ['an extra top-level field', '{"data":null,"extra":1}'],
    ['an array body', '[]'],
    ['a string body', '"x"'],
  ])('rejects %s with 400 INVALID_ARGUMENT', async (_label, body) => {
    const answer = await api.post('/listCategories', { headers: json, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Nội dung yêu cầu phải có dạng {"data": ...}.',
    });
  });

  it.each([
    ['malformed JSON', json, '{"data":', 'Nội dung yêu cầu không phải JSON hợp lệ.'],
    [
      'a wrong content type',
      { 'content-type': 'text/plain' },
      '{"data":null}',
      'Yêu cầu phải có Content-Type: application/json.',
    ],
  ])('rejects %s with 400 in the same shape', async (_label, headers, body, message) => {
    const answer = await api.post('/listCategories', { headers, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ status: 'INVALID_ARGUMENT', message });
  });

  it('rejects an empty body', async () => {
    const answer = await api.post('/listCategories', { headers: json, body: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('rejects a body over the size limit with 400', async () => {
    const big = JSON.stringify({ data: { query: 'x'.repeat(api.config.bodyLimitBytes) } });
    const answer = await api.post('/listProducts', { headers: json, body: big });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: 'Nội dung yêu cầu quá lớn.' });
  });

  it('rejects unknown input fields with a Vietnamese message and details', async () => {
    const answer = await api.call('getProduct', { productId: 'pong-neon', hack: true });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.body.error?.message).toBe('Trường không được hỗ trợ: hack.');
    expect(answer.body.error?.details).toEqual({ issues: [{ path: '', message: 'Trường không được hỗ trợ: hack.' }] });
  });
});

describe('authorization header', () => {
  it('answers 401 UNAUTHENTICATED for an invalid token, even on a public call', async () => {
    const answer = await api.call('listCategories', null, 'not-a-token');
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({
      status: 'UNAUTHENTICATED',
      message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
    });
  });

  it('answers 401 for a non-Bearer scheme', async () => {
    const answer = await api.post('/listCategories', {
      headers: { ...json, authorization: 'Basic abc' },
      body: '{"data":null}',
    });
    expect(answer.status).toBe(401);
  });

  it('accepts a real emulator ID token', async () => {
    const buyer = await api.user('buyer');
    const answer = await api.call('getUserProfile', null, buyer.token);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ uid: buyer.uid, email: buyer.email });
  });
});

describe('CORS', () => {
  const origin = 'http://localhost:3001';

  it('answers a preflight from an allowed origin', async () => {
    const answer = await api.post('/demo-marketplace/asia-southeast1/getUserProfile', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('puts CORS headers on success and on error answers', async () => {
    const ok = await api.post('/listCategories', { headers: { ...json, origin }, body: '{"data":null}' });
    const unauthenticated = await api.post('/getUserProfile', { headers: { ...json, origin }, body: '{"data":null}' });
    const unknown = await api.post('/nope', { headers: { ...json, origin }, body: '{"data":null}' });
    const badJson = await api.post('/listCategories', { headers: { ...json, origin }, body: '{' });
    for (const answer of [ok, unauthenticated, unknown, badJson]) {
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    }
    expect(unauthenticated.status).toBe(401);
  });

  it('gives no CORS headers to an origin outside the allowlist', async () => {
    const answer = await api.post('/listCategories', {
      headers: { ...json, origin: 'https://evil.example.com' },
      body: '{"data":null}',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('failures', () => {
  it('answers 500 INTERNAL with no internals when a handler throws', async () => {
    // Closing the database under the server makes the next query fail unexpectedly.
    const broken = await startApi();
    await broken.app.database.close();
    const answer = await broken.call('listCategories', null);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: { status: 'INTERNAL', message: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.' } });
    await broken.app.server.close();
    await broken.app.identity.close();
  });
});

describe('rate limits', () => {
  it('answers 429 RESOURCE_EXHAUSTED per IP and per user, with Retry-After', async () => {
    await withApi({ rateLimit: { windowMs: 60_000, perIp: 5, perUser: 3 } }, async (limited) => {
      const buyer = await limited.user('buyer');
      const userStatuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        userStatuses.push((await limited.call('getUserProfile', null, buyer.token)).status);
      expect(userStatuses).toEqual([200, 200, 200, 429]);
      const ipStatuses: number[] = [];
      for (let i = 0; i < 2; i += 1) ipStatuses.push((await limited.call('listCategories', null)).status);
      expect(ipStatuses).toEqual([200, 429]);
      const answer = await limited.call('listCategories', null);
      expect(answer.body.error).toEqual({
        status: 'RESOURCE_EXHAUSTED',
        message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
      });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
