// The server's clock. Time rules (the earnings hold, payout dates, refund windows) read `now()`, never
// `new Date()` directly, so they can be tested at the instant that matters without waiting:
// - Jest: test/clock.ts `atTime(ms, work)` fakes Date, which `now()` follows.
// - Browser journeys: in local mode only (API_LOCAL_MODE=true), `POST /__test__/clock {"advanceMs": n}`
//   moves this process's clock forward (app.ts); it is never registered in production.
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Local mode only (the test-clock route): shifts `now()` by `ms` from here on. */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

export function clockOffset(): number {
  return offsetMs;
}
