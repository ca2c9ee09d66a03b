// The seed is idempotent: a second run changes nothing.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../db/client';
import * as schema from '../db/schema';
import { useApi } from '../../test/suite';
import { SEED_PRODUCTS } from './data';
import { seedDatabase } from './seed';

const api = useApi();

const tables: PgTable[] = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));

async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const result = await api.app.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`),
    );
    const rows = rowsOf<{ h: string }>(result);
    out[name] = rows[0].h;
  }
  return out;
}

it('has the catalogue the issue asks for', () => {
  expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(24);
  expect(new Set(SEED_PRODUCTS.map((product) => product.demoType))).toEqual(
    new Set(['pongGame', 'uiComponent', 'info']),
  );
  expect(new Set(SEED_PRODUCTS.map((product) => product.creatorId)).size).toBeGreaterThanOrEqual(3);
  expect(new Set(SEED_PRODUCTS.map((product) => product.categoryId)).size).toBeGreaterThanOrEqual(4);
});

it('changes nothing when run again', async () => {
  if (process.env.DATABASE_URL) return; // shared database: other files write concurrently
  const before = await snapshot();
  await seedDatabase(api.app.database.db);
  expect(await snapshot()).toEqual(before);
  // Every table of the database is in the snapshot (the schema declares them all).
  const inDatabase = rowsOf<{ name: string }>(
    await api.app.database.db.execute(
      sql.raw(`select table_name as name from information_schema.tables
               where table_schema = 'public' and table_type = 'BASE TABLE'`),
    ),
  ).map((row) => row.name);
  expect(Object.keys(before).sort()).toEqual(inDatabase.sort());
  expect(before.products).not.toBe(before.wishlist_items);
});
