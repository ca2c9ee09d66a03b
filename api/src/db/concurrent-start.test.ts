// Several API instances starting at once on one empty PostgreSQL database (a deployment's first start, or three
// replicas rolled out together): one migrates and seeds while the others wait on the migration lock, then find
// nothing to do. PostgreSQL only (`npm run test:pg`): a PGlite folder belongs to one process.
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, rowsOf, type Database } from './client';
import { appliedMigrations, knownMigrations } from './migrations';
import { isEmpty, seedDatabase } from '../seed/seed';
import { SEED_ACCOUNTS } from '../seed/data';

const serverUrl = process.env.DATABASE_URL;

(serverUrl ? it : it.skip)('three instances starting together migrate and seed the database once', async () => {
  const name = `api_start_${Date.now()}_${process.pid}`;
  const url = new URL(serverUrl as string);
  const admin = postgres({
    host: url.hostname,
    port: Number(url.port || 5432),
    user: url.username,
    database: 'postgres',
    max: 1,
    onnotice: () => undefined,
  });
  await admin.unsafe(`create database ${name}`);
  const opened: Database[] = [];
  try {
    url.pathname = `/${name}`;
    const seeded: { instance: string; users: number }[] = [];
    const countUsers = async (db: Database['db']) =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`))[0]?.n ?? 0;
    const start = (instance: string) =>
      openDatabase({
        databaseUrl: url.toString(),
        dataDir: 'unused',
        setUp: async (db) => {
          if (!(await isEmpty(db))) return;
          await seedDatabase(db);
          seeded.push({ instance, users: await countUsers(db) });
        },
      });
    opened.push(...(await Promise.all(['api1', 'api2', 'api3'].map(start))));
    expect(seeded).toHaveLength(1);
    const db = opened[0].db;
    expect(await appliedMigrations(opened[0])).toBe(knownMigrations());
    // The seed's people once: as many as right after the one seeding, the seed accounts among them.
    expect(await countUsers(db)).toBe(seeded[0]?.users);
    expect(seeded[0]?.users).toBeGreaterThanOrEqual(SEED_ACCOUNTS.length);
  } finally {
    await Promise.all(opened.map((database) => database.close()));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
