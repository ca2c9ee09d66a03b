#!/usr/bin/env node
// `npm start -w @app/<app>`: serves one app's production build on its own port (build it first with
// `npm run build -w @app/<app>`). A remote served this way also opens on its own, standalone.
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
const server = await serveStatic({ dir: dist, port: Number(process.env.PORT ?? app.port), spa: true, pages });
console.log(`[${app.name}] http://localhost:${server.address().port}`);
process.on('SIGINT', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
