// The Redis limiter, shared by several API processes (`npm run test:redis -w @app/api`): uses the machine's Redis on
// 127.0.0.1:6379 (REDIS_TEST_URL to change it) under a prefix of its own; fails loudly when Redis is not there.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { defineRateLimitCommand, RedisRateLimiter } from './rate-limit';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-rl-${randomUUID()}:`;

describe('RedisRateLimiter (shared through Redis)', () => {
  const connections: Redis[] = [];
  const errors: unknown[] = [];

  /** One connection per simulated API process. */
  async function processLimiter(windowMs: number, limit: number, name = 'ip'): Promise<RedisRateLimiter> {
    const redis = new Redis(REDIS_URL, { enableOfflineQueue: false, commandTimeout: 500, lazyConnect: true });
    defineRateLimitCommand(redis);
    connections.push(redis);
    await redis.connect();
    return new RedisRateLimiter(redis, `${prefix}${name}:`, windowMs, limit, (error) => errors.push(error));
  }

  // Fails the suite loudly when Redis is not there: these tests never pass without it.
  const raw = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null });
  raw.on('error', () => undefined);
  beforeAll(async () => {
    await raw.connect().catch((error: unknown) => {
      throw new Error(`Redis is not reachable at ${REDIS_URL} (start redis-server, or set REDIS_TEST_URL)`, {
        cause: error,
      });
    });
  });

  afterAll(async () => {
    for (const redis of connections) redis.disconnect();
    if (raw.status !== 'ready') return;
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
  });

  it('three processes share one count: exactly `limit` of 30 concurrent hits get through', async () => {
    const limiters = [
      await processLimiter(60_000, 10),
      await processLimiter(60_000, 10),
      await processLimiter(60_000, 10),
    ];
    const verdicts = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 3].hit('ip:203.0.113.7')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    const refused = verdicts.filter((v) => !v.allowed);
    expect(refused).toHaveLength(20);
    for (const verdict of refused) {
      expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another key, and the same key under another limiter name, have counts of their own.
    expect((await limiters[0].hit('ip:203.0.113.8')).allowed).toBe(true);
    expect((await (await processLimiter(60_000, 10, 'user')).hit('ip:203.0.113.7')).allowed).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the window is the counter expiry in Redis: once it ends the key is allowed again, and 0 is unlimited', async () => {
    // Redis ends the window on its own clock; what the limiter owns is that the first hit sets that expiry,
    // once, and that a counter found without one gets one. Ending the window is removing the key, as Redis
    // does when it expires: no waiting.
    const key = `${prefix}ip:user:u1`;
    const a = await processLimiter(90_000, 1);
    const b = await processLimiter(90_000, 1);
    expect((await a.hit('user:u1')).allowed).toBe(true);
    const ttl = await raw.pttl(key);
    expect(ttl).toBeGreaterThan(80_000);
    expect(ttl).toBeLessThanOrEqual(90_000);
    expect(await b.hit('user:u1')).toEqual({ allowed: false, retryAfterSeconds: 90 });
    expect(await raw.pttl(key)).toBeLessThanOrEqual(ttl); // a later hit does not push the window back
    await raw.del(key);
    expect((await b.hit('user:u1')).allowed).toBe(true);
    expect(await raw.get(key)).toBe('1');
    // A counter left without an expiry (never written so by the limiter) cannot block the key forever.
    await raw.set(key, '5');
    expect(await b.hit('user:u1')).toEqual({ allowed: false, retryAfterSeconds: 90 });
    expect(await raw.pttl(key)).toBeGreaterThan(80_000);
    const unlimited = await processLimiter(60_000, 0);
    for (let i = 0; i < 20; i += 1) expect((await unlimited.hit('user:u2')).allowed).toBe(true);
    expect(errors).toEqual([]);
  });

  it('fails open when Redis cannot answer: the hit is allowed and the error reported', async () => {
    const limiter = await processLimiter(60_000, 1);
    connections[connections.length - 1].disconnect();
    errors.length = 0;
    const verdicts = [await limiter.hit('ip:x'), await limiter.hit('ip:x'), await limiter.hit('ip:x')];
    expect(verdicts.every((v) => v.allowed)).toBe(true);
    expect(errors).toHaveLength(3);
  });
});
