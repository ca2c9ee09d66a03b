// The API the measured pages read, started for the bench when none answers.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { root, services } = require('../apps.cjs');

/**
 * The catalogue reads the API: start it (a seeded database in a temporary folder holding one real
 * certificate, rate limits off; a signed-out visitor needs no Auth emulator) unless one already answers on
 * its port. Returns the child to stop (or null) and the certificate's id (null when an API was reused).
 */
export async function ensureApi() {
  const health = `http://127.0.0.1:${services.api}/healthz`;
  const up = () =>
    fetch(health, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
  if (await up()) return { child: null, certificateId: null };
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  // Signed-out visits only: no identity provider, so not local mode; a throwaway webhook key of its own.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_USER: '0',
    BANK_WEBHOOK_API_KEY: `bench-${process.pid}-${Date.now()}`,
    MEDIA_URL_SECRET: `bench-media-${process.pid}-${Date.now()}`,
    // Signed-out reads send no e-mail: a deployment without a mail server says so.
    EMAIL_DISABLED: 'true',
  };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.API_LOCAL_MODE;
  const fixtures = spawnSync(tsx, ['scripts/bench-fixtures.ts'], {
    cwd: path.join(root, 'api'),
    env,
    encoding: 'utf8',
  });
  if (fixtures.status !== 0) throw new Error(`bench fixtures failed: ${fixtures.stderr}`);
  const { certificateId } = JSON.parse(fixtures.stdout.trim().split('\n').at(-1));
  const child = spawn(tsx, ['src/main.ts'], { cwd: path.join(root, 'api'), env, stdio: 'ignore' });
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((r) => setTimeout(r, 250))) {
    if (await up()) return { child, certificateId };
  }
  child.kill();
  throw new Error('the API did not start');
}
