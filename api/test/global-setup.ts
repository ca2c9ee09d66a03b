// Starts the Firebase Auth emulator on 9099 unless one is already running (then it is reused and left alone),
// and, with DATABASE_URL, applies migrations and the seed once before the test files run in parallel.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMULATOR_HOST, ensureEmulator } from '../scripts/emulator';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/seed';

export const STATE_FILE = path.join(os.tmpdir(), 'api-test-emulator.json');

export default async function globalSetup(): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  // The tests run the API in local mode: emulator identities and the development webhook key.
  process.env.API_LOCAL_MODE = 'true';
  const pid = await ensureEmulator();
  if (pid !== null) fs.writeFileSync(STATE_FILE, JSON.stringify({ pid }));
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
    await seedDatabase(database.db);
    await database.close();
  }
}
