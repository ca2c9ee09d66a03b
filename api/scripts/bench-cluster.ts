// `tsx scripts/bench-cluster.ts` (run after scripts/bench.ts by `npm run bench -w @app/api`, root
// `npm run bench:api`): req/s of one API process against three behind HAProxy, on PostgreSQL.
//   single     1 instance, clients straight to it, limits and cache in memory (no REDIS_URL)
//   1 + lb     1 instance behind HAProxy, REDIS_URL set: the cost of the balancer and of Redis alone
//   3 + lb     3 instances behind HAProxy, REDIS_URL set
// Rate limits are on everywhere but far above the load, so every request pays for its checks (in memory, or
// one Redis round-trip each) without being refused. Prints req/s, p50, p99, errors; writes a JSON report to
// api/bench-results/. Needs PostgreSQL on 5432, Redis on 6379 and `haproxy`.
//   BENCH_DURATION=10 (s per scenario)  BENCH_CONNECTIONS=32  BENCH_CLUSTER=single,1+lb,3+lb
// On a machine with few cores the three processes share them (and share them with autocannon, HAProxy,
// PostgreSQL and Redis): three instances need not beat one there; the report says what was measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, startCluster, startInstance, stopProcess } from './cluster';
import { measured, type Measured } from './bench-server';
import { EMULATOR_HOST, ensureEmulator, signUpBenchUser, stopEmulator } from './emulator';

const API_DIR = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SETUPS = (process.env.BENCH_CLUSTER ?? 'single,1+lb,3+lb').split(',');

const ENV = {
  RATE_LIMIT_PER_IP: '1000000000',
  RATE_LIMIT_PER_USER: '1000000000',
  LOG_LEVEL: 'warn',
};

interface Scenario {
  name: string;
  callable: string;
  data: unknown;
  signedIn: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'listProducts (anonymous)',
    callable: 'listProducts',
    data: { sort: 'newest', pageSize: 12 },
    signedIn: false,
  },
  { name: 'getProduct (anonymous)', callable: 'getProduct', data: { productId: 'pong-neon' }, signedIn: false },
  { name: 'getUserProfile (signed in)', callable: 'getUserProfile', data: null, signedIn: true },
];

type Row = Measured & { setup: string; instances: number };

function run(url: string, scenario: Scenario, idToken: string, duration: number): Promise<autocannon.Result> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (scenario.signedIn) headers.authorization = `Bearer ${idToken}`;
  return autocannon({
    url: `${url}/demo-marketplace/asia-southeast1/${scenario.callable}`,
    method: 'POST',
    headers,
    body: JSON.stringify({ data: scenario.data }),
    connections: CONNECTIONS,
    duration,
  });
}

/** Starts one setup; resolves to the address clients use and its stopping. */
async function start(setup: string): Promise<{ url: string; instances: number; stop: () => Promise<void> }> {
  if (setup === 'single') {
    const database = await createDatabase('bench_single');
    try {
      const instance = await startInstance('single', {
        ...ENV,
        API_LOCAL_MODE: 'true',
        FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
        DATABASE_URL: database.url,
        REDIS_URL: '',
      });
      return {
        url: instance.url,
        instances: 1,
        stop: async () => {
          await stopProcess(instance.child);
          await database.drop();
        },
      };
    } catch (error) {
      await database.drop();
      throw error;
    }
  }
  const match = /^(\d+)\+lb$/.exec(setup);
  if (!match) throw new Error(`unknown setup "${setup}" (single, 1+lb, 3+lb)`);
  const cluster = await startCluster(Number(match[1]), ENV);
  return { url: cluster.url, instances: cluster.instances.length, stop: cluster.stop };
}

async function main(): Promise<void> {
  const started = await ensureEmulator();
  try {
    const idToken = await signUpBenchUser('bench-cluster');
    const rows: Row[] = [];
    for (const setup of SETUPS) {
      console.log(`[bench-cluster] ${setup}: starting…`);
      const target = await start(setup);
      try {
        // The bench user's row is created by its first call.
        await run(target.url, SCENARIOS[2], idToken, 1);
        for (const scenario of SCENARIOS) {
          await run(target.url, scenario, idToken, 2); // warm-up
          const result = await run(target.url, scenario, idToken, DURATION);
          const row: Row = { setup, instances: target.instances, ...measured(scenario.name, result) };
          rows.push(row);
          console.log(
            `[bench-cluster] ${setup.padEnd(7)} ${scenario.name.padEnd(28)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  errors ${row.errors}  non-2xx ${row.non2xx}`,
          );
        }
      } finally {
        await target.stop();
      }
    }
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      database: 'postgres',
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      results: rows,
    };
    const dir = path.join(API_DIR, 'bench-results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `bench-cluster-${report.date.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`[bench-cluster] report: ${path.relative(process.cwd(), file)}`);
  } finally {
    if (started !== null) await stopEmulator(started);
  }
}

main().catch((error: unknown) => {
  console.error('[bench-cluster] failed:', error);
  process.exit(1);
});
