// connectHostingPlatform against a local stand-in for the platform's token endpoint (127.0.0.1, an
// ephemeral port): the form it receives, the connection recorded, and every way the exchange can fail.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hostingConnections } from '../../db/schema';
import { useApi, useUser, withApi } from '../../../test/suite';
import { decryptToken } from './crypto';

type Mode = 'ok' | 'refuse' | 'fail' | 'hang' | 'garbage' | 'reset';

let mode: Mode = 'ok';
const received: URLSearchParams[] = [];
const hanging: http.ServerResponse[] = [];
const platform = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push(new URLSearchParams(body));
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      response.writeHead(415).end();
      return;
    }
    if (mode === 'hang') {
      hanging.push(response);
      return;
    }
    if (mode === 'reset') {
      request.socket.destroy();
      return;
    }
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (mode === 'refuse') json(400, { error: 'invalid_grant', error_description: 'code expired: SECRET-ECHO' });
    else if (mode === 'fail') json(502, { error: 'bad_gateway' });
    else if (mode === 'garbage') json(200, { token_type: 'Bearer' });
    else json(200, { token_type: 'Bearer', access_token: `tok_${received.length}`, team_id: 'team_from_platform' });
  });
});

const key = randomBytes(32);
const SECRET = 'client-secret-do-not-leak';
beforeAll(async () => {
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const response of hanging) response.end();
  await new Promise((resolve) => platform.close(resolve));
});
const api = useApi(() => ({
  hosting: {
    tokenUrl: `http://127.0.0.1:${(platform.address() as AddressInfo).port}/v2/oauth/access_token`,
    clientId: 'client-id',
    clientSecret: SECRET,
    redirectUri: 'http://localhost:3000/vercel-callback',
    tokenKey: key,
    timeoutMs: 300,
  },
}));
const creator = useUser(api, 'creator');
beforeEach(() => {
  mode = 'ok';
});

const input = { code: 'abc123', configurationId: 'icfg_1', teamId: 'team_query', next: '/creator/products' };

async function connectionsOf(uid: string) {
  return api.app.database.db.select().from(hostingConnections).where(eq(hostingConnections.userId, uid));
}

describe('connectHostingPlatform', () => {
  it('exchanges the code, stores the token encrypted, never answers with it; a new exchange replaces it', async () => {
    const answer = await api.call('connectHostingPlatform', input, creator.token);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      provider: 'vercel',
      configurationId: 'icfg_1',
      teamId: 'team_from_platform',
      next: '/creator/products',
    });
    expect(Object.fromEntries(received[received.length - 1])).toEqual({
      client_id: 'client-id',
      client_secret: SECRET,
      code: 'abc123',
      redirect_uri: 'http://localhost:3000/vercel-callback',
    });
    const token = `tok_${received.length}`;
    expect(JSON.stringify(answer.body)).not.toContain(token);
    const [row] = await connectionsOf(creator.uid);
    expect(row).toMatchObject({ provider: 'vercel', configurationId: 'icfg_1', teamId: 'team_from_platform' });
    expect(row.accessTokenEncrypted).not.toContain(token);
    expect(decryptToken(key, row.accessTokenEncrypted)).toBe(token);

    await api.call('connectHostingPlatform', { ...input, code: 'second' }, creator.token);
    const rows = await connectionsOf(creator.uid);
    expect(rows).toHaveLength(1);
    expect(decryptToken(key, rows[0].accessTokenEncrypted)).toBe(`tok_${received.length}`);
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['creator/products'],
  ])('answers next: null for %j (never another origin)', async (next) => {
    const answer = await api.call('connectHostingPlatform', { ...input, next }, creator.token);
    expect(answer.status).toBe(200);
    expect((answer.body.result as { next: string | null }).next).toBeNull();
  });

  it('refuses control characters in next at the gate', async () => {
    const answer = await api.call('connectHostingPlatform', { ...input, next: '/\u0000x' }, creator.token);
    expect(answer.status).toBe(400);
  });

  it.each([
    ['refuse', 409, 'ABORTED', 'Nền tảng lưu trữ từ chối yêu cầu kết nối. Vui lòng kết nối lại từ đầu.'],
    ['fail', 503, 'UNAVAILABLE', 'Không liên lạc được với nền tảng lưu trữ. Vui lòng thử lại sau.'],
    ['garbage', 503, 'UNAVAILABLE', 'Không liên lạc được với nền tảng lưu trữ. Vui lòng thử lại sau.'],
    ['reset', 503, 'UNAVAILABLE', 'Không liên lạc được với nền tảng lưu trữ. Vui lòng thử lại sau.'],
    ['hang', 504, 'DEADLINE_EXCEEDED', 'Nền tảng lưu trữ không phản hồi kịp. Vui lòng thử lại sau.'],
  ] as const)(
    'platform %s → %i, a Vietnamese message, nothing leaked or stored',
    async (which, status, code, message) => {
      mode = which;
      const other = await api.user('creator');
      const answer = await api.call('connectHostingPlatform', input, other.token);
      expect(answer.status).toBe(status);
      expect(answer.body.error).toEqual({ status: code, message });
      expect(JSON.stringify(answer.body)).not.toMatch(/SECRET|secret|invalid_grant|127\.0\.0\.1/);
      expect(await connectionsOf(other.uid)).toEqual([]);
    },
  );

  it('refuses buyers and anonymous callers before any exchange', async () => {
    const before = received.length;
    const buyer = await api.user();
    expect((await api.call('connectHostingPlatform', input, buyer.token)).status).toBe(403);
    expect((await api.call('connectHostingPlatform', input)).status).toBe(401);
    expect(received.length).toBe(before);
  });

  it('validates the query parameters', async () => {
    const missing = await api.call('connectHostingPlatform', { configurationId: 'icfg_1' }, creator.token);
    expect([missing.status, missing.body.error?.message]).toEqual([400, 'Thiếu mã xác thực.']);
    const bad = await api.call('connectHostingPlatform', { ...input, code: 'a b' }, creator.token);
    expect([bad.status, bad.body.error?.message]).toEqual([400, 'Mã xác thực không hợp lệ.']);
  });
});

describe('connectHostingPlatform without settings', () => {
  it('answers 501 "not configured" when the client id, secret or key is missing', async () => {
    await withApi({}, async (bare) => {
      const user = await bare.user('creator');
      const answer = await bare.call('connectHostingPlatform', input, user.token);
      expect(answer.status).toBe(501);
      expect(answer.body.error).toEqual({
        status: 'UNIMPLEMENTED',
        message: 'Kết nối nền tảng lưu trữ chưa được cấu hình trên máy chủ. Vui lòng liên hệ quản trị viên.',
      });
    });
  });
});
