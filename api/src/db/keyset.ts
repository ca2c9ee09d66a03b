// Keyset pages of a newest-first list: each row sorts by (an instant, its id), a page is the rows after the
// previous page's last one, read along an index on (instant, id) from there, so a page costs its own rows
// however long the history behind it. The cursor ("instant Z_id") is made here and checked by the contract
// (instantCursor), never made by hand.
import { instantCursorPattern, type CursorIds } from '@app/shared/contracts/common';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A row's place in its list: the instant it sorts by, as the database keeps it (microseconds, UTC). */
export const placeOf = (at: SQL) => sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/**
 * The rows sorted after `before` in a list ordered by (at, id) descending; undefined (every row) on the first
 * page. `id` is a serial (integer) or a text id, as the contract's cursor says.
 */
export function olderThan(at: SQL, id: AnyColumn, before: string | undefined, ids: CursorIds): SQL | undefined {
  const cursor = before ? instantCursorPattern(ids).exec(before) : null;
  if (!cursor) return undefined;
  const key = ids === 'serial' ? sql`${Number(cursor[2])}::int` : sql`${cursor[2]}::text`;
  return sql`(${at}, ${id}) < (${`${cursor[1]}Z`}::timestamptz, ${key})`;
}

/**
 * A page from the rows read (one more than a page, to know whether another follows), and the cursor of the
 * next page: the last row's place and id, or null at the end.
 */
export function keysetPage<Row extends { place: string }>(
  rows: Row[],
  size: number,
  idOf: (row: Row) => string | number,
) {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, nextBefore: rows.length > size && last ? `${last.place}Z_${idOf(last)}` : null };
}
