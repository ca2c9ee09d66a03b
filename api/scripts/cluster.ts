// Several API processes behind one load balancer, on one PostgreSQL database and the machine's Redis,
// used by the cluster test (test/cluster/) and `scripts/bench-cluster.ts`. Everything listens
// on free ephemeral ports on 127.0.0.1; the database is created fresh and dropped afterwards, and the Redis
// keys live under a prefix of the run's own.
//
// The balancer is HAProxy (Debian package `haproxy`), round-robin per request, adding X-Forwarded-For; so
// the instances run with TRUST_PROXY=1 (the client address is the one the balancer saw). It also names the
// instance that answered in an `x-served-by` header, so a test can see the spread. It health-checks each
// instance on /readyz every 200 ms and takes one out at its first 503 (an instance draining after SIGTERM), and
// it retries a request refused before any work (connection refused or closed with no answer, 503 from an
// instance that is closing) on another instance: a restart under load fails nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { EMULATOR_HOST } from './emulator';

const API_DIR = path.resolve(__dirname, '..');
export const PG_BASE_URL = process.env.PG_BASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432`;
export const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Instance {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  /** Its environment, to start it again alike (restartInstance). */
  env: NodeJS.ProcessEnv;
}

export interface Cluster {
  /** The load balancer's address: what clients use. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  redisKeyPrefix: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on 127.0.0.1:${port} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A fresh PostgreSQL database; fails loudly when the server is not there. */
export async function createDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_${label}_${Date.now()}_${process.pid}`;
  const admin = postgres(`${PG_BASE_URL}/postgres`, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw new Error(
      `PostgreSQL is not reachable at ${PG_BASE_URL} (${(error as Error).message}); run api/scripts/ensure-postgres.sh`,
    );
  }
  return {
    url: `${PG_BASE_URL}/${name}`,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** One API process (`node --import tsx src/main.ts`, so the pid is the server's), resolved once it listens. */
export async function startInstance(name: string, env: NodeJS.ProcessEnv, fixedPort?: number): Promise<Instance> {
  const port = fixedPort ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `api-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // A disk of its own, as on a machine of its own: only an object store (S3_*) shares files.
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(`[${name}] ${chunk.toString()}`);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 120 s:\n${output}`)), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening:\n${output}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { name, url: `http://127.0.0.1:${port}`, port, child, env };
}

/**
 * Stops `instance` as an orchestrator does (SIGTERM, then waits for it to exit: the graceful close) and starts
 * it again on the same port, where the balancer expects it. Resolves once it listens again, with what each
 * step took.
 */
export async function restartInstance(
  instance: Instance,
): Promise<{ stoppedMs: number; startedMs: number; closeLine: string | undefined }> {
  const started = Date.now();
  let output = '';
  instance.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await stopProcess(instance.child, 60_000);
  // What the instance said about its own close (src/main.ts).
  const closeLine = /closed \d+ ms after SIGTERM/.exec(output)?.[0];
  const stopped = Date.now();
  const again = await startInstance(instance.name, instance.env, instance.port);
  instance.child = again.child;
  return { stoppedMs: stopped - started, startedMs: Date.now() - stopped, closeLine };
}

export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** HAProxy in front of `backends`, round-robin; fails loudly when it is not installed. */
export async function startBalancer(backends: Instance[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new Error('haproxy is not installed: apt-get install -y haproxy (the cluster runs behind it)');
  }
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    file,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      // The client's address for the API's per-IP limit (the API trusts exactly one hop: TRUST_PROXY=1).
      '  option forwardfor',
      // A request no instance started on is tried again elsewhere: the connection was refused (an instance
      // restarting), closed with no answer, or answered 503 by an instance that is closing (it never ran the
      // request). Not on a timeout or a 500: the request may have done its work.
      '  retries 3',
      '  option redispatch 1',
      '  option http-buffer-request',
      '  retry-on conn-failure empty-response 503',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      // Out after two answers other than 200 on /readyz, half a second apart (SIGTERM: the instance drains
      // for SHUTDOWN_DRAIN_MS before it stops listening), back in after two of 200 (started again, migrations
      // applied, Redis there). A check may take 3 s: on a busy machine a slow answer is not a dead instance,
      // and taking all three out at once would refuse everything.
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  timeout check 3s',
      '  default-server check inter 500ms fall 2 rise 2',
      '  http-response set-header x-served-by %s',
      ...backends.map((backend) => `  server ${backend.name} ${new URL(backend.url).host}`),
      '',
    ].join('\n'),
  );
  // -db: stay in the foreground, a child of this process (stopped with the run).
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const failed = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`haproxy exited with ${code} (config ${file})`))),
  );
  await Promise.race([waitForPort(port, 10_000, 'haproxy'), failed]);
  failed.catch(() => undefined);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopProcess(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Removes the run's keys (rate-limit counters expire by themselves; this only tidies up). */
async function dropKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * `count` API processes on one fresh PostgreSQL database and the machine's Redis, behind HAProxy. The first
 * process migrates and seeds the database alone; the others start once it listens.
 */
export async function startCluster(count: number, env: NodeJS.ProcessEnv = {}): Promise<Cluster> {
  const database = await createDatabase('cluster');
  const redisKeyPrefix = `cluster-${randomUUID()}:`;
  const instances: Instance[] = [];
  let balancer: { url: string; stop: () => Promise<void> } | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => stopProcess(instance.child)));
    await database.drop();
    await dropKeys(redisKeyPrefix);
  };
  try {
    const instanceEnv = {
      API_LOCAL_MODE: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      // Each instance has a disk of its own: drawing the seed pictures three times over would only slow the
      // start (no cluster test looks at them).
      SEED_MEDIA: 'false',
      ...env,
    };
    instances.push(await startInstance('api1', instanceEnv));
    const rest = await Promise.allSettled(
      Array.from({ length: count - 1 }, (_, i) => startInstance(`api${i + 2}`, instanceEnv)),
    );
    for (const started of rest) if (started.status === 'fulfilled') instances.push(started.value);
    const failure = rest.find((started) => started.status === 'rejected');
    if (failure) throw failure.reason;
    balancer = await startBalancer(instances);
    return { url: balancer.url, instances, databaseUrl: database.url, redisKeyPrefix, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
