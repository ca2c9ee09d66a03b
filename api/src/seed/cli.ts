// `npm run seed -w @app/api`: seeds the database (idempotent) and, when the emulator is configured, the accounts.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createIdentity } from '../http/auth';
import { waitForEmulator } from '../lib/emulator';
import { seedMedia } from './media';
import { seedAuthAccounts, seedDatabase } from './seed';

const log = (message: string) => console.log(`[seed] ${message}`);

async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { products } = await seedDatabase(database.db);
    log(`database seeded or already up to date (${products} products in the seed)`);
    const drawn = await seedMedia(database.db, config);
    log(`seed media: ${drawn.covers} covers, ${drawn.avatars} avatars and ${drawn.videos} lesson videos stored`);
  } finally {
    await database.close();
  }
  if (!config.authEmulatorHost) {
    log('FIREBASE_AUTH_EMULATOR_HOST not set: accounts are created by the API at start');
    return;
  }
  await waitForEmulator(config.authEmulatorHost, log, 5_000).then(
    async () => {
      const identity = createIdentity(config.projectId);
      await seedAuthAccounts(identity.auth, log);
      await identity.close();
    },
    () => log(`Auth emulator not running at ${config.authEmulatorHost}: accounts will be created when the API starts`),
  );
}

run().catch((error: unknown) => {
  console.error('[seed] failed:', error);
  process.exit(1);
});
