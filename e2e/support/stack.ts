// The composed product for the browser journeys: each app's production build served by its own child
// process (tools/orchestrate/serve-one.mjs), so a journey can really stop one area's server and start it
// again; plus the Auth emulator and the API when they are not already running. Only what is started here
// is stopped here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type AppInfo = { dir: string; name: string; port: number; remote: boolean };

export const ROOT = path.resolve(__dirname, '..', '..');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const table = requireFromRoot('./tools/apps.cjs') as {
  apps: AppInfo[];
  services: { api: number; authEmulator: number; mailSmtp: number; mailWeb: number };
};
const { mailDevArgs } = requireFromRoot('./tools/orchestrate/maildev.cjs') as { mailDevArgs: string[] };
export const apps = table.apps;
export const services = table.services;

export const log = (tag: string, line: string) => process.stdout.write(`[e2e:${tag}] ${line}\n`);

export function findApp(nameOrDir: string): AppInfo {
  const app = apps.find((a) => a.name === nameOrDir || a.dir === nameOrDir);
  if (!app) throw new Error(`unknown app "${nameOrDir}"`);
  return app;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => Promise<boolean>, label: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${label}: not ready after ${timeoutMs / 1000}s`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Forwards a child's output line by line with a tag (stderr always; stdout only when `verbose`). */
function pipeOutput(tag: string, child: ChildProcess, verbose: boolean) {
  const forward = (stream: NodeJS.ReadableStream | null, always: boolean) => {
    let buffer = '';
    stream?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      if (always || verbose) for (const line of lines) if (line.trim()) log(tag, line);
    });
  };
  forward(child.stdout, false);
  forward(child.stderr, true);
}

export class Stack {
  private readonly servers = new Map<string, ChildProcess>();
  /** Long-running services started here (own process groups, so their whole tree can be stopped). */
  private readonly services: { tag: string; child: ChildProcess }[] = [];

  /** Builds every app if any production build is missing (`npm run test:e2e` has built already). */
  ensureBuilds(): void {
    const missing = apps.filter((a) => !existsSync(path.join(ROOT, a.dir, 'dist', 'index.html')));
    if (!missing.length) return;
    log('build', `missing builds (${missing.map((a) => a.dir).join(', ')}): npm run build`);
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    if (result.status !== 0) throw new Error('npm run build failed');
  }

  /**
   * Serves one app's dist in its own process (`node tools/orchestrate/serve-one.mjs <dir>`); with `deployDir`,
   * also that deploy folder of tools/deploy (DEPLOY_DIR).
   */
  async startApp(nameOrDir: string, { deployDir }: { deployDir?: string } = {}): Promise<void> {
    const app = findApp(nameOrDir);
    if (this.servers.has(app.name)) return;
    const url = `http://127.0.0.1:${app.port}/`;
    if (await answers(url)) throw new Error(`port ${app.port} (${app.name}) is already in use`);
    const env = { ...process.env };
    if (deployDir) env.DEPLOY_DIR = deployDir;
    else delete env.DEPLOY_DIR;
    const child = spawn(process.execPath, [path.join(ROOT, 'tools/orchestrate/serve-one.mjs'), app.dir], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeOutput(app.name, child, false);
    this.servers.set(app.name, child);
    child.once('exit', () => {
      if (this.servers.get(app.name) === child) this.servers.delete(app.name);
    });
    // The shell's server compiles its page server (shell/server) on start: seconds alone, more than 15 s when
    // the six servers, the emulator and the API start together on a busy machine.
    await waitUntil(async () => child.exitCode === null && (await answers(url)), `${app.name} server`, 45_000);
    log(app.name, `serving ${app.dir}/dist${deployDir ? ` and ${deployDir}` : ''} on :${app.port} (pid ${child.pid})`);
  }

  /** Stops one app's server process and waits until its port refuses connections. */
  async stopApp(nameOrDir: string): Promise<void> {
    const app = findApp(nameOrDir);
    const child = this.servers.get(app.name);
    if (!child) throw new Error(`${app.name} is not served by this suite`);
    child.kill('SIGTERM');
    // The server closes gracefully; a browser's keep-alive connection must not keep it alive.
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited(child);
    clearTimeout(timer);
    this.servers.delete(app.name);
    await waitUntil(async () => !(await answers(`http://127.0.0.1:${app.port}/`)), `${app.name} shutdown`, 5000);
    log(app.name, `stopped (pid ${child.pid})`);
  }

  async startAllApps(): Promise<void> {
    await Promise.all(apps.map((a) => this.startApp(a.name)));
  }

  private startService(tag: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: npx/npm wrappers and their children stop together
    });
    pipeOutput(tag, child, process.env.E2E_VERBOSE === '1');
    this.services.push({ tag, child });
    return child;
  }

  /** The Auth emulator: reused when one already answers on its port (e.g. another team's tests). */
  private async ensureEmulator(): Promise<void> {
    const emulatorUrl = `http://127.0.0.1:${services.authEmulator}/`;
    if (await answers(emulatorUrl)) {
      log('auth', `reusing the Auth emulator already running on :${services.authEmulator}`);
      return;
    }
    log('auth', 'starting the Firebase Auth emulator (about 20 s)…');
    const started = Date.now();
    const own = this.startService(
      'auth',
      'npx',
      ['firebase', 'emulators:start', '--only', 'auth', '--project', 'demo-marketplace'],
      {
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        NO_UPDATE_NOTIFIER: '1',
      },
    );
    await waitUntil(() => answers(emulatorUrl), 'Auth emulator', 90_000);
    // Someone else may have started one at the same moment: ours then exits (port taken) and theirs serves.
    const whose = own.exitCode === null ? 'ours' : 'started elsewhere meanwhile, reused';
    log('auth', `ready after ${((Date.now() - started) / 1000).toFixed(1)} s (${whose})`);
  }

  /**
   * MailDev, where the API's outbox delivers (its local-mode SMTP_URL): reused when one already answers (the
   * developer's `npm start`), else started here. The journeys read what was sent from its REST API.
   */
  private async ensureMailDev(): Promise<void> {
    const health = `http://127.0.0.1:${services.mailWeb}/api/healthz`;
    if (await answers(health)) {
      log('mail', `reusing MailDev already running on :${services.mailWeb}`);
      return;
    }
    this.startService('mail', 'npx', mailDevArgs, { NO_UPDATE_NOTIFIER: '1' });
    await waitUntil(() => answers(health), 'MailDev', 30_000);
    log('mail', `MailDev: SMTP 127.0.0.1:${services.mailSmtp}, inbox http://localhost:${services.mailWeb}`);
  }

  /** Starts the API; resolves false when it exits before answering /healthz. */
  private async startApi(): Promise<boolean> {
    const health = `http://127.0.0.1:${services.api}/healthz`;
    log('api', `starting the API on :${services.api} (in-memory database, seeded)…`);
    const started = Date.now();
    const child = this.startService('api', 'npm', ['start', '-w', '@app/api'], {
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${services.authEmulator}`,
      // Local mode is an explicit opt-in: emulator identities, the development webhook key.
      API_LOCAL_MODE: 'true',
      // A fresh, seeded database per run: reproducible, and never shared with anyone's data folder.
      DATA_DIR: process.env.E2E_API_DATA_DIR ?? 'memory://',
    });
    const gone = () => child.exitCode !== null || child.signalCode !== null;
    await waitUntil(async () => gone() || (await answers(health)), 'API', 120_000);
    if (gone()) return false;
    log('api', `ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  }

  /**
   * Auth emulator, MailDev and, when it exists, the API. A borrowed emulator can stop while the API starts (its
   * owner's tests finished): then start our own and try once more. An API that still cannot start fails
   * the run only with E2E_REQUIRE_API=1; otherwise the run goes on with a warning and the journeys that need
   * the API fail on their own, with their own message.
   */
  async startServices(): Promise<void> {
    await Promise.all([this.ensureEmulator(), this.ensureMailDev()]);
    if (!existsSync(path.join(ROOT, 'api/src/main.ts'))) return;
    if (await answers(`http://127.0.0.1:${services.api}/healthz`)) {
      log('api', `reusing the API already running on :${services.api}`);
      return;
    }
    if (await this.startApi()) return;
    await this.ensureEmulator();
    if (await this.startApi()) return;
    const message = 'the API did not start (see its output above)';
    if (process.env.E2E_REQUIRE_API === '1') throw new Error(message);
    log('api', `WARNING: ${message}; continuing, journeys that need it will fail`);
  }

  /** Stops everything this suite started, and nothing else. */
  async stopAll(): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const [, child] of this.servers) {
      child.kill('SIGTERM');
      waits.push(exited(child));
    }
    for (const { tag, child } of this.services) {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
        log(tag, `had already exited (${child.signalCode ?? child.exitCode})`);
        continue;
      }
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        continue; // already gone
      }
      const pid = child.pid;
      const timer = setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // gone
        }
      }, 8000);
      waits.push(exited(child).then(() => clearTimeout(timer)));
      log(tag, `stopping (pid ${pid})`);
    }
    await Promise.all(waits);
    this.servers.clear();
    this.services.length = 0;
  }

  /** Synchronous last resort when the runner is interrupted: signal every process group we own. */
  killAllNow(): void {
    for (const [, child] of this.servers) child.kill('SIGKILL');
    for (const { child } of this.services) {
      if (child.pid === undefined) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
}
