// What API processes share through Redis (`npm run test:redis -w @app/api`). Uses the machine's Redis on 127.0.0.1:6379
// (REDIS_TEST_URL to change it) under a prefix of its own; fails loudly when Redis is not there.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { bumpCatalogVersion, catalogKey } from './cache';
import { openSharedState, syncCatalogCache, type Report } from './shared-state';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-shared-${randomUUID()}:`;
const reports: unknown[] = [];
const report: Report = (error) => reports.push(error);

let raw: Redis;
beforeAll(async () => {
  raw = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null });
  raw.on('error', () => undefined);
  await raw.connect().catch((error: unknown) => {
    throw new Error(`Redis is not reachable at ${REDIS_URL} (start redis-server, or set REDIS_TEST_URL)`, {
      cause: error,
    });
  });
});
afterAll(async () => {
  if (raw.status !== 'ready') return;
  const keys = await raw.keys(`${prefix}*`);
  if (keys.length) await raw.del(...keys);
  await raw.quit();
});

/** Resolves once `check` holds, or rejects after `ms`. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

describe('openSharedState', () => {
  it('without REDIS_URL keeps everything in the process', async () => {
    const state = await openSharedState({ redisUrl: undefined, redisKeyPrefix: prefix }, report);
    expect(state.kind).toBe('memory');
    const limiter = state.limiter('ip', 60_000, 1);
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(false);
    limiter.close();
    await state.close();
  });

  it('refuses to start when Redis does not answer, without printing the password', async () => {
    await expect(
      openSharedState({ redisUrl: 'redis://:hunter2@127.0.0.1:1', redisKeyPrefix: prefix }, report),
    ).rejects.toThrow(/^REDIS_URL is set but Redis at redis:\/\/127\.0\.0\.1:1 did not answer \(.*ECONNREFUSED/);
    await expect(
      openSharedState({ redisUrl: 'redis://:hunter2@127.0.0.1:1', redisKeyPrefix: prefix }, report),
    ).rejects.not.toThrow(/hunter2/);
  });

  it('two instances on one Redis share limits, and a write in one drops the other’s catalogue cache', async () => {
    const a = await openSharedState({ redisUrl: REDIS_URL, redisKeyPrefix: prefix }, report);
    const b = await openSharedState({ redisUrl: REDIS_URL, redisKeyPrefix: prefix }, report);
    try {
      expect(a.kind).toBe('redis');
      const [limitA, limitB] = [a.limiter('user', 60_000, 2), b.limiter('user', 60_000, 2)];
      const verdicts = [await limitA.hit('user:u'), await limitB.hit('user:u'), await limitA.hit('user:u')];
      expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false]);

      // Both instances live in this one test process, so they share the module's version: what is checked
      // here is that a local write is announced, and that an announcement from elsewhere drops the cache.
      const listener = new Redis(REDIS_URL);
      const heard: string[] = [];
      await listener.subscribe(`${prefix}catalog-writes`);
      listener.on('message', (_channel: string, message: string) => heard.push(message));
      try {
        bumpCatalogVersion();
        await within(1_000, () => heard.length === 2); // announced by both a and b (each listens to writes)
        const before = catalogKey('listProducts', null);
        await raw.publish(`${prefix}catalog-writes`, 'another-instance');
        await within(1_000, () => catalogKey('listProducts', null) !== before);
      } finally {
        await listener.quit();
      }
    } finally {
      await a.close();
      await b.close();
    }
    expect(reports).toEqual([]);
  });
});

describe('syncCatalogCache', () => {
  /** One instance's subscription to the channel, counting the writes it hears of from the others. */
  const instance = (channel: string, publisher: Redis, onRemoteWrite: () => void) =>
    syncCatalogCache({ url: REDIS_URL, channel, publisher, report, onRemoteWrite });

  it('delivers a write to the other instance within a second and ignores its own', async () => {
    const publisher = new Redis(REDIS_URL);
    const channel = `${prefix}sync-${randomUUID()}`;
    const dropped = { a: 0, b: 0 };
    const a = await instance(channel, publisher, () => (dropped.a += 1));
    const b = await instance(channel, publisher, () => (dropped.b += 1));
    try {
      a.announce();
      const ms = await within(1_000, () => dropped.b === 1);
      expect(ms).toBeLessThan(1_000);
      b.announce();
      b.announce();
      await within(1_000, () => dropped.a === 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(dropped).toEqual({ a: 2, b: 1 });
    } finally {
      await a.close();
      await b.close();
      await publisher.quit();
    }
  });

  it('drops the cache when its subscription comes back after a loss (writes may have been missed)', async () => {
    const publisher = new Redis(REDIS_URL);
    const channel = `${prefix}sync-${randomUUID()}`;
    let dropped = 0;
    const syncClients = async () =>
      [...String(await raw.client('LIST')).matchAll(/id=(\d+) [^\n]*name=catalog-sync /g)].map((match) => match[1]);
    const others = new Set(await syncClients());
    const sync = await instance(channel, publisher, () => (dropped += 1));
    try {
      // Redis closes the subscriber's connection (as on a Redis restart); ioredis reconnects by itself.
      const ours = (await syncClients()).filter((id) => !others.has(id));
      expect(ours).toHaveLength(1);
      await raw.client('KILL', 'ID', ours[0]);
      await within(5_000, () => dropped === 1);
      // And it hears announcements again.
      await raw.publish(channel, 'another-instance');
      await within(1_000, () => dropped === 2);
    } finally {
      await sync.close();
      await publisher.quit();
    }
  });
});
