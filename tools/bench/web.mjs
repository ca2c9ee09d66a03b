#!/usr/bin/env node
// `npm run bench:web`: builds the production bundles, serves them as in production (gzip, docs/architecture.md's cache
// headers, one origin per app), opens each route below in headless Chromium with a cold cache and reports
// requests, gzipped JS bytes (all, and before the page heading is visible), time to first render, the
// longest request chain before the heading, which heavy libraries each route downloads, each
// remoteEntry.js size, and whether any shared library was fetched twice; then Lighthouse (mobile, simulated
// throttling, median of 3 runs) on the phone-first pages. Writes bench-results/web.json (and each median
// Lighthouse report to bench-results/lighthouse/). Targets are reported, never enforced.
//
//   node tools/bench/web.mjs [--no-build] [--runs N] [--route /path ...] [--no-lighthouse | --lighthouse-only]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from '../orchestrate/static-server.mjs';
import { LIGHTHOUSE_TARGETS, runLighthouse } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { apps, root, services } = require('../apps.cjs');
const { chromium } = require('playwright-core');

/** The routes measured. Add one line per route. */
const ROUTES = [
  { path: '/', label: 'catalogue' },
  { path: '/product/pong-neon', label: 'product' },
  { path: '/checkout/ABCDEFGHJK', label: 'checkout' },
  { path: '/salepage', label: 'academy sales page' },
  { path: '/training', label: 'academy landing' },
  { path: '/pricing', label: 'creator pricing (fee calculator)' },
  { path: '/become-a-creator', label: 'creator application' },
  // '/chung-nhan/<id>' (a real certificate, made when the bench starts its own API) is added in main().
  // Signed-in pages, opened signed out: the area's own code and the sign-in page it sends the visitor to.
  { path: '/my/library', label: 'account library (→ sign-in)' },
  { path: '/my/affiliate/dashboard', label: 'affiliate dashboard (→ sign-in)' },
  { path: '/creator/dashboard', label: 'creator dashboard (→ sign-in)' },
  { path: '/admin/dashboard', label: 'admin dashboard (→ sign-in)' },
];

/** Lighthouse (mobile) runs on these; the certificate page is added in main() when known. */
const LIGHTHOUSE_ROUTES = ['/', '/product/pong-neon', '/salepage', '/training'];

/** JS of / up to the catalogue heading, and each remoteEntry.js (gzipped). */
const TARGETS = { firstLoadJsKbGz: 150, remoteEntryKbGz: 10, lighthouse: LIGHTHOUSE_TARGETS };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = Math.max(1, Number(option('--runs', '3')));
const lighthouseRuns = Math.max(1, Number(option('--lighthouse-runs', '3')));
const withLighthouse = !flag('--no-lighthouse');
const onlyLighthouse = flag('--lighthouse-only');
const onlyRoutes = args.flatMap((a, i) => (args[i - 1] === '--route' ? [a] : []));
const routes = onlyRoutes.length ? onlyRoutes.map((p) => ({ path: p, label: p })) : ROUTES;

const log = (line) => process.stdout.write(`[bench] ${line}\n`);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
};

/** URL -> shared library, from each app's mf-manifest.json (only chunks that belong to one shared entry). */
function sharedChunkMap() {
  const map = new Map();
  for (const app of apps) {
    const manifest = JSON.parse(readFileSync(path.join(root, app.dir, 'dist/mf-manifest.json'), 'utf8'));
    const owners = new Map();
    for (const entry of manifest.shared) {
      for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) {
        owners.set(file, [...(owners.get(file) ?? []), entry.name]);
      }
    }
    for (const [file, names] of owners)
      if (names.length === 1) map.set(`http://localhost:${app.port}/${file}`, names[0]);
  }
  return map;
}

/**
 * Libraries that only some pages need (charts, Markdown, forms and validation, uploads, QR codes, the
 * Firebase SDK): the bench lists which of them each route downloads, so one leaking into a route that does
 * not use it shows.
 */
const HEAVY_LIBRARIES = [
  'uplot',
  'markdown-to-jsx',
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
  'tus-js-client',
  'qrcode',
  'firebase',
  '@firebase/auth',
  '@tanstack/react-query',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-accordion',
];

const packagesByFile = new Map();
/** The npm packages bundled in one of our JS files, read from its source map (webpack://<app>/…/node_modules/<pkg>/…). */
function packagesIn(url) {
  const { port, pathname } = new URL(url);
  const app = apps.find((a) => String(a.port) === port);
  if (!app || !pathname.endsWith('.js')) return [];
  const file = path.join(root, app.dir, 'dist', pathname);
  if (!packagesByFile.has(file)) {
    let found = [];
    try {
      const { sources } = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
      found = sources.flatMap((source) => {
        const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
        return match ? [match[1]] : [];
      });
    } catch {
      // No source map (the federation runtime's own files): nothing known.
    }
    packagesByFile.set(file, new Set(found));
  }
  return [...packagesByFile.get(file)];
}

/** Bytes on the wire for one GET with gzip accepted (what a browser downloads). */
function gzippedSize(url) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, bytes: size, encoding: res.headers['content-encoding'] ?? 'identity' }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const isJs = (response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * One cold load of a route (a fresh browser context has an empty HTTP cache). With `holdIdle` the shell's
 * idle-time preloading of the other areas is held off (requestIdleCallback never fires), so what is
 * counted is exactly what the route itself needs; without it, the load is what a visitor really gets.
 */
async function measure(browser, route, shared, { holdIdle }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    locale: 'vi-VN',
  });
  const page = await context.newPage();
  const records = new Map();
  let h1Wall = null;
  page.on('request', (request) => {
    records.set(request, {
      url: request.url(),
      type: request.resourceType(),
      at: Date.now(),
      bytes: 0,
      js: false,
      failed: false,
    });
  });
  const settled = [];
  page.on('requestfinished', (request) => {
    settled.push(
      (async () => {
        const record = records.get(request);
        // A request that finishes as the context closes (the catalogue's API calls) has no response left.
        const response = await request.response().catch(() => null);
        const sizes = await request.sizes().catch(() => null);
        record.bytes = sizes?.responseBodySize ?? 0;
        record.js = response ? isJs(response) : false;
      })(),
    );
  });
  page.on('requestfailed', (request) => {
    const record = records.get(request);
    if (record) record.failed = true;
  });
  // Who asked for each request (DevTools' initiator: the parser or the script on top of the stack), to
  // count the chain of round trips from the HTML to the heading.
  const initiators = new Map();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (initiators.has(request.url)) return;
    const frames = [];
    for (let stack = initiator.stack; stack; stack = stack.parent) frames.push(...stack.callFrames);
    initiators.set(request.url, initiator.url ?? frames.find((f) => f.url)?.url ?? null);
  });
  await page.exposeBinding('__benchH1', () => {
    h1Wall = Date.now();
  });
  if (holdIdle) await page.addInitScript(() => (window.requestIdleCallback = () => 0));
  // The moment an <h1> is first visible, measured in the page (performance.now() from navigation start).
  await page.addInitScript(() => {
    const poll = () => {
      const h1 = document.querySelector('h1');
      const box = h1?.getBoundingClientRect();
      if (h1 && box && box.width > 0 && box.height > 0 && h1.textContent?.trim()) {
        window.__h1At = performance.now();
        window.__benchH1();
        return;
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });

  await page.goto(`http://localhost:${apps[0].port}${route.path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.__h1At === 'number', null, { timeout: 30_000 });
  const h1Text = await page.locator('h1').first().textContent();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      ttfb: nav ? Math.round(nav.responseStart) : null,
      domContentLoaded: nav ? Math.round(nav.domContentLoadedEventEnd) : null,
      load: nav ? Math.round(nav.loadEventEnd) : null,
      fcp: fcp ? Math.round(fcp.startTime) : null,
      h1: typeof window.__h1At === 'number' ? Math.round(window.__h1At) : null,
    };
  });
  await context.close();
  await Promise.all(settled);

  const list = [...records.values()];
  const js = list.filter((r) => r.js);
  // Shared libraries: each must come from one app only, and no chunk twice.
  const byLibrary = new Map();
  for (const record of list) {
    const library = shared.get(record.url);
    if (library) byLibrary.set(library, [...(byLibrary.get(library) ?? []), record.url]);
  }
  const duplicates = [...byLibrary]
    .filter(([, urls]) => new Set(urls.map((u) => new URL(u).origin)).size > 1 || new Set(urls).size !== urls.length)
    .map(([library, urls]) => ({ library, urls }));
  const beforeH1 = list.filter((r) => h1Wall !== null && r.at <= h1Wall);
  const chainOf = (url) => {
    const chain = [];
    for (let at = url; at && !chain.includes(at); at = initiators.get(at)) chain.unshift(at);
    return chain;
  };
  // The longest chain among the requests made before the heading was visible (HTML = 1).
  const chain = beforeH1.map((r) => chainOf(r.url)).reduce((a, b) => (b.length > a.length ? b : a), []);
  const areaOf = (r) => apps.find((a) => String(a.port) === new URL(r.url).port)?.name;
  const entries = list.filter((r) => new URL(r.url).pathname === '/remoteEntry.js');

  return {
    h1: h1Text?.trim() ?? null,
    timing,
    requests: list.length,
    jsRequests: js.length,
    jsBytesGz: js.reduce((total, r) => total + r.bytes, 0),
    jsBytesGzBeforeH1: beforeH1.filter((r) => r.js).reduce((total, r) => total + r.bytes, 0),
    heavyLibraries: [...new Set(js.flatMap((r) => packagesIn(r.url)))]
      .filter((p) => HEAVY_LIBRARIES.includes(p))
      .sort(),
    chainBeforeH1: chain.map((url) => url.replace(/^http:\/\/localhost:/, ':')),
    remoteEntriesFetched: entries.map(areaOf),
    remoteEntriesBeforeH1: entries.filter((r) => h1Wall !== null && r.at <= h1Wall).map(areaOf),
    failedRequests: list.filter((r) => r.failed).map((r) => r.url),
    sharedDuplicates: duplicates,
    detail: list.map(({ url, type, bytes, js: isScript }) => ({ url, type, bytes, js: isScript })),
  };
}

/**
 * The catalogue reads the API: start it (a seeded database in a temporary folder holding one real
 * certificate, rate limits off; a signed-out visitor needs no Auth emulator) unless one already answers on
 * its port. Returns the child to stop (or null) and the certificate's id (null when an API was reused).
 */
async function ensureApi() {
  const health = `http://127.0.0.1:${services.api}/healthz`;
  const up = () =>
    fetch(health, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
  if (await up()) return { child: null, certificateId: null };
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  // Signed-out visits only: no identity provider, so not local mode; a throwaway webhook key of its own.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_USER: '0',
    BANK_WEBHOOK_API_KEY: `bench-${process.pid}-${Date.now()}`,
  };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.API_LOCAL_MODE;
  const fixtures = spawnSync(tsx, ['scripts/bench-fixtures.ts'], {
    cwd: path.join(root, 'api'),
    env,
    encoding: 'utf8',
  });
  if (fixtures.status !== 0) throw new Error(`bench fixtures failed: ${fixtures.stderr}`);
  const { certificateId } = JSON.parse(fixtures.stdout.trim().split('\n').at(-1));
  const child = spawn(tsx, ['src/main.ts'], { cwd: path.join(root, 'api'), env, stdio: 'ignore' });
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((r) => setTimeout(r, 250))) {
    if (await up()) return { child, certificateId };
  }
  child.kill();
  throw new Error('the API did not start');
}

/** LCP of a cold load of `route` with the CPU throttled `rate`× (Chrome DevTools Protocol). */
async function measureLcp(browser, route, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'vi-VN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // The page reports when the grid is ready through a binding: no polling from the test driver (Playwright's
  // visibility polling runs style and layout on every frame, on the very thread being measured).
  let gridReady;
  const ready = new Promise((resolve) => (gridReady = resolve));
  await page.exposeBinding('__benchGridReady', () => gridReady());
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      window.__lcp = {
        at: last.startTime,
        element: last.element?.tagName ?? null,
        text: last.element?.textContent?.slice(0, 40),
      };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const watch = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="product-grid"][data-state="ready"]')) return;
      watch.disconnect();
      window.__benchGridReady();
    });
    watch.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await page.goto(`http://localhost:${apps[0].port}${route}`, { waitUntil: 'load' });
  let timer;
  await Promise.race([
    ready,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${route}: the grid was not ready in 60 s`)), 60_000);
    }),
  ]).finally(() => clearTimeout(timer));
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => window.__lcp ?? null);
  await context.close();
  return lcp;
}

/** Time from a category change to the updated grid painted (the change event to the next frame after it). */
async function measureFilterChange(browser, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'vi-VN' });
  const page = await context.newPage();
  if (rate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`http://localhost:${apps[0].port}/`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="product-grid"][data-state="ready"]', { timeout: 60_000 });
  const select = page.getByLabel('Danh mục', { exact: true });
  const samples = [];
  for (const category of ['hinh-anh', 'giai-tri', 'viet-lach', 'kinh-doanh', 'giao-duc', 'lap-trinh', '']) {
    await page.evaluate(() => {
      // Done when the grid is ready with other cards than before: a loading state in between, or none when
      // the data layer already holds the answer (a category seen before is shown from its cache at once).
      const cards = () => document.querySelector('[data-testid="product-grid"]')?.textContent ?? '';
      window.__filter = { start: null, done: null, before: cards() };
      addEventListener('change', () => (window.__filter.start = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const grid = document.querySelector('[data-testid="product-grid"]');
        if (grid?.dataset.state === 'ready' && cards() !== window.__filter.before) {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (window.__filter.done = performance.now())));
        }
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    await select.selectOption(category);
    await page.waitForFunction(() => window.__filter.done !== null, null, { timeout: 30_000 });
    samples.push(await page.evaluate(() => window.__filter.done - window.__filter.start));
  }
  await context.close();
  return { medianMs: median(samples), maxMs: Math.round(Math.max(...samples)), samples: samples.map(Math.round) };
}

const lighthouseVersion = (results) => {
  const file = results[0]?.typicalRun.report;
  return file ? JSON.parse(readFileSync(path.join(root, file), 'utf8')).lighthouseVersion : '';
};

/**
 * Median of each Lighthouse figure over the runs of one page; the run whose score is the median is kept
 * whole (its report goes to bench-results/lighthouse/, its LCP element, chain and shifts to web.json).
 */
function summariseLighthouse(route, samples) {
  const figures = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'];
  const med = Object.fromEntries(
    figures.map((key) => {
      const values = samples
        .map((s) => s.summary[key])
        .filter((v) => typeof v === 'number')
        .sort((a, b) => a - b);
      const mid = Math.floor(values.length / 2);
      const value = values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
      return [key, key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value)];
    }),
  );
  const byScore = [...samples].sort((a, b) => a.summary.performance - b.summary.performance);
  const typical = byScore[Math.floor((byScore.length - 1) / 2)];
  const slug = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const reportFile = path.join(root, 'bench-results/lighthouse', `${slug}.json`);
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, JSON.stringify(typical.lhr));
  const t = LIGHTHOUSE_TARGETS;
  return {
    path: route,
    runs: samples.length,
    median: med,
    within: {
      performance: med.performance >= t.performance,
      lcp: med.lcpMs <= t.lcpMs,
      cls: med.cls <= t.cls,
      tbt: med.tbtMs <= t.tbtMs,
    },
    runsDetail: samples.map((s) => ({
      performance: s.summary.performance,
      lcpMs: s.summary.lcpMs,
      cls: s.summary.cls,
      tbtMs: s.summary.tbtMs,
    })),
    typicalRun: { ...typical.summary, report: path.relative(root, reportFile) },
  };
}

function pad(value, width, right = false) {
  const text = String(value ?? '–');
  return right ? text.padStart(width) : text.padEnd(width);
}

async function main() {
  const loadBefore = os.loadavg()[0];
  if (!flag('--no-build')) {
    log('npm run build (production bundles; lerna/nx rebuilds only what changed)…');
    const built = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    if (built.status !== 0) throw new Error('build failed');
  }

  const servers = [];
  try {
    for (const app of apps)
      servers.push(await serveStatic({ dir: path.join(root, app.dir, 'dist'), port: app.port, spa: true }));
  } catch (error) {
    for (const server of servers) server.close();
    throw new Error(`cannot serve the builds (${error.message}); are ports ${apps[0].port}-${apps.at(-1).port} free?`);
  }
  log(
    `serving ${apps.map((a) => `${a.name}:${a.port}`).join(' ')} (signed-out visitor; the catalogue reads the API on :${services.api})`,
  );

  const { child: api, certificateId } = await ensureApi();
  if (!onlyRoutes.length) {
    if (certificateId) routes.splice(3, 0, { path: `/chung-nhan/${certificateId}`, label: 'certificate' });
    else log('an API was already running: the certificate page is not measured (no certificate id known)');
  }
  const lighthouseRoutes = onlyRoutes.length ? onlyRoutes : [...LIGHTHOUSE_ROUTES];
  if (certificateId && !onlyRoutes.length) lighthouseRoutes.push(`/chung-nhan/${certificateId}`);
  let catalogue = null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const chromiumVersion = browser.version();
  const shared = sharedChunkMap();
  const results = [];
  try {
    for (const route of onlyLighthouse ? [] : routes) {
      const own = [];
      const real = [];
      for (let i = 0; i < runs; i += 1) {
        own.push(await measure(browser, route, shared, { holdIdle: true }));
        real.push(await measure(browser, route, shared, { holdIdle: false }));
      }
      const medians = (samples) =>
        Object.fromEntries(Object.keys(samples[0].timing).map((k) => [k, median(samples.map((s) => s.timing[k]))]));
      const first = own[0];
      const owners = first.remoteEntriesFetched;
      const result = {
        path: route.path,
        label: route.label,
        h1: first.h1,
        runs,
        // What the route itself needs (idle preloading held off).
        route: {
          requests: first.requests,
          jsRequests: first.jsRequests,
          jsBytesGz: first.jsBytesGz,
          jsBytesGzBeforeH1: first.jsBytesGzBeforeH1,
          heavyLibraries: first.heavyLibraries,
          chainBeforeH1: first.chainBeforeH1,
          areas: owners,
          timingMs: medians(own),
        },
        // A real cold visit: the shell also preloads the other areas when the browser is idle.
        withIdlePreload: {
          requests: real[0].requests,
          jsBytesGz: real[0].jsBytesGz,
          timingMs: medians(real),
          otherAreasRequestedBeforeH1: real[0].remoteEntriesBeforeH1.filter((a) => !owners.includes(a)),
        },
        sharedDuplicates: [...first.sharedDuplicates, ...real[0].sharedDuplicates],
        failedRequests: [...new Set([...first.failedRequests, ...real[0].failedRequests])],
        requests: first.detail,
      };
      results.push(result);
      log(
        `${route.path}: ${result.route.requests} req, ${kb(result.route.jsBytesGz)} KB JS gz ` +
          `(${kb(result.route.jsBytesGzBeforeH1)} before h1, chain ${result.route.chainBeforeH1.length}), FCP ${result.route.timingMs.fcp} ms, h1 ${result.route.timingMs.h1} ms ("${result.h1}")`,
      );
    }
    if (!onlyLighthouse) {
      // Catalogue interaction targets: LCP of / with 4× CPU throttling, filter change to grid.
      catalogue = { lcpThrottled4x: [], filterChange: null, filterChangeThrottled4x: null };
      for (let i = 0; i < runs; i += 1) catalogue.lcpThrottled4x.push(await measureLcp(browser, '/', 4));
      catalogue.filterChange = await measureFilterChange(browser, 1);
      catalogue.filterChangeThrottled4x = await measureFilterChange(browser, 4);
    }
  } finally {
    await browser.close();
  }
  // Lighthouse last, one page load at a time in its own browser (it throttles by simulation, from a trace
  // of an unthrottled load, so the Playwright browser must not run beside it).
  const lighthouseResults = [];
  try {
    for (const route of withLighthouse ? lighthouseRoutes : []) {
      const samples = [];
      for (let i = 0; i < lighthouseRuns; i += 1) {
        samples.push(
          await runLighthouse(`http://localhost:${apps[0].port}${route}`, {
            executablePath: CHROMIUM,
            flags: CHROMIUM_ARGS,
          }),
        );
      }
      lighthouseResults.push(summariseLighthouse(route, samples));
      const m = lighthouseResults.at(-1).median;
      log(
        `lighthouse ${route}: performance ${m.performance}, LCP ${m.lcpMs} ms, CLS ${m.cls}, TBT ${m.tbtMs} ms ` +
          `(runs: ${samples.map((s) => s.summary.performance).join(', ')})`,
      );
    }
  } finally {
    api?.kill();
  }

  const remoteEntries = [];
  for (const app of apps.filter((a) => a.remote)) {
    const { bytes, encoding, status } = await gzippedSize(`http://127.0.0.1:${app.port}/remoteEntry.js`);
    remoteEntries.push({
      area: app.name,
      status,
      encoding,
      bytesGz: bytes,
      kbGz: kb(bytes),
      withinTarget: kb(bytes) <= TARGETS.remoteEntryKbGz,
    });
  }
  for (const server of servers) server.close();

  const home = results.find((r) => r.path === '/');
  const duplicates = results.flatMap((r) => r.sharedDuplicates.map((d) => ({ route: r.path, ...d })));
  const budgets = {
    // The JS that arrives before the catalogue's heading is visible (the whole load beside it).
    firstLoadJs: home
      ? {
          target: `<= ${TARGETS.firstLoadJsKbGz} KB gz up to the catalogue heading`,
          kbGz: kb(home.route.jsBytesGzBeforeH1),
          kbGzWholeLoad: kb(home.route.jsBytesGz),
          within: kb(home.route.jsBytesGzBeforeH1) <= TARGETS.firstLoadJsKbGz,
        }
      : null,
    remoteEntry: {
      target: `<= ${TARGETS.remoteEntryKbGz} KB gz each`,
      largestKbGz: Math.max(...remoteEntries.map((e) => e.kbGz)),
      within: remoteEntries.every((e) => e.withinTarget),
    },
    sharedFetchedOnce: { within: duplicates.length === 0, duplicates },
  };

  const W = 26;
  if (results.length) {
    console.log('');
    console.log(
      `${pad('route', W)}${pad('req', 5, true)}${pad('JS req', 8, true)}${pad('JS KB gz', 10, true)}${pad('<h1 KB', 8, true)}${pad('chain', 7, true)}${pad('FCP ms', 8, true)}${pad('h1 ms', 7, true)}` +
        `  | ${pad('req', 4, true)}${pad('JS KB gz', 10, true)}${pad('FCP ms', 8, true)}${pad('h1 ms', 7, true)}  preloaded before h1`,
    );
    for (const r of results) {
      const a = r.route;
      const b = r.withIdlePreload;
      console.log(
        `${pad(r.path.slice(0, W - 1), W)}${pad(a.requests, 5, true)}${pad(a.jsRequests, 8, true)}${pad(kb(a.jsBytesGz), 10, true)}${pad(kb(a.jsBytesGzBeforeH1), 8, true)}${pad(a.chainBeforeH1.length, 7, true)}${pad(a.timingMs.fcp, 8, true)}${pad(a.timingMs.h1, 7, true)}` +
          `  | ${pad(b.requests, 4, true)}${pad(kb(b.jsBytesGz), 10, true)}${pad(b.timingMs.fcp, 8, true)}${pad(b.timingMs.h1, 7, true)}  ${b.otherAreasRequestedBeforeH1.join(',') || '–'}`,
      );
    }
    console.log(
      `left: what the route needs (idle preloading held off); right: a real cold visit incl. idle preloading of the other areas.`,
    );
    console.log(
      `<h1 KB: JS gz downloaded before the heading was visible; chain: longest request chain before it (HTML = 1).`,
    );
    console.log(`times: medians of ${runs} cold loads, ms from navigation start; h1 = the page heading first visible.`);
    console.log('');
    console.log('heavy libraries downloaded by each route (what the route itself needs):');
    for (const r of results)
      console.log(`  ${pad(r.path.slice(0, W - 1), W)}${r.route.heavyLibraries.join(', ') || '–'}`);
    console.log('');
  }
  if (lighthouseResults.length) {
    const t = LIGHTHOUSE_TARGETS;
    console.log(
      `Lighthouse ${lighthouseVersion(lighthouseResults)} mobile, simulated throttling, median of ${lighthouseRuns} ` +
        `(targets: performance >= ${t.performance}, LCP <= ${t.lcpMs} ms, CLS <= ${t.cls}, TBT <= ${t.tbtMs} ms):`,
    );
    console.log(
      `${pad('page', W)}${pad('perf', 6, true)}${pad('FCP ms', 8, true)}${pad('LCP ms', 8, true)}${pad('CLS', 7, true)}${pad('TBT ms', 8, true)}${pad('SI ms', 7, true)}  LCP element`,
    );
    const flagged = (value, ok) => `${value}${ok ? '' : '*'}`;
    for (const l of lighthouseResults) {
      const m = l.median;
      console.log(
        `${pad(l.path.slice(0, W - 1), W)}${pad(flagged(m.performance, l.within.performance), 6, true)}${pad(m.fcpMs, 8, true)}` +
          `${pad(flagged(m.lcpMs, l.within.lcp), 8, true)}${pad(flagged(m.cls, l.within.cls), 7, true)}${pad(flagged(m.tbtMs, l.within.tbt), 8, true)}` +
          `${pad(m.speedIndexMs, 7, true)}  ${(l.typicalRun.lcpElement ?? '–').slice(0, 70)}`,
      );
    }
    console.log('* = outside its target. Reports of the median runs: bench-results/lighthouse/');
    console.log('');
  }
  console.log(`remoteEntry.js gz: ${remoteEntries.map((e) => `${e.area} ${e.kbGz} KB`).join(' · ')}`);
  console.log('');
  const mark = (ok) => (ok ? 'OK  ' : 'OVER');
  if (budgets.firstLoadJs)
    console.log(
      `${mark(budgets.firstLoadJs.within)} first load of / : ${budgets.firstLoadJs.kbGz} KB JS gz before the heading, ` +
        `${budgets.firstLoadJs.kbGzWholeLoad} KB in all (target ${budgets.firstLoadJs.target})`,
    );
  console.log(
    `${mark(budgets.remoteEntry.within)} remoteEntry.js : largest ${budgets.remoteEntry.largestKbGz} KB gz (target ${budgets.remoteEntry.target})`,
  );
  console.log(
    `${budgets.sharedFetchedOnce.within ? 'OK  ' : 'FAIL'} shared libraries fetched once per page${duplicates.length ? `: ${JSON.stringify(duplicates)}` : ''}`,
  );

  if (catalogue) {
    const lcp = median(catalogue.lcpThrottled4x.map((entry) => entry?.at));
    const last = catalogue.lcpThrottled4x.at(-1);
    budgets.lcpHomeThrottled4x = { target: '<= 1500 ms', ms: lcp, within: lcp !== null && lcp <= 1500, element: last };
    const change = catalogue.filterChange.medianMs;
    budgets.filterChangeToGrid = { target: '<= 100 ms', ms: change, within: change <= 100 };
    console.log(
      `${mark(budgets.lcpHomeThrottled4x.within)} LCP of / with 4× CPU throttling: ${lcp} ms (target <= 1500 ms; ` +
        `element ${last?.element} "${last?.text ?? ''}")`,
    );
    console.log(
      `${mark(budgets.filterChangeToGrid.within)} filter change -> updated grid: median ${change} ms, max ${catalogue.filterChange.maxMs} ms ` +
        `(target <= 100 ms); with 4× CPU throttling: median ${catalogue.filterChangeThrottled4x.medianMs} ms`,
    );
  }

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      // Timings are only comparable on an otherwise idle machine: the 1-minute load average before the
      // bench started (what else was running) and at its end (the bench's own load included).
      loadAverage1mBefore: Math.round(loadBefore * 100) / 100,
      loadAverage1mAfter: Math.round(os.loadavg()[0] * 100) / 100,
    },
    chromium: chromiumVersion,
    runsPerRoute: runs,
    targets: TARGETS,
    budgets,
    routes: results,
    remoteEntries,
    catalogue,
    lighthouse: lighthouseResults,
  };
  const out = path.join(root, 'bench-results/web.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`report written to ${path.relative(root, out)}`);
  if (loadBefore > os.cpus().length * 0.75) {
    log(
      `note: the machine was busy before the bench (load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs); ` +
        'timings are not comparable, run again on an idle machine',
    );
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error.message}`);
  process.exit(1);
});
