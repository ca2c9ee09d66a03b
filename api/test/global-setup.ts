// Starts the Firebase Auth emulator on 9099 unless one is already running (then it is reused and left alone),
// and, with DATABASE_URL, applies migrations and the seed once before the test files run in parallel.
import { EMULATOR_HOST, ensureEmulator } from '../scripts/emulator';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/seed';

/**
 * The emulator this run started, for global teardown (jest runs both in its main process). Kept in memory,
 * not in a file: two runs on one machine (a developer's beside CI's) each stop only the emulator they started.
 */
export const STARTED_EMULATOR = Symbol.for('api-test-started-emulator');
type WithStarted = typeof globalThis & { [STARTED_EMULATOR]?: number };
export const started = globalThis as WithStarted;

export default async function globalSetup(): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  // The tests run the API in local mode: emulator identities and the development webhook key.
  process.env.API_LOCAL_MODE = 'true';
  const pid = await ensureEmulator();
  if (pid !== null) started[STARTED_EMULATOR] = pid;
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
    await seedDatabase(database.db);
    await database.close();
  }
}
