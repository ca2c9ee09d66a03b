// What the planner does with a list's page: whether it walks the index the list is meant to walk, in order.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../src/db/client';

/**
 * The plan (JSON text) of the statement `pageOf` builds, with sequential scans and sorts discouraged: a test's
 * table is small enough to scan, so asked not to, the planner shows which index it can use. The planner walks
 * an index in order only when the query's order (and, for a partial index, its predicate) is the index's.
 */
export async function pagePlan(db: Db, pageOf: (tx: Tx) => SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    return JSON.stringify(rowsOf(await tx.execute(sql`explain (format json) ${pageOf(tx)}`)));
  });
}
