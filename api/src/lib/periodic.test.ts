import { jest } from '@jest/globals';
import Fastify from 'fastify';
import { runPeriodically } from './periodic';

afterEach(() => jest.useRealTimers());

it('runs the job a minute after the start, then on its period, never two runs at once; close waits for a run', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const app = Fastify({ logger: false });
  let runs = 0;
  let finish: (() => void) | null = null;
  runPeriodically(app, 'test job', 5 * 60_000, () => {
    runs += 1;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  });
  await app.ready();
  jest.advanceTimersByTime(59_999);
  expect(runs).toBe(0);
  jest.advanceTimersByTime(1);
  expect(runs).toBe(1);
  // Due again while the first is still running: not doubled.
  jest.advanceTimersByTime(5 * 60_000);
  expect(runs).toBe(1);
  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  expect(closed).toBe(false);
  finish!();
  await closing;
  expect(closed).toBe(true);
  // Closed: the timer is gone.
  jest.advanceTimersByTime(60 * 60_000);
  expect(runs).toBe(1);
});

it('logs a failed run and runs again next time; a period of 0 never runs', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const app = Fastify({ logger: false });
  const errors: unknown[] = [];
  jest.spyOn(app.log, 'error').mockImplementation((...args: unknown[]) => void errors.push(args[1]));
  let runs = 0;
  runPeriodically(app, 'failing job', 120_000, async () => {
    runs += 1;
    throw new Error('boom');
  });
  runPeriodically(app, 'never', 0, async () => {
    runs += 100;
  });
  jest.advanceTimersByTime(60_000);
  await jest.advanceTimersByTimeAsync(0);
  expect(runs).toBe(1);
  expect(errors).toEqual(['failing job']);
  await jest.advanceTimersByTimeAsync(120_000);
  expect(runs).toBe(2);
  await app.close();
});
