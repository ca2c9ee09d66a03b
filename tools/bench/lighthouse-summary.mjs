// The median of several Lighthouse runs of one page, with the typical run's report kept on disk.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LIGHTHOUSE_TARGETS } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { root } = require('../apps.cjs');

export const lighthouseVersion = (results) => {
  const file = results[0]?.typicalRun.report;
  return file ? JSON.parse(readFileSync(path.join(root, file), 'utf8')).lighthouseVersion : '';
};

/** The name a page's Lighthouse reports are kept under in bench-results/lighthouse/. */
export const reportName = (route) => route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/**
 * Median of each Lighthouse figure over the runs of one page; the run whose score is the median is kept
 * whole (its report goes to bench-results/lighthouse/, its LCP element, chain and shifts to web.json).
 */
export function summariseLighthouse(route, samples) {
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
  const reportFile = path.join(root, 'bench-results/lighthouse', `${reportName(route)}.json`);
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
      benchmarkIndex: s.summary.benchmarkIndex,
    })),
    typicalRun: { ...typical.summary, report: path.relative(root, reportFile) },
  };
}
