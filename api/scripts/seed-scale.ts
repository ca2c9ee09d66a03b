// `npm run seed:scale -w @app/api -- 100000`: fills the database with N realistic listed products (on top of the
// ordinary seed, applied first when the database is empty), for measuring the catalogue at scale.
// Same drivers as the API: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite). Deterministic and idempotent: product i
// is always `scale-<i>` with the same text, price, date and sales, inserted with ON CONFLICT DO NOTHING, so running
// it again with a larger N only adds the difference. About 3 % more products are made that the public never sees
// (drafts, pending, rejected, archived, and those of one suspended creator), as in a live catalogue.
import { sql } from 'drizzle-orm';
import { products, users } from '../src/db/schema';
import { countArgument, openSeeded } from './seed-scale/open';
import { CREATORS, creatorRow, productRow } from './seed-scale/rows';

const BATCH = 1_000;

async function main(): Promise<void> {
  const count = countArgument(
    Number(process.env.SEED_SCALE_PRODUCTS ?? 100_000),
    1,
    'usage: npm run seed:scale -w @app/api -- <number of products, 1–5000000>',
  );
  const { database, log } = await openSeeded('seed:scale');
  try {
    const { db } = database;
    await db
      .insert(users)
      .values(Array.from({ length: CREATORS }, (_, index) => creatorRow(index)))
      .onConflictDoNothing();
    const hiddenCount = Math.ceil(count * 0.03);
    const jobs: { from: number; to: number; hidden: boolean }[] = [];
    for (let from = 0; from < count; from += BATCH)
      jobs.push({ from, to: Math.min(count, from + BATCH), hidden: false });
    for (let from = 0; from < hiddenCount; from += BATCH) {
      jobs.push({ from, to: Math.min(hiddenCount, from + BATCH), hidden: true });
    }
    let done = 0;
    for (const job of jobs) {
      const rows = Array.from({ length: job.to - job.from }, (_, offset) => productRow(job.from + offset, job.hidden));
      await db.insert(products).values(rows).onConflictDoNothing();
      done += rows.length;
      if (done % 10_000 < BATCH || job === jobs[jobs.length - 1]) log(`${done} / ${count + hiddenCount} products`);
    }
    // Fresh statistics for the planner, and the visibility map for index-only scans.
    await db.execute(sql`vacuum analyze products`);
    await db.execute(sql`analyze users`);
    // The trigger left one dead row version per product it counted: rewrite the 11-row counts table, or every
    // read of it would scan the hundreds of pages a bulk load leaves (a plain vacuum keeps them allocated).
    await db.execute(sql`vacuum (full, analyze) catalog_counts`);
    log(`done: ${count} listed products and ${hiddenCount} the public does not see`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed:scale] failed:', error);
  process.exit(1);
});
