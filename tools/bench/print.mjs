// What the bench prints: the routes' table, the Lighthouse medians and each budget's verdict (web.json holds
// the same figures in full).
import { LIGHTHOUSE_TARGETS } from './lighthouse.mjs';
import { lighthouseVersion } from './lighthouse-summary.mjs';
import { kb, pad } from './stats.mjs';

/** The routes' and Lighthouse's tables; `runs` and `lighthouseRuns` are how many loads each median is of. */
export function printTables(results, lighthouseResults, { runs, lighthouseRuns }) {
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
}

/** Each budget's verdict. */
export function printBudgets(budgets, { remoteEntries, duplicates, catalogue }) {
  console.log(`remoteEntry.js gz: ${remoteEntries.map((e) => `${e.area} ${e.kbGz} KB`).join(' · ')}`);
  console.log('');
  const mark = (ok) => (ok ? 'OK  ' : 'OVER');
  for (const [page, budget] of [
    ['/', budgets.firstLoadJs],
    ['a product', budgets.productFirstLoadJs],
  ]) {
    if (budget)
      console.log(
        `${mark(budget.within)} first load of ${page} : ${budget.kbGz} KB JS gz before the heading, ` +
          `${budget.kbGzWholeLoad} KB in all (target ${budget.target})`,
      );
  }
  console.log(
    `${mark(budgets.remoteEntry.within)} remoteEntry.js : largest ${budgets.remoteEntry.largestKbGz} KB gz (target ${budgets.remoteEntry.target})`,
  );
  console.log(
    `${budgets.sharedFetchedOnce.within ? 'OK  ' : 'FAIL'} shared libraries fetched once per page${duplicates.length ? `: ${JSON.stringify(duplicates)}` : ''}`,
  );

  if (catalogue) {
    const lcp = budgets.lcpHomeThrottled4x.ms;
    const last = budgets.lcpHomeThrottled4x.element;
    const change = budgets.filterChangeToGrid.ms;
    console.log(
      `${mark(budgets.lcpHomeThrottled4x.within)} LCP of / with 4× CPU throttling: ${lcp} ms (target <= 1500 ms; ` +
        `element ${last?.element} "${last?.text ?? ''}")`,
    );
    console.log(
      `${mark(budgets.filterChangeToGrid.within)} filter change -> updated grid: median ${change} ms, max ${catalogue.filterChange.maxMs} ms ` +
        `(target <= 100 ms); with 4× CPU throttling: median ${catalogue.filterChangeThrottled4x.medianMs} ms`,
    );
  }
}
