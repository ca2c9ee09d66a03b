// Starting and stopping the Firebase Auth emulator on 9099 for tests and the bench. One already running is
// reused and left alone; one started here is stopped by `stop` (its whole process group).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const EMULATOR_HOST = '127.0.0.1:9099';
const ROOT = path.resolve(__dirname, '../..');

export async function emulatorUp(): Promise<boolean> {
  try {
    const response = await fetch(`http://${EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Starts the emulator unless it is up; returns the pid of what it started, or null when it reused one. */
export async function ensureEmulator(): Promise<number | null> {
  if (await emulatorUp()) return null;
  const logFile = path.join(os.tmpdir(), 'api-auth-emulator.log');
  const out = fs.openSync(logFile, 'w');
  const firebase = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  const child = spawn(firebase, ['emulators:start', '--only', 'auth', '--project', 'demo-marketplace'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', out, out],
  });
  child.unref();
  const deadline = Date.now() + 90_000;
  while (!(await emulatorUp())) {
    if (Date.now() > deadline) {
      if (child.pid) stopEmulator(child.pid);
      throw new Error(`Auth emulator did not start; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return child.pid ?? null;
}

export async function stopEmulator(pid: number): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
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

/** Signs up a fresh user in the emulator (the benches' signed-in caller); its ID token. */
export async function signUpBenchUser(label: string): Promise<string> {
  const response = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${label}-${Date.now()}@test.example.com`,
        password: 'bench-password-1',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error('could not sign up the bench user');
  return body.idToken;
}

/**
 * Runs `work` as a signed-up bench user (`label`), with the Auth emulator started for it when none runs (and
 * then stopped after it, whatever happens).
 */
export async function asBenchUser(label: string, work: (idToken: string) => Promise<void>): Promise<void> {
  const started = await ensureEmulator();
  try {
    await work(await signUpBenchUser(label));
  } finally {
    if (started !== null) await stopEmulator(started);
  }
}
