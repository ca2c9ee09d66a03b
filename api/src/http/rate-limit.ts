// Fixed-window counters per key (IP, user) in process memory. One process here; behind a load balancer
// the counters move to Redis (DESIGN §4). Written by hand rather than with @fastify/rate-limit because the
// per-user key is only known after the ID token is verified inside the callable handler.
export class RateLimiter {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly windowMs: number,
    private readonly limit: number,
  ) {
    this.timer = setInterval(() => this.sweep(), Math.max(windowMs, 1_000));
    this.timer.unref();
  }

  /** Counts one hit; false when the key is over its limit for the current window. 0 = unlimited. */
  hit(key: string): boolean {
    if (this.limit === 0) return true;
    const now = Date.now();
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      this.counters.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  retryAfterSeconds(key: string): number {
    const entry = this.counters.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)) : 1;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key);
  }

  close(): void {
    clearInterval(this.timer);
  }
}
