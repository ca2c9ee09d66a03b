// A database of the test file's own on PostgreSQL: for tests that count the whole platform (the admin
// dashboard), which other files writing to the shared test database at the same time would disturb.
// On PGlite every harness already has its own database, so this gives nothing and changes nothing.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';

export interface OwnDatabase {
  /** Pass to startApi: the API migrates and seeds it as a fresh database. */
  overrides: { databaseUrl?: string };
  drop: () => Promise<void>;
}

export async function ownDatabase(): Promise<OwnDatabase> {
  const shared = process.env.DATABASE_URL;
  if (!shared) return { overrides: {}, drop: async () => undefined };
  const url = new URL(shared);
  const name = `${url.pathname.slice(1)}_${randomUUID().slice(0, 8)}`;
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  url.pathname = `/${name}`;
  return {
    overrides: { databaseUrl: url.toString() },
    drop: async () => {
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}
