// Stops the Auth emulator only if this run's global setup started it.
import { stopEmulator } from '../scripts/emulator';
import { started, STARTED_EMULATOR } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const pid = started[STARTED_EMULATOR];
  if (pid === undefined) return;
  delete started[STARTED_EMULATOR];
  await stopEmulator(pid);
}
