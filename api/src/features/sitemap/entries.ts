// listSitemapEntries: the public pages search engines are told about — every listed product and every
// public creator — in keyset pages by id, each with when its page last changed. The shell's page server
// reads it to write /sitemap.xml (shell/server); a page is read in id order from the primary key, so the
// cost of a page does not grow with how far into the list it is (100,000 products are two pages of 50,000).
import { and, asc, gt, sql } from 'drizzle-orm';
import { SITEMAP_MAX_URLS } from '@app/shared/contracts/sitemap';
import { products, users } from '../../db/schema';
import type { CallContext, Handler } from '../../http/context';
import { listed } from '../catalog/products';
import { isPublicCreator } from '../creators/profiles';

type Row = { id: string; updatedAt: Date };

export const listSitemapEntries: Handler<'listSitemapEntries'> = async (input, ctx) => {
  const limit = input.limit ?? SITEMAP_MAX_URLS;
  // One row more than the page tells whether another page follows, without a count.
  const rows =
    input.kind === 'products'
      ? await productRows(ctx, input.after, limit + 1)
      : await creatorRows(ctx, input.after, limit + 1);
  const items = rows.slice(0, limit).map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
  return { items, next: rows.length > limit ? items[items.length - 1].id : null };
};

function productRows(ctx: CallContext, cursor: string | undefined, take: number): Promise<Row[]> {
  return ctx.db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(listed(), cursor === undefined ? undefined : gt(products.id, cursor)))
    .orderBy(asc(products.id))
    .limit(take);
}

/** A creator's page shows their profile and their listed products: it changed when the newest of them did. */
function creatorRows(ctx: CallContext, cursor: string | undefined, take: number): Promise<Row[]> {
  const newestProduct = sql`(select max(${products.updatedAt}) from ${products}
    where ${products.creatorId} = ${users.uid} and ${listed()})`;
  return ctx.db
    .select({
      id: users.uid,
      updatedAt: sql<Date>`greatest(${users.updatedAt}, ${newestProduct})`.mapWith(users.updatedAt),
    })
    .from(users)
    .where(and(isPublicCreator, cursor === undefined ? undefined : gt(users.uid, cursor)))
    .orderBy(asc(users.uid))
    .limit(take);
}
