// The money run of `npm run bench -w @app/api` (root: `npm run bench:api`), when BENCH_MONEY is set: every money
// call on a fresh seed and on a database filled by seed-money-scale.ts, in one run, on PostgreSQL, autocannon
// BENCH_MONEY_CONNECTIONS (10) connections for BENCH_DURATION (10) s each. Prints p50, p99 and req/s of each
// call on both and the ratio scale / fresh; writes a JSON report to api/bench-results/. Both servers run at
// once and each call is measured on one right after the other, so a change of load during the run (other jobs on
// the machine) shifts both sides of a ratio alike.
// The writes that cannot repeat are measured in a loop of their own: requestPayout (one open request per user,
// exactly once per request key) asks for the minimum with a new key and an admin fails the request before the
// next one (the money comes back), each connection its own user; the month's statement CSV is downloaded by
// one connection at a time (one user's download, not ten at once), from a creator with 20,000 lines in the
// month (money-scale/bench-users.ts adds them, and the payout users, to both databases). The paid bank
// webhooks each pay an order of their own, on one connection and on all, to see whether sales wait for each
// other (money-scale/paid-webhooks.ts); the ratio of their sales per second is printed and reported.
//   BENCH_MONEY=1000000 (orders of the scale database)  BENCH_MONEY_ONLY=<regex> (scenarios whose name matches)
//   BENCH_MONEY_URL=postgres://…/db  an already filled scale database (kept), instead of filling a new one
//   PG_BASE_URL=postgres://root@127.0.0.1:5432 (fresh databases are created and dropped)
//   BENCH_SERVER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' node's flags for the API servers (a profile)
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { STATEMENT_CSV_PATH } from '@app/shared/money/statement';
import { vietnamMonthBounds } from '@app/shared/time/vietnam';
import { DEV_WEBHOOK_KEY, loadConfig, loadFeeSettings } from '../src/config';
import { measured, peakRssMb, startServer, writeReport, type Measured } from './bench-server';
import { stopProcess } from './cluster';
import { emulatorUp, ensureEmulator, stopEmulator } from './emulator';
import {
  closedTransfersSql,
  payoutUser,
  payoutUsersSql,
  rejectedRefundsSql,
  STATEMENT_LINES,
  statementCreatorSql,
} from './money-scale/bench-users';
import {
  paidOrdersSql,
  paidOutcomeSql,
  paidTransfers,
  runTag,
  sampleLockWaits,
  type LockWaits,
} from './money-scale/paid-webhooks';
import {
  ALL_SCENARIOS,
  FLOOR,
  FRESH,
  lastMonth,
  PAID,
  PAID_ALONE,
  scaleCast,
  type Cast,
  type Scenario,
} from './money-scale/scenarios';
import { payoutLoop } from './money-scale/payout-loop';
import { PROJECT, tokenFor } from './money-scale/tokens';

const API_DIR = path.resolve(__dirname, '..');
const ORDERS = Number(process.env.BENCH_MONEY ?? 0);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_MONEY_CONNECTIONS ?? 10);
const PG_BASE_URL = process.env.PG_BASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432`;
const ONLY = process.env.BENCH_MONEY_ONLY ? new RegExp(process.env.BENCH_MONEY_ONLY) : null;
/** The emulators this run started (stopped at the end); null for one it found running. */
const emulators: (number | null)[] = [];

/** The users of the requestPayout loop of many users, one per connection (the same on both databases). */
const PAYOUT_USERS = Array.from({ length: CONNECTIONS }, (_, index) => payoutUser(index));

const SCENARIOS = ALL_SCENARIOS.filter((scenario) => !ONLY || ONLY.test(scenario.name));

/**
 * `aloneMs`: the median of 5 calls one after the other (what the call costs without 10 others beside it);
 * `lockWaits`: for the paid webhooks, the database's backends running a statement and waiting for a lock.
 */
type Row = Measured & { aloneMs: number; lockWaits?: LockWaits };

let transferNumber = Date.now() % 1_000_000_000;
/** A database's run of paid webhooks: its tag and the next transfer paying one of its run's orders. */
type PaidRun = { tag: string; next: () => string };
/** Each server's (by its URL) run of paid webhooks. */
const paidRuns = new Map<string, PaidRun>();
/** The transfer a bank scenario sends to `url`: the next order of its run paid in full, or one no order waits for. */
const bankBody = (url: string, scenario: Scenario) =>
  scenario.kind === 'paid' ? (paidRuns.get(url)?.next() ?? '') : transferBody();
/** A transfer no order waits for (recorded unmatched), a new provider id each time. */
function transferBody(): string {
  transferNumber += 1;
  return JSON.stringify({
    id: transferNumber,
    gateway: 'Vietcombank',
    transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
    accountNumber: '0000000000',
    content: `CHUYEN KHOAN ${transferNumber}`,
    transferType: 'in',
    transferAmount: 150_000,
    referenceCode: `BENCH${transferNumber}`,
  });
}

/** Slower than this alone, a call is measured by one round of concurrent requests instead of for a duration. */
const SLOW_MS = 1_000;

/** The statement CSV of `month` on the server at `url`. */
const csvUrl = (url: string, month: unknown) => `${url}${STATEMENT_CSV_PATH}?month=${String(month)}`;

/** One call on its own, as the scenario makes it; its time in ms. */
async function once(url: string, scenario: Scenario, token: string): Promise<number> {
  const started = performance.now();
  const response =
    scenario.as === 'bank'
      ? await fetch(`${url}/webhooks/bank-transfer`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Apikey ${DEV_WEBHOOK_KEY}` },
          body: bankBody(url, scenario),
        })
      : scenario.kind === 'csv'
        ? await fetch(csvUrl(url, scenario.data), { headers: { authorization: `Bearer ${token}` } })
        : await fetch(`${url}/${PROJECT}/asia-southeast1/${scenario.callable}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ data: scenario.data }),
          });
  const body = await response.text();
  if (!response.ok) throw new Error(`${scenario.name} answered ${response.status}`);
  // The file is the whole month: the header, every line, and nothing after the last line's CRLF.
  if (scenario.kind === 'csv' && body.split('\r\n').length !== STATEMENT_LINES + 2) {
    throw new Error(`${scenario.name}: ${body.split('\r\n').length - 2} lines instead of ${STATEMENT_LINES}`);
  }
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (times: number[]) =>
  Math.round(
    percentile(
      [...times].sort((a, b) => a - b),
      50,
    ),
  );

/** The requestPayout loop after a warm-up, as a row: requests per second are requestPayout's alone. */
async function payoutRow(url: string, scenario: Scenario, cast: Cast): Promise<Row> {
  const users = scenario.as === 'buyer' ? PAYOUT_USERS : scenario.as === 'bank' ? [] : [cast[scenario.as]];
  await payoutLoop(url, users, cast.admin, 2);
  const times = (await payoutLoop(url, users, cast.admin, DURATION)).sort((a, b) => a - b);
  const alone = await payoutLoop(url, users.slice(0, 1), cast.admin, 2);
  return {
    aloneMs: median(alone),
    scenario: scenario.name,
    requestsPerSecond: Math.round(times.length / DURATION),
    p50Ms: Math.round(percentile(times, 50)),
    p99Ms: Math.round(percentile(times, 99)),
    errors: 0,
    non2xx: 0,
    requests: times.length,
  };
}

/**
 * Adds the bench's own users to the database (money-scale/bench-users.ts): the creator with a month of
 * STATEMENT_LINES lines, the payout users and a payout account and credit for the big creator, the outgoing
 * transfers of the closed tab's later pages, the rejected refunds of the done tab, and the run's
 * pending orders for the paid webhooks (money-scale/paid-webhooks.ts); then fresh statistics for the planner,
 * as after any load.
 */
async function prepare(databaseUrl: string, cast: Cast): Promise<PaidRun> {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const fees = loadFeeSettings();
    const { start, end } = vietnamMonthBounds(lastMonth());
    const tag = runTag();
    const payee = loadConfig({ ...process.env, API_LOCAL_MODE: 'true' }).payee;
    const paid = { tag, next: paidTransfers(tag, transferNumber + 500_000_000, payee) };
    const statements = [
      ...statementCreatorSql(start, end, fees),
      ...payoutUsersSql([...PAYOUT_USERS, cast.bigCreator], fees),
      closedTransfersSql(start),
      rejectedRefundsSql(start),
      ...(SCENARIOS.some((scenario) => scenario.kind === 'paid') ? paidOrdersSql(tag, fees) : []),
    ];
    for (const text of statements) await db.unsafe(text);
    await db.unsafe(
      'vacuum analyze users, products, orders, bank_transfers, library_items, payout_accounts, refund_requests',
    );
    await db.unsafe('vacuum analyze ledger_entries, ledger_lines');
    return paid;
  } finally {
    await db.end();
  }
}

/**
 * `duration` seconds of CONNECTIONS connections; or, for a call slower than SLOW_MS, one request per connection
 * all at once (a call of several seconds would otherwise finish none inside the duration, and the requests
 * autocannon gives up on would still be running during the next scenario).
 */
async function run(
  url: string,
  scenario: Scenario,
  token: string,
  duration: number,
  slow: boolean,
): Promise<autocannon.Result> {
  const length = slow ? { amount: CONNECTIONS } : { duration };
  if (scenario.kind === 'csv') {
    return autocannon({
      url: csvUrl(url, scenario.data),
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
      connections: 1,
      ...length,
      timeout: 300,
    });
  }
  if (scenario.as === 'bank') {
    return autocannon({
      url: `${url}/webhooks/bank-transfer`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Apikey ${DEV_WEBHOOK_KEY}` },
      requests: [{ setupRequest: (request) => ({ ...request, body: bankBody(url, scenario) }) }],
      connections: scenario.connections ?? CONNECTIONS,
      ...length,
      timeout: 300,
    });
  }
  return autocannon({
    url: `${url}/${PROJECT}/asia-southeast1/${scenario.callable}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: scenario.data }),
    connections: CONNECTIONS,
    ...length,
    timeout: 300,
  });
}

function report(label: string, row: Row): void {
  const locks = row.lockWaits
    ? `  backends active ${row.lockWaits.active}, waiting for a lock ${row.lockWaits.waitingForLocks}`
    : '';
  console.log(
    `[bench:money] ${label.padEnd(6)} ${row.scenario.padEnd(36)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  alone ${row.aloneMs} ms  errors ${row.errors}  non-2xx ${row.non2xx}${locks}`,
  );
}

/** Every transfer of the paid scenarios paid its order (else they measured something other than sales). */
async function checkPaid(databaseUrl: string, tag: string): Promise<void> {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [outcome] = await db.unsafe<{ paid: number; other: number }[]>(paidOutcomeSql(tag));
    if (!outcome || outcome.other > 0) throw new Error(`paid webhooks: ${JSON.stringify(outcome)} did not pay`);
  } finally {
    await db.end();
  }
}

type Target = { label: string; url: string; databaseUrl: string; cast: Cast; child: ChildProcess; rows: Row[] };

/** Starts an API server on the database and adds the bench's users to it. */
async function openTarget(label: string, databaseUrl: string, cast: Cast): Promise<Target> {
  console.log(`[bench:money] ${label}: starting the server…`);
  // The webhook's own limit off: the bench is the provider sending as fast as it can.
  const { child, url } = await startServer({
    DATABASE_URL: databaseUrl,
    CATALOG_CACHE_TTL_MS: '0',
    BANK_WEBHOOK_RATE_LIMIT: '1000000000',
  });
  try {
    console.log(`[bench:money] ${label}: adding the bench's users…`);
    paidRuns.set(url, await prepare(databaseUrl, cast));
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { label, url, databaseUrl, cast, child, rows: [] };
}

async function measure(target: Target, scenario: Scenario): Promise<void> {
  const { url, cast, label, databaseUrl } = target;
  // A token of the moment: the emulator is shared, and one restarted by someone else forgets its accounts.
  if (!(await emulatorUp())) emulators.push(await ensureEmulator());
  if (scenario.kind === 'payout') {
    const row = await payoutRow(url, scenario, cast);
    target.rows.push(row);
    report(label, row);
    return;
  }
  const uid = scenario.as === 'buyer' ? 'bench-money-buyer' : scenario.as === 'bank' ? null : cast[scenario.as];
  const token = uid ? await tokenFor(uid) : '';
  const alone = await once(url, scenario, token);
  const slow = alone > SLOW_MS;
  if (!slow) await run(url, scenario, token, 2, false); // warm-up
  await once(url, scenario, token); // nothing left running from the warm-up
  const watcher = scenario.kind === 'paid' ? postgres(databaseUrl, { max: 1 }) : null;
  const sampler = watcher ? sampleLockWaits((text) => watcher.unsafe(text)) : null;
  const result = await run(url, scenario, token, DURATION, slow);
  const lockWaits = await sampler?.stop();
  await watcher?.end();
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) times.push(await once(url, scenario, token));
  const row: Row = { ...measured(scenario.name, result, 1), aloneMs: median(times), lockWaits };
  if (scenario.kind === 'paid') await checkPaid(databaseUrl, paidRuns.get(url)?.tag ?? '');
  target.rows.push(row);
  report(label, row);
}

async function fill(databaseUrl: string, orders: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-money-scale.ts', String(orders)], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, API_LOCAL_MODE: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed-money-scale exited with ${code}`);
}

async function main(): Promise<void> {
  if (!ORDERS) {
    console.log('[bench:money] skipped (BENCH_MONEY=<orders> runs it)');
    return;
  }
  const admin = postgres(`${PG_BASE_URL}/postgres`, { max: 1, onnotice: () => undefined });
  const made: string[] = [];
  const database = async () => {
    const name = `api_bench_money_${Date.now()}`;
    await admin.unsafe(`create database ${name}`);
    made.push(name);
    return `${PG_BASE_URL}/${name}`;
  };
  emulators.push(await ensureEmulator());
  try {
    const freshUrl = await database();
    let scaleUrl = process.env.BENCH_MONEY_URL;
    if (!scaleUrl) {
      scaleUrl = await database();
      console.log(`[bench:money] filling ${scaleUrl} with ${ORDERS} orders…`);
      await fill(scaleUrl, ORDERS);
    }
    const creators = Math.max(10, Math.min(1000, Math.floor(ORDERS / 1000)));
    // Both servers up, each call measured on the fresh seed and then at scale back to back: the ratio compares
    // two measurements a few seconds apart, whatever else the machine does over the run.
    const targets = [await openTarget('fresh', freshUrl, FRESH)];
    try {
      targets.push(await openTarget(`${ORDERS / 1_000_000}M`, scaleUrl, scaleCast(creators)));
      for (const scenario of SCENARIOS) for (const target of targets) await measure(target, scenario);
      for (const { label, child } of targets) {
        console.log(`[bench:money] ${label}: server peak RSS ${child.pid ? peakRssMb(child.pid) : NaN} MB`);
      }
    } finally {
      for (const { child } of targets) await stopProcess(child);
    }
    const [{ rows: fresh }, { rows: scale }] = targets as [Target, Target];
    const ratio = (a: number, b: number | undefined) => (b && b > 0 ? (a / b).toFixed(1) : '–');
    const floorP99 = scale.find((row) => row.scenario === FLOOR)?.p99Ms;
    console.log(
      `\n${'call'.padEnd(38)} ${'fresh p50/p99 ms'.padStart(17)} ${'req/s'.padStart(7)}   ${'scale p50/p99 ms'.padStart(17)} ${'req/s'.padStart(7)}   ratio p50 p99   alone ms fresh/scale   scale p99 / floor`,
    );
    for (const row of fresh) {
      const other = scale.find((candidate) => candidate.scenario === row.scenario);
      if (!other) continue;
      console.log(
        `${row.scenario.padEnd(38)} ${`${row.p50Ms}/${row.p99Ms}`.padStart(17)} ${String(row.requestsPerSecond).padStart(7)}   ${`${other.p50Ms}/${other.p99Ms}`.padStart(17)} ${String(other.requestsPerSecond).padStart(7)}   ${ratio(other.p50Ms, row.p50Ms).padStart(5)} ${ratio(other.p99Ms, row.p99Ms).padStart(4)}   ${`${row.aloneMs}/${other.aloneMs}`.padStart(10)}   ${ratio(other.p99Ms, floorP99).padStart(7)}`,
      );
    }
    const paidRatio = (rows: Row[]) => {
      const [one, all] = [PAID_ALONE, PAID].map((name) => rows.find((row) => row.scenario === name));
      return one && all ? Math.round((all.requestsPerSecond / one.requestsPerSecond) * 100) / 100 : null;
    };
    const paidRatios = { fresh: paidRatio(fresh), scale: paidRatio(scale) };
    console.log(`[bench:money] paid webhooks, sales per second on ${CONNECTIONS} connections / on 1:`, paidRatios);
    const file = writeReport('bench-money', {
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      orders: ORDERS,
      floor: FLOOR,
      fresh,
      scale,
      paidRatios,
    });
    console.log(`[bench:money] report: ${file}`);
  } finally {
    for (const pid of emulators) if (pid !== null) await stopEmulator(pid);
    for (const name of made) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error('[bench:money] failed:', error);
  process.exit(1);
});
