// A test clock: runs `work` as if it were `at` (ms since the epoch). Only Date is faked — the server, the
// database and the network keep their real timers — so a time rule (expiry, a signature's age) is tested
// at the instant that matters, never by waiting.
import { advanceClock } from '../src/lib/clock';

export async function atTime<T>(at: number, work: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: at,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  try {
    return await work();
  } finally {
    jest.useRealTimers();
  }
}

/**
 * Runs `work` with the server's `now()` moved to about `at` (lib/clock, what POST /__test__/clock does): Date
 * itself stays real, so the callers' ID tokens stay valid in the future and the HTTP client's own timers are
 * left alone. For rules checked across hours or days through the API.
 */
export async function withServerClockAt<T>(at: number, work: () => Promise<T>): Promise<T> {
  const shift = at - Date.now();
  advanceClock(shift);
  try {
    return await work();
  } finally {
    advanceClock(-shift);
  }
}
