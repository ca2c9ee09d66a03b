// The server's clock for business time. Every time rule and every instant the API writes on purpose (the
// earnings hold, payout dates, refund windows, order expiry and creation, quiz deadlines and attempt windows,
// lesson activity, profile updates) reads `now()`, never `new Date()` directly, so it can be tested at the
// instant that matters without waiting:
// - Jest: test/clock.ts `atTime(ms, work)` fakes Date, which `now()` follows.
// - Browser journeys: in local mode only (API_LOCAL_MODE=true), `POST /__test__/clock {"advanceMs": n}`
//   moves this process's clock forward (app.ts); it is never registered in production.
// Real time stays `Date.now()` where a moved clock would be wrong: cache, rate-limit and log-report windows,
// waiting for a service to start, an ID token's expiry and a webhook signature's age (set by another party's
// real clock), unique file names and cache-busting versions. A column left to its database default (`created_at`, an audit
// entry's `at`) takes the database's clock.
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
