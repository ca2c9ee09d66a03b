// A test clock: runs `work` as if it were `at` (ms since the epoch). Only Date is faked — the server, the
// database and the network keep their real timers — so a time rule (expiry, a signature's age) is tested
// at the instant that matters, never by waiting.
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
