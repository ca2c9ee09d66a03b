// The catalogue's interaction figures: LCP with the CPU throttled, and a filter change to the updated grid.
import { createRequire } from 'node:module';
import { median } from './stats.mjs';

const require = createRequire(import.meta.url);
const { apps } = require('../apps.cjs');

/** LCP of a cold load of `route` with the CPU throttled `rate`× (Chrome DevTools Protocol). */
export async function measureLcp(browser, route, rate) {
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
export async function measureFilterChange(browser, rate) {
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
