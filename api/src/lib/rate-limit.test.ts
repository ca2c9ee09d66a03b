// The limiters themselves, in memory (one process). The Redis limiter, shared by several processes, is tested in
// rate-limit.redis.test.ts (`npm run test:redis`: it needs a Redis server).
import { RateLimiter } from './rate-limit';

describe('RateLimiter (in memory)', () => {
  it('lets `limit` hits through per window and key, then tells how long to wait', async () => {
    const limiter = new RateLimiter(60_000, 3);
    try {
      const verdicts = [];
      for (let i = 0; i < 5; i += 1) verdicts.push(await limiter.hit('ip:a'));
      expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
      expect(verdicts[4].retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(verdicts[4].retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await limiter.hit('ip:b')).allowed).toBe(true);
    } finally {
      limiter.close();
    }
  });

  it('0 means unlimited, and a new window starts afresh', async () => {
    // A test clock: the window ends when Date.now() says so, never by waiting.
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const unlimited = new RateLimiter(60_000, 0);
    const short = new RateLimiter(2_000, 1);
    try {
      for (let i = 0; i < 100; i += 1) expect((await unlimited.hit('k')).allowed).toBe(true);
      expect((await short.hit('k')).allowed).toBe(true);
      jest.advanceTimersByTime(1_999);
      expect(await short.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
      jest.advanceTimersByTime(1);
      expect((await short.hit('k')).allowed).toBe(true);
      expect(await short.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    } finally {
      unlimited.close();
      short.close();
      jest.useRealTimers();
    }
  });

  it('forgets the windows that ended, once per window', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const limiter = new RateLimiter(60_000, 1);
    try {
      void limiter.hit('a');
      jest.advanceTimersByTime(30_000);
      void limiter.hit('b');
      const counters = (limiter as unknown as { counters: Map<string, unknown> }).counters;
      expect([...counters.keys()]).toEqual(['a', 'b']);
      jest.advanceTimersByTime(30_000); // the sweep at 60 s: a's window has just ended, b's has not
      expect([...counters.keys()]).toEqual(['b']);
    } finally {
      limiter.close();
      jest.useRealTimers();
    }
  });
});
