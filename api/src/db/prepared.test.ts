// Database.prepared: the same answers as `db`, whatever the values hold, on either driver.
import { sql } from 'drizzle-orm';
import { useApi } from '../../test/suite';
import { rowsOf, sqlLiteral } from './client';

const api = useApi();

// Quotes, backslashes and what would end a literal or a statement if it were read as SQL.
const NASTY = [
  "'",
  "\\'",
  '\\',
  "a''b",
  "'); drop table products; --",
  "E'x'",
  '$$',
  'tiếng nhật',
  "\\'; select 1; --",
];

it('writes a string as a literal that reads back as the same text, never as SQL', async () => {
  for (const value of NASTY) {
    const literal = sqlLiteral(value);
    if (!literal) throw new Error(`not inlined: ${value}`);
    const [row] = rowsOf<{ v: string }>(await api.app.database.db.execute(sql.raw(`select ${literal}::text as v`)));
    expect([value, row.v]).toEqual([value, value]);
  }
  expect([sqlLiteral(12), sqlLiteral(-3.5), sqlLiteral(Infinity), sqlLiteral(null), sqlLiteral('a\0b')]).toEqual([
    '12',
    '-3.5',
    null,
    null,
    null,
  ]);
});

it('answers as the ordinary handle does, on the first call and on later ones', async () => {
  const { db, prepared } = api.app.database;
  for (let round = 0; round < 7; round += 1) {
    for (const value of [...NASTY, null]) {
      // It reads a table, but rows no other suite adds: on PostgreSQL the suites share one database.
      const query = () =>
        sql`select ${value}::text as v, ${round}::int as n, (select count(*) from products where created_at < timestamp '2000-01-01') as c`;
      const [mine, theirs] = await Promise.all([prepared.execute(query()), db.execute(query())]);
      expect(rowsOf(mine)).toEqual(rowsOf(theirs));
      expect(rowsOf<{ v: string | null }>(mine)[0].v).toBe(value);
    }
  }
  // The products are all still there.
  expect(Number(rowsOf<{ c: string }>(await db.execute(sql`select count(*) as c from products`))[0].c)).toBeGreaterThan(
    0,
  );
});

it('runs its statements on their generic plan, and leaves the ordinary handle planning for its values', async () => {
  const { db, prepared, kind } = api.app.database;
  // A walk's shape: a LIMIT written in, the OFFSET a value (PostgreSQL's usual choice plans it for each call).
  // It walks the catalogue of built-in functions, in a total order: on PostgreSQL the suites share one database
  // and write products while this runs, so two handles reading products at once may rightly see different pages.
  const walk = (offset: number) =>
    sql`select oid::int as id from pg_proc where pronamespace = ${'pg_catalog'}::regnamespace order by oid limit 13 offset ${offset}`;
  for (let page = 0; page < 8; page += 1) {
    const [mine, theirs] = await Promise.all([prepared.execute(walk(page * 12)), db.execute(walk(page * 12))]);
    expect(rowsOf(mine)).toEqual(rowsOf(theirs));
  }
  const mode = async (handle: typeof db) =>
    rowsOf<{ mode: string }>(await handle.execute(sql`select current_setting('plan_cache_mode') as mode`))[0].mode;
  // The ordinary handle's statements are named on PostgreSQL too, so its setting forbids the generic plan that
  // PostgreSQL's usual choice may switch a named statement to; PGlite's are unnamed, planned each time anyway.
  const ordinary = kind === 'pglite' ? 'auto' : 'force_custom_plan';
  expect([await mode(prepared), await mode(db), await mode(prepared), await mode(db)]).toEqual([
    'force_generic_plan',
    ordinary,
    'force_generic_plan',
    ordinary,
  ]);
  if (kind !== 'pglite') return; // PostgreSQL's statements are per connection of the pool (its own setting)
  const [plans] = rowsOf<{ generic: string; custom: string }>(
    await db.execute(sql`select generic_plans as generic, custom_plans as custom from pg_prepared_statements
      where statement ilike '%order by oid limit 13 offset%'`),
  );
  expect([Number(plans.generic), Number(plans.custom)]).toEqual([8, 0]);
});

it("names the ordinary handle's statements on PostgreSQL, in transactions too, each call planned for its values", async () => {
  const { db, kind } = api.app.database;
  if (kind === 'pglite') return; // PGlite's ordinary statements are unnamed (one connection in this process)
  const page = (offset: number) =>
    sql`select oid::int as id from pg_proc where pronamespace = ${'pg_catalog'}::regnamespace order by oid limit 11 offset ${offset}`;
  const expected = rowsOf(await db.execute(page(0)));
  // A transaction holds one connection, so the statements it named are in that session's list; a savepoint
  // (a nested transaction) runs on its handle.
  const plans = await db.transaction(async (tx) => {
    for (let round = 0; round < 7; round += 1) expect(rowsOf(await tx.execute(page(0)))).toEqual(expected);
    await tx.transaction(async (nested) => {
      for (let round = 0; round < 2; round += 1) expect(rowsOf(await nested.execute(page(0)))).toEqual(expected);
    });
    return rowsOf<{ generic: string; custom: string }>(
      await tx.execute(sql`select generic_plans as generic, custom_plans as custom from pg_prepared_statements
        where statement ilike '%order by oid limit 11 offset%'`),
    );
  });
  // One named statement, run nine times on this connection (and maybe before, by the first read, if it landed
  // here), never on a generic plan.
  expect(plans).toHaveLength(1);
  expect(Number(plans[0].generic)).toBe(0);
  expect(Number(plans[0].custom)).toBeGreaterThanOrEqual(9);
});
