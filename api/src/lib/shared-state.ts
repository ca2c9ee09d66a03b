// What API processes must share to behave as one behind a load balancer: rate-limit counters and
// the catalogue cache's invalidation. Without REDIS_URL both stay in this process (one instance, as before);
// with it, counters live in Redis and every catalogue write is announced on a channel that every instance
// listens to.
//
// Redis away at start: the API refuses to start (a misconfiguration is seen at once). Redis away later:
// rate limits fail open (allowed, error logged), announcements are lost, and each instance's catalogue
// cache is then bounded by its TTL (CATALOG_CACHE_TTL_MS, 2 s by default); when the subscription comes back
// the instance drops its cache, since it may have missed writes meanwhile.
import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from '../config';
import { defineRateLimitCommand, RateLimiter, RedisRateLimiter, type LimiterFactory } from './rate-limit';
import { dropCatalogCache, onCatalogWrite } from './cache';

export interface SharedState {
  kind: 'memory' | 'redis';
  limiter: LimiterFactory;
  /** Whether the shared store answers now (always, in memory): the readiness check. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
}

/** Where errors go (the server's logger); called at most once per REPORT_EVERY_MS per kind of trouble. */
export type Report = (error: unknown, message: string) => void;

const REPORT_EVERY_MS = 10_000;
/** A rate-limit check that takes longer than this is given up (and the request allowed). */
const COMMAND_TIMEOUT_MS = 500;

/** A report that says the same kind of trouble once per REPORT_EVERY_MS, not once per request. */
function throttled(report: Report, message: string): (error: unknown) => void {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < REPORT_EVERY_MS) return;
    last = now;
    report(error, message);
  };
}

/** Where REDIS_URL points, for messages: never its password. */
function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

async function connect(url: string, options: RedisOptions, onError: (error: unknown) => void): Promise<Redis> {
  let started = false;
  const redis = new Redis(url, {
    lazyConnect: true,
    // One attempt at start (a wrong REDIS_URL fails the start at once); afterwards ioredis reconnects by
    // itself, waiting up to 2 s between attempts.
    retryStrategy: (attempt) => (started ? Math.min(attempt * 100, 2_000) : null),
    ...options,
  });
  let firstError: unknown;
  const early = (error: unknown) => {
    firstError ??= error;
  };
  redis.on('error', early);
  try {
    await redis.connect();
    started = true;
  } catch (error) {
    // The socket's own error (ECONNREFUSED, ENOTFOUND, NOAUTH…) may be emitted just after the rejection.
    await new Promise((resolve) => setImmediate(resolve));
    const cause = firstError ?? error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`REDIS_URL is set but Redis at ${describe(url)} did not answer (${reason}).`);
  } finally {
    redis.off('error', early);
  }
  // From here errors are reported, never thrown at the process.
  redis.on('error', onError);
  return redis;
}

/**
 * Announces this process's catalogue writes on `channel` and drops the local cache on others' announcements
 * (its own are recognised by the instance id in the message and ignored). Returns its closing.
 */
export async function syncCatalogCache(options: {
  url: string;
  channel: string;
  publisher: Redis;
  report: Report;
  /** What an announcement from another instance does (dropping this process's cached answers). */
  onRemoteWrite?: () => void;
}): Promise<{ announce: () => void; close: () => Promise<void> }> {
  const { url, channel, publisher } = options;
  const onRemoteWrite = options.onRemoteWrite ?? dropCatalogCache;
  const instance = randomUUID();
  const subscriber = await connect(
    url,
    { connectionName: 'catalog-sync' },
    throttled(options.report, 'catalogue cache sync: Redis subscription failing'),
  );
  await subscriber.subscribe(channel);
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel && message !== instance) onRemoteWrite();
  });
  // ioredis subscribes again after a reconnection; writes announced meanwhile were missed, so drop everything.
  let connected = true;
  subscriber.on('close', () => {
    connected = false;
  });
  subscriber.on('ready', () => {
    if (!connected) onRemoteWrite();
    connected = true;
  });
  const lost = throttled(options.report, 'catalogue cache sync: a write could not be announced');
  return {
    announce: () => {
      publisher.publish(channel, instance).catch(lost);
    },
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

export async function openSharedState(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
  report: Report,
): Promise<SharedState> {
  const url = config.redisUrl;
  if (!url) {
    return {
      kind: 'memory',
      limiter: (_name, windowMs, limit) => new RateLimiter(windowMs, limit),
      ping: async () => true,
      close: async () => {},
    };
  }
  const prefix = config.redisKeyPrefix;
  // No offline queue: while Redis is away a command fails at once instead of holding the request.
  const redis = await connect(
    url,
    { enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS, connectionName: 'api' },
    throttled(report, 'Redis connection failing'),
  );
  defineRateLimitCommand(redis);
  let sync: Awaited<ReturnType<typeof syncCatalogCache>>;
  try {
    sync = await syncCatalogCache({ url, channel: `${prefix}catalog-writes`, publisher: redis, report });
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  const stopListening = onCatalogWrite(sync.announce);
  const limitFailed = throttled(report, 'rate limit: Redis did not answer, request allowed (fail open)');
  return {
    kind: 'redis',
    limiter: (name, windowMs, limit) =>
      new RedisRateLimiter(redis, `${prefix}rl:${name}:`, windowMs, limit, limitFailed),
    ping: () =>
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    close: async () => {
      stopListening();
      await sync.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
