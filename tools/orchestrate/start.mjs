#!/usr/bin/env node
// `npm start`: builds what is out of date (production builds, cached by lerna/nx), then serves every
// app from its own origin on the ports of docs/architecture.md §5, with the Auth emulator, MailDev (the local
// mail server and its web inbox) and the API.
// `npm run dev -- marketplace shell`: live webpack dev servers for the named apps, builds for the rest.
// Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { serveStatic } from './static-server.mjs';
import { shellPages } from './shell-pages.mjs';

const require = createRequire(import.meta.url);
const { apps, services, root } = require('../apps.cjs');
const { mailDevArgs } = require('./maildev.cjs');

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const devNames = new Set(args.filter((a) => !a.startsWith('--')));
const unknown = [...devNames].filter((n) => !apps.some((a) => a.name === n || a.dir === n));
if (unknown.length) {
  console.error(`Không biết ứng dụng: ${unknown.join(', ')}. Có: ${apps.map((a) => a.name).join(', ')}`);
  process.exit(2);
}
// `npm run dev` alone makes every app live; with names, only those.
const isDev = (app) => dev && (devNames.size === 0 || devNames.has(app.name) || devNames.has(app.dir));
const skipServices = process.env.START_SERVICES === '0';

const children = [];
const servers = [];
let stopping = false;

const log = (tag, line) => process.stdout.write(`[${tag}] ${line}\n`);

function run(tag, command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so Ctrl-C stops its whole tree
  });
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) if (line.trim()) log(tag, line);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(tag, `đã dừng (${signal ?? code})`);
      if (options.critical) stop(1);
    }
  });
  children.push(child);
  return child;
}

async function reachable(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url, label, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await reachable(url)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${label} không khởi động được sau ${timeoutMs / 1000}s (${url})`);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('start', 'đang dừng mọi tiến trình…');
  for (const server of servers) server.close();
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function main() {
  const toBuild = apps.filter((a) => !isDev(a));
  if (toBuild.length) {
    log('build', `bản build production cho: ${toBuild.map((a) => a.name).join(', ')} (chỉ build lại phần đã thay đổi)`);
    const scopes = toBuild.flatMap((a) => ['--scope', `@app/${a.dir}`]);
    const result = spawnSync('npx', ['lerna', 'run', 'build', ...scopes, '--concurrency', '1'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    if (result.status !== 0) throw new Error('build thất bại');
  }

  if (!skipServices) {
    const emulatorUrl = `http://127.0.0.1:${services.authEmulator}/`;
    if (await reachable(emulatorUrl)) {
      log('auth', `Auth emulator đã chạy sẵn ở cổng ${services.authEmulator}`);
    } else {
      log('auth', 'khởi động Firebase Auth emulator (khoảng 20 giây)…');
      run('auth', 'npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', 'demo-marketplace'], {
        env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
        critical: true,
      });
    }
    // MailDev: every e-mail the API sends locally lands in its web inbox (nothing leaves the machine).
    const mailUrl = `http://localhost:${services.mailWeb}/`;
    if (await reachable(mailUrl)) {
      log('mail', `MailDev đã chạy sẵn: hộp thư ở ${mailUrl}`);
    } else {
      run('mail', 'npx', mailDevArgs, { critical: false });
      log('mail', `MailDev: SMTP 127.0.0.1:${services.mailSmtp}, hộp thư ở ${mailUrl}`);
    }
    if (existsSync(path.join(root, 'api/src/main.ts'))) {
      await waitFor(emulatorUrl, 'Auth emulator', 90_000);
      log('api', `khởi động API ở cổng ${services.api}…`);
      run('api', 'npm', ['start', '-w', '@app/api'], {
        // Local mode is an explicit opt-in: emulator identities, the development webhook key.
        env: {
          FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${services.authEmulator}`,
          API_LOCAL_MODE: 'true',
          // The e-mails go to MailDev.
          SMTP_URL: `smtp://127.0.0.1:${services.mailSmtp}`,
        },
        critical: true,
      });
    }
  }

  for (const app of apps) {
    if (isDev(app)) {
      log(app.name, `dev server ở http://localhost:${app.port}`);
      run(app.name, 'npx', ['webpack', 'serve', '--mode', 'development'], {
        cwd: path.join(root, app.dir),
        critical: true,
      });
    } else {
      const pages = app.name === 'shell' ? await shellPages() : null;
      // DEPLOY_DIR: serve a deploy folder of tools/deploy too (its remotes.json, the areas' published versions).
      const deploy = process.env.DEPLOY_DIR
        ? { dir: process.env.DEPLOY_DIR, area: app.remote ? app.name : null }
        : null;
      servers.push(
        await serveStatic({ dir: path.join(root, app.dir, 'dist'), port: app.port, spa: true, pages, deploy }),
      );
      log(app.name, `phục vụ bản build ở http://localhost:${app.port}`);
    }
  }

  if (!skipServices && existsSync(path.join(root, 'api/src/main.ts'))) {
    await waitFor(`http://127.0.0.1:${services.api}/healthz`, 'API', 180_000).catch((e) => log('api', e.message));
  }
  log('start', '');
  log('start', `Sẵn sàng: mở http://localhost:${apps[0].port}  (Ctrl-C để dừng)`);
  if (!skipServices) log('start', `Thư đã gửi (MailDev): http://localhost:${services.mailWeb}`);
}

main().catch((error) => {
  log('start', `lỗi: ${error.message}`);
  stop(1);
});
