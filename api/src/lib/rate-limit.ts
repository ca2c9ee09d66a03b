// Fixed-window counters per key (IP, user): in process memory by default, in Redis when REDIS_URL is set so
// that several API processes behind one address share them (lib/shared-state.ts picks). Written by
// hand rather than with @fastify/rate-limit because the per-user key is only known after the ID token is
// verified inside the callable handler.
import type { Redis, Result } from 'ioredis';

export interface Verdict {
  allowed: boolean;
  /** When refused: seconds until the window resets (the `retry-after` header), at least 1. */
  retryAfterSeconds: number;
}

export interface Limiter {
  /** Counts one hit for `key` in the current window; refused once the key is over its limit. */
  hit(key: string): Promise<Verdict>;
  close(): void;
}

/** A limiter of `limit` hits per `windowMs` (0 = unlimited); `name` keeps limiters' counters apart. */
export type LimiterFactory = (name: string, windowMs: number, limit: number) => Limiter;

const ALLOWED: Verdict = { allowed: true, retryAfterSeconds: 0 };

const refusal = (msLeft: number): Verdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
});

/** One process: counters in a Map, swept once per window. */
export class RateLimiter implements Limiter {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly windowMs: number,
    private readonly limit: number,
  ) {
    this.timer = setInterval(() => this.sweep(), Math.max(windowMs, 1_000));
    this.timer.unref();
  }

  async hit(key: string): Promise<Verdict> {
    if (this.limit === 0) return ALLOWED;
    const now = Date.now();
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      this.counters.set(key, { count: 1, resetAt: now + this.windowMs });
      return ALLOWED;
    }
    entry.count += 1;
    return entry.count <= this.limit ? ALLOWED : refusal(entry.resetAt - now);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key);
  }

  close(): void {
    clearInterval(this.timer);
  }
}

// The same fixed window in one atomic step on the Redis server: the first hit of a window creates the counter
// with the window as its expiry; the reply is the count and the milliseconds left. A counter found without an
// expiry (never expected) gets one, so no key can block a client forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/** Registers the script once per connection (EVALSHA, with EVAL when the server does not have it yet). */
export function defineRateLimitCommand(redis: Redis): void {
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
}

/**
 * Shared by every process on the same Redis and prefix. When Redis cannot answer (down, or slower than the
 * connection's command timeout) the hit is allowed and the error reported: a limit is a safeguard, and
 * refusing every request of every client while Redis is away would be an outage of its own (fail open).
 */
export class RedisRateLimiter implements Limiter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly windowMs: number,
    private readonly limit: number,
    private readonly report: (error: unknown) => void,
  ) {}

  async hit(key: string): Promise<Verdict> {
    if (this.limit === 0) return ALLOWED;
    if (this.redis.status !== 'ready') {
      // Disconnected (ioredis is reconnecting): no command is even queued.
      this.report(new Error(`Redis connection ${this.redis.status}`));
      return ALLOWED;
    }
    try {
      const [count, msLeft] = await this.redis.rateLimitHit(`${this.keyPrefix}${key}`, this.windowMs);
      return count <= this.limit ? ALLOWED : refusal(msLeft);
    } catch (error) {
      this.report(error);
      return ALLOWED;
    }
  }

  close(): void {
    // The connection belongs to lib/shared-state.ts, which closes it with the server.
  }
}
