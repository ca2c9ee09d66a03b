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
//   (`--route /chung-nhan` measures the certificate the bench's own API makes: its id is new each run)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from '../orchestrate/static-server.mjs';
import { shellPages } from '../orchestrate/shell-pages.mjs';
import { ensureApi } from './bench-api.mjs';
import { measureFilterChange, measureLcp } from './catalogue.mjs';
import { failureOf, LIGHTHOUSE_TARGETS, runLighthouse } from './lighthouse.mjs';
import { reportName, summariseLighthouse } from './lighthouse-summary.mjs';
import { gzippedSize, measure, sharedChunkMap } from './page-load.mjs';
import { printBudgets, printTables } from './print.mjs';
import { kb, log, median } from './stats.mjs';

const require = createRequire(import.meta.url);
const { apps, root, services } = require('../apps.cjs');
const { chromium } = require('playwright-core');

/** The routes measured. Add one line per route. */
const ROUTES = [
  { path: '/', label: 'catalogue' },
  { path: '/product/pong-neon', label: 'product' },
  { path: '/checkout/ABCDEFGHJK', label: 'checkout (→ sign-in)' },
  { path: '/salepage', label: 'academy sales page' },
  { path: '/training', label: 'academy landing' },
  { path: '/pricing', label: 'creator pricing (fee calculator)' },
  { path: '/become-a-creator', label: 'creator application (→ sign-in)' },
  // '/chung-nhan/<id>' (a real certificate, made when the bench starts its own API) is added in main().
  // Signed-in pages, opened signed out: the area's own code and the sign-in page it sends the visitor to.
  { path: '/my/library', label: 'account library (→ sign-in)' },
  { path: '/my/affiliate/dashboard', label: 'affiliate dashboard (→ sign-in)' },
  { path: '/creator/dashboard', label: 'creator dashboard (→ sign-in)' },
  { path: '/admin/dashboard', label: 'admin dashboard (→ sign-in)' },
];

/** Lighthouse (mobile) runs on these; the certificate page is added in main() when known. */
const LIGHTHOUSE_ROUTES = ['/', '/product/pong-neon', '/salepage', '/training'];

/** JS of / and of a product page up to their headings, and each remoteEntry.js (gzipped). */
const TARGETS = {
  firstLoadJsKbGz: 150,
  productFirstLoadJsKbGz: 165,
  remoteEntryKbGz: 10,
  lighthouse: LIGHTHOUSE_TARGETS,
};
const { executablePath: CHROMIUM, args: CHROMIUM_ARGS } = require('../chromium.cjs');

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

/** A route's JS before its heading against `targetKb` (gzipped), with its whole load; null when not measured. */
const firstLoad = (result, targetKb, heading) =>
  result
    ? {
        target: `<= ${targetKb} KB gz up to ${heading}`,
        kbGz: kb(result.route.jsBytesGzBeforeH1),
        kbGzWholeLoad: kb(result.route.jsBytesGz),
        within: kb(result.route.jsBytesGzBeforeH1) <= targetKb,
      }
    : null;

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
    // Served as in production: the shell's origin writes the public pages' heads (shell/server).
    const pages = await shellPages();
    for (const app of apps) {
      const own = app.name === 'shell' ? pages : null;
      servers.push(await serveStatic({ dir: path.join(root, app.dir, 'dist'), port: app.port, spa: true, pages: own }));
    }
  } catch (error) {
    for (const server of servers) server.close();
    throw new Error(`cannot serve the builds (${error.message}); are ports ${apps[0].port}-${apps.at(-1).port} free?`);
  }
  log(
    `serving ${apps.map((a) => `${a.name}:${a.port}`).join(' ')} (signed-out visitor; the catalogue reads the API on :${services.api})`,
  );

  const { child: api, certificateId } = await ensureApi();
  // A certificate's id is only known once the bench's own API has made it (`--route /chung-nhan` names it).
  const certificatePath = certificateId ? `/chung-nhan/${certificateId}` : null;
  if (!onlyRoutes.length) {
    if (certificatePath) routes.splice(3, 0, { path: certificatePath, label: 'certificate' });
    else log('an API was already running: the certificate page is not measured (no certificate id known)');
  }
  for (const route of routes) if (route.path === '/chung-nhan' && certificatePath) route.path = certificatePath;
  const lighthouseRoutes = onlyRoutes.length ? routes.map((route) => route.path) : [...LIGHTHOUSE_ROUTES];
  if (certificatePath && !onlyRoutes.length) lighthouseRoutes.push(certificatePath);
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
      // A run that gave no score measured nothing: it is run again (twice at most for the page), and the
      // failure is reported with its reason and report, never counted as a score of 0.
      const samples = [];
      const failed = [];
      for (let attempt = 0; samples.length < lighthouseRuns && attempt < lighthouseRuns + 2; attempt += 1) {
        const run = await runLighthouse(`http://localhost:${apps[0].port}${route}`, {
          executablePath: CHROMIUM,
          flags: CHROMIUM_ARGS,
        });
        const failure = failureOf(run.lhr);
        if (!failure) {
          samples.push(run);
          continue;
        }
        const report = `bench-results/lighthouse/failed-${failed.length + 1}-${reportName(route)}.json`;
        mkdirSync(path.join(root, 'bench-results/lighthouse'), { recursive: true });
        writeFileSync(path.join(root, report), JSON.stringify(run.lhr));
        failed.push({ reason: failure, report, run });
        log(`lighthouse ${route}: a run gave no score (${failure}); report ${report}`);
      }
      lighthouseResults.push({
        ...summariseLighthouse(route, samples.length ? samples : failed.map(({ run }) => run)),
        failedRuns: failed.map(({ reason, report }) => ({ reason, report })),
      });
      const m = lighthouseResults.at(-1).median;
      log(
        `lighthouse ${route}: performance ${m.performance}, LCP ${m.lcpMs} ms, CLS ${m.cls}, TBT ${m.tbtMs} ms ` +
          `(runs: ${samples.map((s) => s.summary.performance).join(', ')}` +
          `${failed.length ? `; ${failed.length} without a score, run again` : ''}; ` +
          `CPU benchmark index ${samples.map((s) => Math.round(s.summary.benchmarkIndex ?? 0)).join(', ')})`,
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
  const product = results.find((r) => r.path.startsWith('/product/'));
  const duplicates = results.flatMap((r) => r.sharedDuplicates.map((d) => ({ route: r.path, ...d })));
  const budgets = {
    // The JS that arrives before the page's heading is visible (the whole load beside it): the catalogue's,
    // and a product page's, whose pictures, reviews and description came after the catalogue's.
    firstLoadJs: firstLoad(home, TARGETS.firstLoadJsKbGz, 'the catalogue heading'),
    productFirstLoadJs: firstLoad(product, TARGETS.productFirstLoadJsKbGz, "the product's heading"),
    remoteEntry: {
      target: `<= ${TARGETS.remoteEntryKbGz} KB gz each`,
      largestKbGz: Math.max(...remoteEntries.map((e) => e.kbGz)),
      within: remoteEntries.every((e) => e.withinTarget),
    },
    sharedFetchedOnce: { within: duplicates.length === 0, duplicates },
  };

  if (catalogue) {
    const lcp = median(catalogue.lcpThrottled4x.map((entry) => entry?.at));
    const last = catalogue.lcpThrottled4x.at(-1);
    budgets.lcpHomeThrottled4x = { target: '<= 1500 ms', ms: lcp, within: lcp !== null && lcp <= 1500, element: last };
    const change = catalogue.filterChange.medianMs;
    budgets.filterChangeToGrid = { target: '<= 100 ms', ms: change, within: change <= 100 };
  }

  printTables(results, lighthouseResults, { runs, lighthouseRuns });
  printBudgets(budgets, { remoteEntries, duplicates, catalogue });

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
