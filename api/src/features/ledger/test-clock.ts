// POST /__test__/clock {"advanceMs": n}: the browser journeys' test clock (lib/clock.ts). It moves this
// process's `now()` forward — e.g. past the earnings hold — and answers the new offset. Registered in local
// mode only (API_LOCAL_MODE=true): a deployed API has no such route at all (404), whatever is sent.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { advanceClock, clockOffset, now } from '../../lib/clock';
import { CallableError } from '../../http/errors';
import { serverMessages } from '@app/shared/messages/server';

export const TEST_CLOCK_PATH = '/__test__/clock';

/** At most a year per call: a typo cannot fling the clock into another century. */
export const MAX_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

const body = z.strictObject({ advanceMs: z.number().int().min(0).max(MAX_ADVANCE_MS) });

export function registerTestClock(app: FastifyInstance, config: Pick<Config, 'localMode'>): void {
  if (!config.localMode) return;
  app.post(TEST_CLOCK_PATH, async (request, reply) => {
    const parsed = body.safeParse(request.body);
    if (!parsed.success) {
      throw new CallableError('invalid-argument', serverMessages.ledger.testClockInvalid(MAX_ADVANCE_MS));
    }
    advanceClock(parsed.data.advanceMs);
    return reply.send({ offsetMs: clockOffset(), now: now().toISOString() });
  });
}
