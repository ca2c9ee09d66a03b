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
import { createDatabase, startCluster, startInstance, stopProcess } from './cluster';
import { describeRow, hammer, measured, writeReport, type Measured, type Scenario } from './bench-server';
import { asBenchUser, EMULATOR_HOST } from './emulator';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SETUPS = (process.env.BENCH_CLUSTER ?? 'single,1+lb,3+lb').split(',');

const ENV = {
  RATE_LIMIT_PER_IP: '1000000000',
  RATE_LIMIT_PER_USER: '1000000000',
  LOG_LEVEL: 'warn',
};

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
  await asBenchUser('bench-cluster', async (idToken) => {
    const rows: Row[] = [];
    for (const setup of SETUPS) {
      console.log(`[bench-cluster] ${setup}: starting…`);
      const target = await start(setup);
      try {
        // The bench user's row is created by its first call.
        await hammer(target.url, SCENARIOS[2], idToken, 1, CONNECTIONS);
        for (const scenario of SCENARIOS) {
          await hammer(target.url, scenario, idToken, 2, CONNECTIONS); // warm-up
          const result = await hammer(target.url, scenario, idToken, DURATION, CONNECTIONS);
          const row: Row = { setup, instances: target.instances, ...measured(scenario.name, result) };
          rows.push(row);
          console.log(`[bench-cluster] ${setup.padEnd(7)} ${describeRow(row, 28)}`);
        }
      } finally {
        await target.stop();
      }
    }
    const file = writeReport('bench-cluster', {
      database: 'postgres',
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      results: rows,
    });
    console.log(`[bench-cluster] report: ${file}`);
  });
}

main().catch((error: unknown) => {
  console.error('[bench-cluster] failed:', error);
  process.exit(1);
});
