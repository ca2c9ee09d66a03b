// Stops the Auth emulator only if global setup started it.
import fs from 'node:fs';
import { stopEmulator } from '../scripts/emulator';
import { STATE_FILE } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid } = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid: number };
  fs.rmSync(STATE_FILE);
  await stopEmulator(pid);
}
