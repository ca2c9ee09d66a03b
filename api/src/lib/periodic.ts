// A job the API runs by itself on a timer in every instance (the jobs make a second instance's run harmless).
// The first run comes a minute after the start, not during it: a restart under load does not add the job's
// reads to it. A run still going when the next is due is not doubled; errors are logged, never thrown; closing
// the app stops the timer and waits for a run in progress.
import type { FastifyInstance } from 'fastify';

export function runPeriodically(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: () => Promise<unknown>,
): void {
  if (everyMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = job()
      .catch((error: unknown) => app.log.error({ err: error }, name))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, Math.min(60_000, everyMs));
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
