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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: closing`);
    await app.close().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
