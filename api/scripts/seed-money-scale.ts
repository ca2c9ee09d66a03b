// `npm run seed:money-scale -w @app/api -- 1000000`: fills the database (DATABASE_URL, or PGlite at DATA_DIR)
// with N paid orders over the two years before now and all the money they moved — 1,000 creators (one with a
// fifth of the sales, one with none), 100,000 buyers, one affiliate with a twentieth of the orders and many
// clicks, 2 % refunds, monthly payouts — written as the API's postings would (money-scale/fixture.ts), on top
// of the ordinary seed (applied first when the database is empty). Runs once per database.
import { sql } from 'drizzle-orm';
import { loadFeeSettings } from '../src/config';
import { fillMoneyScale, hasFixture } from './money-scale/fixture';
import { countArgument, openSeeded } from './seed-scale/open';
import { shapeFor } from './money-scale/shape';

const TABLES = [
  'users',
  'products',
  'orders',
  'bank_transfers',
  'library_items',
  'refund_requests',
  'payouts',
  'payout_accounts',
  'ledger_entries',
  'ledger_lines',
  'affiliate_clicks',
  'affiliate_referrals',
  // The stored summaries the database kept while the rows above went in.
  'ledger_balances',
  'ledger_daily',
  'ledger_product_daily',
  'ledger_user_daily',
  'affiliate_links',
  'orders_daily',
];

async function main(): Promise<void> {
  const count = countArgument(
    Number(process.env.SEED_MONEY_ORDERS ?? 1_000_000),
    1000,
    'usage: npm run seed:money-scale -w @app/api -- <number of orders, 1000–5000000>',
  );
  const { database, log } = await openSeeded('seed:money-scale');
  try {
    const { db } = database;
    if (await hasFixture(db)) {
      log('the money scale fixture is already here: nothing to do');
      return;
    }
    const shape = shapeFor(count, new Date(), loadFeeSettings());
    log(`${count} orders, ${shape.creators} creators, ${shape.buyers} buyers, ${shape.affiliates} affiliates`);
    await fillMoneyScale(db, shape, log);
    log('committed');
    // Fresh statistics for the planner, and the visibility map for index-only scans.
    for (const table of TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
    log('done');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed:money-scale] failed:', error);
  process.exit(1);
});
