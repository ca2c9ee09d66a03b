// Which migrations this code knows (drizzle's journal) and how many the database has applied (drizzle's own
// table): the readiness check's "the database is not behind the code".
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client';

let known: number | undefined;

export function knownMigrations(): number {
  known ??= (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return known;
}

export async function appliedMigrations(database: Pick<Database, 'db'>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return row?.n ?? 0;
}
