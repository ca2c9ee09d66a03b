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
    const unlimited = new RateLimiter(60_000, 0);
    const short = new RateLimiter(200, 1);
    try {
      for (let i = 0; i < 100; i += 1) expect((await unlimited.hit('k')).allowed).toBe(true);
      expect((await short.hit('k')).allowed).toBe(true);
      expect(await short.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await short.hit('k')).allowed).toBe(true);
    } finally {
      unlimited.close();
      short.close();
    }
  });
});
