#!/usr/bin/env node
// `npm start -w @app/<app>`: serves one app's production build on its own port (build it first with
// `npm run build -w @app/<app>`). A remote served this way also opens on its own, standalone.
// With DEPLOY_DIR set, it also serves that deploy folder (see below and README, "Deploying one area").
import path from 'node:path';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { serveStatic } from './static-server.mjs';
import { shellPages } from './shell-pages.mjs';

const require = createRequire(import.meta.url);
const { apps, root } = require('../apps.cjs');

const app = apps.find((a) => a.dir === process.argv[2] || a.name === process.argv[2]);
if (!app) {
  console.error(`usage: serve-one.mjs <${apps.map((a) => a.dir).join('|')}>`);
  process.exit(2);
}
const dist = path.join(root, app.dir, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  const built = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(root, app.dir),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// The shell's origin answers its public pages' heads, robots.txt and the sitemaps itself (shell/server).
const pages = app.name === 'shell' ? await shellPages() : null;
// DEPLOY_DIR: a deploy folder of tools/deploy (`npm run deploy -w @app/mf-<area>`): the shell then reads the
// remotes.json deployed there, and an area serves its published versions from it.
const deploy = process.env.DEPLOY_DIR ? { dir: process.env.DEPLOY_DIR, area: app.remote ? app.name : null } : null;
const server = await serveStatic({ dir: dist, port: Number(process.env.PORT ?? app.port), spa: true, pages, deploy });
console.log(`[${app.name}] http://localhost:${server.address().port}`);
process.on('SIGINT', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
