// Database.prepared (issue 15): the same answers as `db`, whatever the values hold, on either driver.
import { sql } from 'drizzle-orm';
import { startApi, type Harness } from '../../test/harness';
import { rowsOf, sqlLiteral } from './client';

let api: Harness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

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
      const query = () => sql`select ${value}::text as v, ${round}::int as n, (select count(*) from products) as c`;
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
