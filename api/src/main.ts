// Starts the API: configuration, database (migrations, seed on first start), seed accounts, HTTP.
import { createApp } from './app';
import { loadConfig } from './config';
import { waitForEmulator } from './lib/emulator';
import { seedAuthAccounts } from './seed/seed';

const log = (message: string) => console.log(`[api] ${message}`);

async function main(): Promise<void> {
  const config = loadConfig();
  log(`starting (NODE_ENV=${config.nodeEnv}, project ${config.projectId})`);
  const app = await createApp(config, log);
  if (config.authEmulatorHost) {
    await waitForEmulator(config.authEmulatorHost, log);
    await seedAuthAccounts(app.identity.auth, log);
    log('seed accounts present in the Auth emulator (see api/README.md for passwords)');
  }
  await app.server.listen({ port: config.port, host: config.host });
  log(
    `listening on http://127.0.0.1:${config.port} (callables: POST /{name} and /${config.projectId}/{region}/{name})`,
  );

  // A restart loses nothing: on SIGTERM the instance first answers 503 on /readyz while still serving
  // (SHUTDOWN_DRAIN_MS, so the balancer's health check takes it out and sends elsewhere), then stops listening
  // and waits for the requests in flight (cut after SHUTDOWN_TIMEOUT_MS), lets the outbox worker finish the
  // batch it holds, and closes the database and Redis pools.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    const { drainMs, timeoutMs } = config.shutdown;
    log(`${signal}: draining for ${drainMs} ms (/readyz answers 503), then closing`);
    app.drain();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    const cut = setTimeout(() => {
      log(`requests still in flight after ${timeoutMs} ms: closing their connections`);
      app.server.server.closeAllConnections();
    }, timeoutMs);
    // Whatever hangs past that (a pool that never answers) does not keep a dead instance around.
    const giveUp = setTimeout(() => {
      console.error('[api] could not close in time; exiting');
      process.exit(1);
    }, timeoutMs + 10_000);
    giveUp.unref();
    let code = 0;
    await app.close().catch((error: unknown) => {
      console.error(error);
      code = 1;
    });
    clearTimeout(cut);
    log(`closed ${Date.now() - started} ms after ${signal}`);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
