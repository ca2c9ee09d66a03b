// The API server as the benches run it: a child process (so its memory is measured alone) on a free port, in
// local mode against the Auth emulator, rate limits off.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './cluster';
import { EMULATOR_HOST } from './emulator';

const API_DIR = path.resolve(__dirname, '..');

/** What the benches report of one scenario. */
export type Measured = {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
};

/** One call a bench loads: a callable and its data, anonymous or as the bench user. */
export interface Scenario {
  name: string;
  callable: string;
  data: unknown;
  signedIn: boolean;
}

/** The HTTP headers of a scenario's calls (the bench user's ID token when it is signed in). */
export function headersOf(scenario: Scenario, idToken: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (scenario.signedIn) headers.authorization = `Bearer ${idToken}`;
  return headers;
}

/** autocannon on one scenario for `duration` seconds, as fast as `connections` connections go. */
export function hammer(
  url: string,
  scenario: Scenario,
  idToken: string,
  duration: number,
  connections: number,
): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}/demo-marketplace/asia-southeast1/${scenario.callable}`,
    method: 'POST',
    headers: headersOf(scenario, idToken),
    body: JSON.stringify({ data: scenario.data }),
    connections,
    duration,
  });
}

/** A measured scenario as the benches print it, the name padded to `width`. */
export function describeRow(row: Measured, width: number): string {
  const rate = String(row.requestsPerSecond).padStart(6);
  return `${row.scenario.padEnd(width)} ${rate} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  errors ${row.errors}  non-2xx ${row.non2xx}`;
}

/** A run's result (autocannon's, or the same shape) as reported: req/s rounded to `decimals`. */
export function measured(
  scenario: string,
  result: {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  },
  decimals = 0,
): Measured {
  const scale = 10 ** decimals;
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average * scale) / scale,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Peak resident set size of a process (Linux VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

export async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  // `node --import tsx` (not the tsx CLI) so the measured pid is the server itself. BENCH_SERVER_NODE_FLAGS adds
  // node's own flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of the server under the load.
  const flags = process.env.BENCH_SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      API_LOCAL_MODE: 'true',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_USER: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The benches measure the calls, not the reconciliation check or the notification sweep running beside them.
      RECONCILIATION_CHECK_EVERY_MINUTES: '0',
      NOTIFICATION_SWEEP_EVERY_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { child, url };
}

/**
 * Writes a bench's JSON report to api/bench-results/<name>-<date>.json, with the date, Node version and CPU
 * count before its own `fields`; answers the file's path relative to the working folder.
 */
export function writeReport(name: string, fields: Record<string, unknown>): string {
  const date = new Date().toISOString();
  const report = { date, node: process.version, cpus: os.cpus().length, ...fields };
  const dir = path.join(API_DIR, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
