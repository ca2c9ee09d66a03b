// What the scale seeds share: the count asked on the command line, and the database the API would open
// (DATABASE_URL, else PGlite at DATA_DIR) with the ordinary seed applied first when it is empty, and a log that
// tells the seconds since the start.
import { databaseLocation } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { isEmpty, seedDatabase } from '../../src/seed/seed';

/** The first command-line argument (else `fallback`), an integer in [min, 5,000,000]; `usage` otherwise. */
export function countArgument(fallback: number, min: number, usage: string): number {
  const count = Number(process.argv[2] ?? fallback);
  if (!Number.isInteger(count) || count < min || count > 5_000_000) throw new Error(usage);
  return count;
}

export async function openSeeded(tag: string): Promise<{ database: Database; log: (message: string) => void }> {
  const config = databaseLocation();
  const started = Date.now();
  const log = (message: string) => console.log(`[${tag}] ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  log(`opening ${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (await isEmpty(database.db)) {
      await seedDatabase(database.db);
      log('empty database: the ordinary seed applied first');
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, log };
}
