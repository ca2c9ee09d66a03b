// One cold load of a route in Chromium, measured: requests, gzipped JS (all and before the heading), timings,
// the longest request chain before the heading, heavy libraries downloaded and shared libraries fetched twice.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { apps, root } = require('../apps.cjs');

/** URL -> shared library, from each app's mf-manifest.json (only chunks that belong to one shared entry). */
export function sharedChunkMap() {
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
export function gzippedSize(url) {
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
export async function measure(browser, route, shared, { holdIdle }) {
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
