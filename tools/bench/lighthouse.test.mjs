// What makes a Lighthouse run one that measured nothing (the bench runs it again instead of counting a 0).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureOf, summarise } from './lighthouse.mjs';

const lhr = ({ score = 0.96, runtimeError, audits = {} } = {}) => ({
  runtimeError,
  categories: { performance: { score } },
  audits,
});

test('a run with a score has no failure, even a score of 0.3', () => {
  assert.equal(failureOf(lhr()), null);
  assert.equal(failureOf(lhr({ score: 0.3 })), null);
});

test('a run Lighthouse could not load names its runtime error', () => {
  const message = 'Lighthouse was unable to reliably load the page you requested. (Status code: 404)';
  assert.equal(failureOf(lhr({ score: null, runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message } })), message);
});

test('a run without a score names the metrics it could not compute', () => {
  const audits = {
    'first-contentful-paint': { numericValue: 1200 },
    'largest-contentful-paint': { errorMessage: 'NO_LCP' },
    'speed-index': { errorMessage: 'Speed Index could not be computed' },
  };
  assert.equal(
    failureOf(lhr({ score: null, audits })),
    'largest-contentful-paint: NO_LCP; speed-index: Speed Index could not be computed',
  );
  assert.equal(failureOf(lhr({ score: null })), 'no performance score');
});

test("a run keeps the machine's CPU benchmark index, so runs on different machines are not compared blindly", () => {
  const run = { ...lhr({ score: 0.97 }), environment: { benchmarkIndex: 2530 } };
  assert.equal(summarise(run).benchmarkIndex, 2530);
  assert.equal(summarise(run).performance, 97);
  assert.equal(summarise(lhr()).benchmarkIndex, null);
});
