// Starts the Firebase Auth emulator on 9099 unless one is already running (then it is reused and left alone),
// and, with DATABASE_URL, applies migrations and the seed once before the test files run in parallel.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/seed';

export const EMULATOR_HOST = '127.0.0.1:9099';
const ROOT = path.resolve(__dirname, '../..');
export const STATE_FILE = path.join(os.tmpdir(), 'api-test-emulator.json');

async function up(): Promise<boolean> {
  try {
    const response = await fetch(`http://${EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup(): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  if (!(await up())) {
    const logFile = path.join(os.tmpdir(), 'api-test-emulator.log');
    const out = fs.openSync(logFile, 'w');
    const firebase = path.join(ROOT, 'node_modules', '.bin', 'firebase');
    // Own process group, so teardown stops the emulator and its children together.
    const child = spawn(firebase, ['emulators:start', '--only', 'auth', '--project', 'demo-marketplace'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', out, out],
    });
    child.unref();
    fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid }));
    const deadline = Date.now() + 90_000;
    while (!(await up())) {
      if (Date.now() > deadline) throw new Error(`Auth emulator did not start; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
    await seedDatabase(database.db);
    await database.close();
  }
}
