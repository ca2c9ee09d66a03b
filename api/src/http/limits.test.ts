// Rate limits that cannot be spoofed, the bank webhook's own bucket, and the
// API's own security headers.
import { loadConfig } from '../config';
import type { Harness } from '../../test/harness';
import { withApi } from '../../test/suite';

const json = { 'content-type': 'application/json' };
const call = (api: Harness, headers: Record<string, string> = {}) =>
  api.post('/listCategories', { headers: { ...json, ...headers }, body: '{"data":null}' });

describe('TRUST_PROXY', () => {
  it('is a number of hops or a list of addresses, never "trust everything"', () => {
    const local = { API_LOCAL_MODE: 'true' };
    expect(() => loadConfig({ ...local, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(loadConfig({ ...local, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...local, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig(local).trustProxy).toBe(false);
  });

  it('behind one proxy, a spoofed X-Forwarded-For does not get a fresh bucket', async () => {
    await withApi({ trustProxy: 1, rateLimit: { windowMs: 60_000, perIp: 5, perUser: 0 } }, async (api) => {
      const statuses: number[] = [];
      // The proxy appends the address it saw (the same client each time); the client varies the rest.
      for (let i = 0; i < 8; i += 1) {
        statuses.push((await call(api, { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` })).status);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    });
  });

  it('without a proxy, X-Forwarded-For is ignored altogether', async () => {
    await withApi({ rateLimit: { windowMs: 60_000, perIp: 3, perUser: 0 } }, async (api) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await call(api, { 'x-forwarded-for': `203.0.113.${i}` })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });
});

describe('the bank webhook has its own bucket', () => {
  it('a client that spent its quota does not starve the provider; bad keys are limited per address', async () => {
    const KEY = 'webhook-key-of-this-test';
    await withApi({ bankWebhookApiKey: KEY, rateLimit: { windowMs: 60_000, perIp: 3, perUser: 0 } }, async (api) => {
      for (let i = 0; i < 4; i += 1) await call(api);
      expect((await call(api)).status).toBe(429);
      const transfer = (id: number) =>
        JSON.stringify({
          id,
          gateway: 'Vietcombank',
          transactionDate: '2026-11-21 10:00:00',
          accountNumber: '1234567890',
          content: 'khong co ma',
          transferType: 'in',
          transferAmount: 1000,
          referenceCode: `FT${id}`,
        });
      const webhook = (id: number, key: string) =>
        api.post('/webhooks/bank-transfer', {
          headers: { ...json, authorization: `Apikey ${key}` },
          body: transfer(id),
        });
      // Same address as the client: the provider's calls still go through.
      for (let i = 0; i < 5; i += 1) expect((await webhook(90_000 + i, KEY)).status).toBe(200);
      // Wrong keys count against the address, like any client.
      const wrong = [];
      for (let i = 0; i < 5; i += 1) wrong.push((await webhook(91_000 + i, 'nope')).status);
      expect(wrong).toEqual([401, 401, 401, 429, 429]);
      expect((await webhook(92_000, KEY)).status).toBe(200);
    });
  });

  it('with BANK_WEBHOOK_ALLOWED_IPS, other addresses are refused even with the key', async () => {
    const KEY = 'webhook-key-of-this-test';
    await withApi({ bankWebhookApiKey: KEY, webhook: { perWindow: 100, allowedIps: ['192.0.2.1'] } }, async (api) => {
      const answer = await api.post('/webhooks/bank-transfer', {
        headers: { ...json, authorization: `Apikey ${KEY}` },
        body: '{}',
      });
      expect(answer.status).toBe(401);
    });
  });
});

describe('security headers on the API', () => {
  it('every answer forbids framing and sniffing, and avatars stay loadable cross-origin', async () => {
    await withApi({}, async (api) => {
      for (const answer of [await call(api), await api.post('/nope', { headers: json, body: '{"data":null}' })]) {
        expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
        expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      }
    });
  });
});
