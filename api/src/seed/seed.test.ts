// The seed is idempotent: a second run changes nothing.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../db/client';
import * as schema from '../db/schema';
import { useApi } from '../../test/suite';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_SAMPLE_PATH } from '@app/shared/contracts/catalog';
import { SEED_PRODUCTS } from './data';
import { samplePath, SEED_STOREFRONT } from './storefront';
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
  const storefronts = SEED_PRODUCTS.map((product) => SEED_STOREFRONT[product.id]);
  expect(storefronts.every(Boolean)).toBe(true);
  expect(new Set(storefronts.map((storefront) => storefront.demoType))).toEqual(
    new Set(['pongGame', 'uiComponent', 'info', 'embed', 'none']),
  );
  // Every product says what the buyer gets; several pay affiliates (10–30 %), so the affiliate marketplace
  // offers them.
  expect(storefronts.every((storefront) => storefront.whatYouGet.length > 0)).toBe(true);
  const paying = storefronts.filter((storefront) => storefront.commissionRate);
  expect(paying.length).toBeGreaterThanOrEqual(5);
  expect(paying.every(({ commissionRate = 0 }) => commissionRate >= 10 && commissionRate <= 30)).toBe(true);
  expect(new Set(SEED_PRODUCTS.map((product) => product.creatorId)).size).toBeGreaterThanOrEqual(3);
  expect(new Set(SEED_PRODUCTS.map((product) => product.categoryId)).size).toBeGreaterThanOrEqual(4);
});

it('gives every embedded demo a sample page the site ships, and only those', () => {
  const dir = path.join(__dirname, '../../../shell/public/static/demo-samples');
  const shipped = fs.readdirSync(dir).filter((name) => name.endsWith('.html'));
  const embedded = SEED_PRODUCTS.filter((product) => SEED_STOREFRONT[product.id].demoType === 'embed');
  expect(shipped.sort()).toEqual(embedded.map((product) => `${product.id}.html`).sort());
  for (const product of embedded) {
    expect(samplePath(product.id)).toMatch(DEMO_SAMPLE_PATH);
    // A canned sample of this very product: its page names it.
    const html = fs.readFileSync(path.join(dir, `${product.id}.html`), 'utf8');
    expect([product.id, html.includes(`<title>${product.title}`)]).toEqual([product.id, true]);
    expect(html).not.toMatch(/<script/i);
  }
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

it('counts each seeded product’s sales from its paid orders, never a number no order backs', async () => {
  // Shared database: other files insert paid orders straight into the table (constraint tests), so the
  // count is checked on the suite's own database only.
  if (process.env.DATABASE_URL) return;
  const rows = rowsOf<{ id: string; sales_count: number; paid: number }>(
    await api.app.database.db.execute(sql`
      select p.id, p.sales_count,
             (select count(*)::int from orders o where o.product_id = p.id and o.status = 'paid') as paid
        from products p where p.id in (${sql.join(
          SEED_PRODUCTS.map((product) => sql`${product.id}`),
          sql`, `,
        )})`),
  );
  expect(rows).toHaveLength(SEED_PRODUCTS.length);
  for (const row of rows) expect({ id: row.id, sales: row.sales_count }).toEqual({ id: row.id, sales: row.paid });
  // The reviewers bought what they reviewed: some products have sales, from real orders.
  expect(rows.some((row) => row.paid > 0)).toBe(true);
});
