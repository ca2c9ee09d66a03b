// Stops the Auth emulator only if global setup started it.
import fs from 'node:fs';
import { STATE_FILE } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid } = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid: number };
  fs.rmSync(STATE_FILE);
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  // Wait for the port to be released, so the next run (or the dev server) can bind 9099.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-pid, 'SIGKILL');
}
