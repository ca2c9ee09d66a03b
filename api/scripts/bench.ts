// `npm run bench -w @app/api` (root: `npm run bench:api`): autocannon against the real server (a child
// process, so its memory is measured alone) on PGlite and on PostgreSQL. Prints req/s, p50, p99, errors and
// the server's peak RSS; writes a JSON report to api/bench-results/.
//   BENCH_DURATION=10 (s per scenario)  BENCH_CONNECTIONS=32  BENCH_DATABASES=pglite,postgres
//   PG_BASE_URL=postgres://root@127.0.0.1:5432 (a fresh database is created and dropped)
// The catalogue at scale: BENCH_SCALE=100000 adds, per database, a run on a fresh database filled by
// scripts/seed-scale.ts with that many listed products, cache off (CATALOG_CACHE_TTL_MS=0): every listProducts
// form, listCategories and getProduct, each as fast as possible and at BENCH_SCALE_RATE (200) req/s offered.
//   BENCH_SCALE_ONLY=1 skips the ordinary scenarios; BENCH_ONLY=<regex> keeps the scenarios whose name matches.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import postgres from 'postgres';
import {
  describeRow,
  hammer,
  headersOf,
  measured,
  peakRssMb,
  startServer,
  writeReport,
  type Measured,
  type Scenario as BenchScenario,
} from './bench-server';
import { stopProcess } from './cluster';
import { asBenchUser } from './emulator';

const API_DIR = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PG_BASE_URL = process.env.PG_BASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432`;
const SCALE = Number(process.env.BENCH_SCALE ?? 0);
const SCALE_RATE = Number(process.env.BENCH_SCALE_RATE ?? 200);
const SCALE_ONLY = process.env.BENCH_SCALE_ONLY === '1';
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

interface Scenario extends BenchScenario {
  /** Fixed offered load (req/s) instead of as-fast-as-possible. */
  rate?: number;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'listProducts (anonymous, max)',
    callable: 'listProducts',
    data: { sort: 'newest', pageSize: 12 },
    signedIn: false,
  },
  {
    name: 'listProducts (anonymous, 500 req/s)',
    callable: 'listProducts',
    data: { sort: 'newest', pageSize: 12 },
    signedIn: false,
    rate: 500,
  },
  { name: 'getProduct (anonymous, max)', callable: 'getProduct', data: { productId: 'pong-neon' }, signedIn: false },
  { name: 'getUserProfile (signed in, max)', callable: 'getUserProfile', data: null, signedIn: true },
];

/**
 * The forms of listProducts the catalogue page makes (12 a page, as the marketplace asks), on the scale seed:
 * each sort, category and subcategory filters, page 1 and page 50, searches of one and two words with and
 * without diacritics (broad and narrow words), a search in a category; then listCategories and getProduct.
 */
/** A listProducts form, 12 a page as the marketplace asks. */
const listForm = (name: string, data: Record<string, unknown>) => ({
  name,
  callable: 'listProducts',
  data: { ...data, pageSize: 12 },
});

const SCALE_FORMS: { name: string; callable: string; data: unknown }[] = [
  ...(['newest', 'priceAsc', 'priceDesc', 'popular'] as const).flatMap((sort) => [
    listForm(`${sort} p1`, { sort, page: 1 }),
    listForm(`${sort} p50`, { sort, page: 50 }),
  ]),
  listForm('category p1', { categoryId: 'hinh-anh', page: 1 }),
  listForm('category p50', { categoryId: 'hinh-anh', page: 50 }),
  listForm('category priceAsc p50', { categoryId: 'giao-duc', sort: 'priceAsc', page: 50 }),
  listForm('subcategory p1', { categoryId: 'giao-duc', subcategoryId: 'ngoai-ngu', page: 1 }),
  listForm('subcategory popular p50', {
    categoryId: 'giao-duc',
    subcategoryId: 'ngoai-ngu',
    sort: 'popular',
    page: 50,
  }),
  listForm('search "chatbot"', { query: 'chatbot', page: 1 }),
  listForm('search "ảnh"', { query: 'ảnh', page: 1 }),
  listForm('search "anh" p50', { query: 'anh', page: 50 }),
  listForm('search "tiếng nhật"', { query: 'tiếng nhật', page: 1 }),
  listForm('search "tieng nhat"', { query: 'tieng nhat', page: 1 }),
  listForm('search "bán hàng" newest', { query: 'bán hàng', sort: 'newest', page: 1 }),
  listForm('search "logo" in category', { query: 'logo', categoryId: 'hinh-anh', page: 1 }),
  { name: 'listCategories', callable: 'listCategories', data: null },
  { name: 'getProduct', callable: 'getProduct', data: { productId: 'scale-0000042' } },
];

const SCALE_SCENARIOS: Scenario[] = SCALE_FORMS.flatMap((form) => [
  { ...form, name: `${form.name} (max)`, signedIn: false },
  { ...form, name: `${form.name} (${SCALE_RATE}/s)`, signedIn: false, rate: SCALE_RATE },
]);

type Row = Measured & { database: string };

/** What a run reports (autocannon's result, or the paced runner's, in the same shape). */
type RunResult = Pick<autocannon.Result, 'errors' | 'timeouts' | 'non2xx'> & {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
};

async function run(url: string, scenario: Scenario, idToken: string, duration: number): Promise<RunResult> {
  if (scenario.rate) return paced(url, scenario, headersOf(scenario, idToken), scenario.rate, duration);
  return hammer(url, scenario, idToken, duration, CONNECTIONS);
}

/**
 * A load offered at `rate` requests per second, evenly spaced (an open loop, as users arrive), each latency
 * counted from when the request was due, not from when it went out (so a slow server cannot hide its queue:
 * "coordinated omission"). autocannon's `overallRate` is not this: each connection fires its share of the
 * second back to back at the start of every second, so "200/s" was a burst of 200 each second.
 */
async function paced(
  url: string,
  scenario: Scenario,
  headers: Record<string, string>,
  rate: number,
  duration: number,
): Promise<RunResult> {
  const target = new URL(`${url}/demo-marketplace/asia-southeast1/${scenario.callable}`);
  const body = JSON.stringify({ data: scenario.data });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        target,
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, timeout: 10_000 },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) latencies.push(performance.now() - due);
            else non2xx += 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });
  const count = Math.round(rate * duration);
  const start = performance.now() + 5;
  const sent: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0.5) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(one(due));
  }
  await Promise.all(sent);
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies.length
      ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)])
      : NaN;
  return {
    requests: { average: latencies.length / seconds, total: latencies.length },
    latency: { p50: at(50), p99: at(99) },
    errors,
    timeouts: 0,
    non2xx,
  };
}

/** Fills a database with the scale seed (a child process, the same script as `npm run seed:scale`). */
async function seedScale(env: NodeJS.ProcessEnv, products: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts', String(products)], {
    cwd: API_DIR,
    env: { ...process.env, ...env, API_LOCAL_MODE: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed-scale exited with ${code}`);
}

/**
 * Waits until the server answers one call again: requests a slow scenario left queued (autocannon gave up on
 * them) must not be counted against the next one.
 */
async function drain(url: string, scenario: Scenario): Promise<void> {
  await fetch(`${url}/demo-marketplace/asia-southeast1/${scenario.callable}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: scenario.signedIn ? null : scenario.data }),
    signal: AbortSignal.timeout(300_000),
  }).then((response) => response.body?.cancel());
}

async function benchDatabase(
  database: string,
  idToken: string,
  scale = 0,
): Promise<{ rows: Row[]; peakRssMb: number } | null> {
  const label = scale ? `${database}@${scale}` : database;
  const scenarios = (scale ? SCALE_SCENARIOS : SCENARIOS).filter((scenario) => !ONLY || ONLY.test(scenario.name));
  let env: NodeJS.ProcessEnv;
  let cleanup = async () => undefined as void;
  if (database === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `api_bench_${Date.now()}`;
    const admin = postgres(`${PG_BASE_URL}/postgres`, { max: 1, onnotice: () => undefined });
    try {
      await admin.unsafe(`create database ${name}`);
    } catch (error) {
      console.log(
        `[bench] PostgreSQL not available at ${PG_BASE_URL} (${(error as Error).message}); skipped (run scripts/ensure-postgres.sh)`,
      );
      await admin.end();
      return null;
    }
    env = { DATABASE_URL: `${PG_BASE_URL}/${name}` };
    cleanup = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  if (scale) {
    console.log(`[bench] ${label}: filling the database with ${scale} products…`);
    await seedScale(env, scale);
    // The cache off: the numbers are the database's, not the cache's.
    env = { ...env, CATALOG_CACHE_TTL_MS: '0' };
  }
  console.log(`[bench] ${label}: starting the server…`);
  const { child, url } = await startServer(env);
  const rows: Row[] = [];
  try {
    for (const scenario of scenarios) {
      await run(url, scenario, idToken, 2); // warm-up
      await drain(url, scenario);
      const result = await run(url, scenario, idToken, DURATION);
      await drain(url, scenario);
      rows.push({ database: label, ...measured(scenario.name, result) });
      const row = rows[rows.length - 1];
      console.log(`[bench] ${label.padEnd(8)} ${describeRow(row, 38)}`);
    }
    const peak = child.pid ? peakRssMb(child.pid) : NaN;
    console.log(`[bench] ${label}: server peak RSS ${peak} MB`);
    return { rows, peakRssMb: peak };
  } finally {
    await stopProcess(child);
    await cleanup();
  }
}

async function main(): Promise<void> {
  await asBenchUser('bench', async (idToken) => {
    const results: unknown[] = [];
    for (const database of DATABASES) {
      if (!SCALE_ONLY) {
        const outcome = await benchDatabase(database, idToken);
        if (outcome) results.push({ database, peakRssMb: outcome.peakRssMb, scenarios: outcome.rows });
      }
      if (SCALE > 0) {
        const outcome = await benchDatabase(database, idToken, SCALE);
        if (outcome) {
          results.push({ database, products: SCALE, peakRssMb: outcome.peakRssMb, scenarios: outcome.rows });
        }
      }
    }
    const file = writeReport('bench', {
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      scale: SCALE,
      scaleRate: SCALE_RATE,
      results,
    });
    console.log(`[bench] report: ${file}`);
  });
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
