// Lighthouse (the npm package) in Debian's Chromium, offline: mobile form factor with simulated throttling,
// Lighthouse's default (a mid-range phone on a slow 4G link: 150 ms RTT, 1.6 Mbit/s, CPU 4× slower). Used by
// `npm run bench:web`; every run gets a fresh browser and profile, so every load is a cold first visit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

/** The targets for each measured page (reported, never enforced). */
export const LIGHTHOUSE_TARGETS = { performance: 95, lcpMs: 2200, cls: 0.02, tbtMs: 150 };

/** Starts Chromium with a DevTools port of its own choosing; resolves once the port is known. */
function launchChromium(executablePath, flags) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    executablePath,
    [...flags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        // Chromium's helper processes (its own process group, stopped with it below) may still be writing the
        // profile when the main one has exited: removal retries, and a folder left behind never fails the bench.
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        } catch (error) {
          console.warn(`[bench] could not remove ${profile}: ${error.message}`);
        }
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill();
      }
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Chromium printed no DevTools port in 30 s: ${output.slice(-500)}`));
    }, 30_000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stderr.removeAllListeners('data');
      child.stderr.resume();
      resolve({ port: Number(match[1]), stop });
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      void stop();
      reject(error);
    });
  });
}

const round = (value, digits = 0) => (typeof value === 'number' ? Number(value.toFixed(digits)) : null);

/**
 * The longest chain of render-critical requests in Lighthouse's network dependency tree (HTML → … → last
 * request); `chains` and each node's `children` are objects keyed by request id.
 */
function longestChain(tree) {
  let best = { depth: 0, ms: 0, urls: [] };
  const walk = (nodes, trail) => {
    for (const node of Object.values(nodes ?? {})) {
      const next = [...trail, node.url];
      if (next.length > best.depth) best = { depth: next.length, ms: round(node.navStartToEndTime), urls: next };
      walk(node.children, next);
    }
  };
  walk(tree, []);
  return best;
}

/** The figures this bench keeps from one Lighthouse report. */
export function summarise(lhr) {
  const audits = lhr.audits;
  const value = (id) => audits[id]?.numericValue;
  const lcpPhases = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'table');
  const lcpNode = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  const tree = audits['network-dependency-tree-insight']?.details?.items?.find(
    (item) => item.value?.type === 'network-tree',
  )?.value?.chains;
  const shifts = audits['cls-culprits-insight']?.details?.items ?? [];
  return {
    performance: round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: round(value('first-contentful-paint')),
    lcpMs: round(value('largest-contentful-paint')),
    tbtMs: round(value('total-blocking-time')),
    cls: round(value('cumulative-layout-shift'), 3),
    speedIndexMs: round(value('speed-index')),
    lcpElement: lcpNode ? `${lcpNode.snippet} ${lcpNode.nodeLabel ?? ''}`.trim() : null,
    lcpPhases: lcpPhases?.items?.map((p) => ({ phase: p.label ?? p.subpart, ms: round(p.duration) })) ?? null,
    chain: tree ? longestChain(tree) : null,
    layoutShifts: shifts
      .flatMap((section) => section.items ?? [])
      .filter((item) => item.node?.type === 'node')
      .map((item) => ({
        element: `${item.node.snippet} ${item.node.nodeLabel ?? ''}`.trim(),
        score: round(item.score, 3),
      })),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings,
    // Lighthouse's own measure of this machine's CPU speed at the run (higher is faster). Simulated
    // throttling multiplies what this CPU took, so scores are comparable only between runs with close indexes.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * Why a run gave no score, or null when it did: Lighthouse's own runtime error, else the metrics it could
 * not compute (their audits' errors). Such a run measured nothing about the page's speed.
 */
export function failureOf(lhr) {
  if (lhr.runtimeError?.message) return lhr.runtimeError.message;
  if (typeof lhr.categories.performance?.score === 'number') return null;
  const errors = METRICS.map((id) => lhr.audits[id]?.errorMessage && `${id}: ${lhr.audits[id].errorMessage}`);
  return errors.filter(Boolean).join('; ') || 'no performance score';
}

/** One Lighthouse run (fresh browser, cold cache) of `url`; returns the summary and the full report. */
export async function runLighthouse(url, { executablePath, flags }) {
  const chrome = await launchChromium(executablePath, flags);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { summary: summarise(result.lhr), lhr: result.lhr };
  } finally {
    await chrome.stop();
  }
}
