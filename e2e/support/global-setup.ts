// Starts the composed product once for the whole run and returns the teardown that stops it.
// Tests stop and start single app servers through a tiny control endpoint served from this (the runner)
// process, which owns every child process; see support/control.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apps, log, Stack } from './stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const stack = new Stack();
  const onExit = () => stack.killAllNow();
  process.once('exit', onExit);

  stack.ensureBuilds();
  // Static servers and services start together; the emulator is the slow one (about 20 s).
  await Promise.all([stack.startAllApps(), stack.startServices()]);

  const control = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const [, action, name] = url.pathname.split('/');
    const run =
      action === 'stop'
        ? stack.stopApp(name)
        : action === 'start'
          ? stack.startApp(name, { deployDir: url.searchParams.get('deployDir') ?? undefined })
          : Promise.reject(new Error(`unknown action ${action}`));
    run.then(
      () => {
        res.writeHead(200).end('ok');
      },
      (error: Error) => {
        res.writeHead(500).end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  // Workers are spawned after global setup and inherit this environment.
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  log(
    'setup',
    `ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${apps.map((a) => `${a.name}:${a.port}`).join(' ')}`,
  );

  return async () => {
    control.close();
    await stack.stopAll();
    process.removeListener('exit', onExit);
    log('teardown', 'stopped everything this suite started');
  };
}
