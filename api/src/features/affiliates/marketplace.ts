// listAffiliateProducts: the affiliate marketplace (what pays a commission, the academy course among it).
// getAffiliateDashboard is in dashboard.ts; payouts of commission are the ledger's calls.
import type { AffiliateProduct } from '@app/shared/contracts/affiliates';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { splitSale } from '@app/shared/money/split';
import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { courses, products, orders } from '../../db/schema';
import { requireUser, type Handler } from '../../http/context';
import { listed, selectProducts } from '../catalog/products';
import { matchesQuery, searchQuery, textMatches } from '../catalog/search';

const PAGE_SIZE = 12;

type SortKey = { expr: SQLWrapper; desc: boolean; value: unknown };

/** Rows that sort strictly before the values `keys` hold (lexicographic, each key in its direction). */
function sortsBefore([first, ...rest]: SortKey[]): SQL {
  const strict = first.desc ? gt(first.expr, first.value) : lt(first.expr, first.value);
  if (rest.length === 0) return strict;
  return or(strict, and(eq(first.expr, first.value), sortsBefore(rest))) as SQL;
}

/**
 * Published products that pay a commission, and the academy course at the platform's rate, in one list:
 * search ignoring diacritics and case, sorted by commission per sale (VND), best selling or newest, 12 a
 * page. The products are paged in SQL; the course takes its place by counting the products that sort
 * before it (so no page ever loads the whole catalogue).
 */
export const listAffiliateProducts: Handler<'listAffiliateProducts'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const page = input?.page ?? 1;
  const sort = input?.sort ?? 'commission';
  const { feeBps, academyCommissionPercent } = ctx.config.fees;
  // The marketplace's search (catalog/search.ts): every word begins a word, diacritics and case ignored.
  const query = input?.query?.trim() ?? '';
  const tsquery = query ? searchQuery(query) : null;
  const where = and(
    listed(),
    gt(products.commissionRate, 0),
    ...(query ? [tsquery ? matchesQuery(tsquery) : sql`false`] : []),
  );
  // splitSale's commission in SQL (bigint: price × 10 000 overflows an integer), for ordering only; the
  // answer's figure is splitSale's own.
  const perSale = sql<number>`least((${products.price}::bigint * ${products.commissionRate}) / 100, ${products.price} - (${products.price}::bigint * ${feeBps}::int) / 10000)`;
  const keys = (course: { perSale: number; salesCount: number; createdAt: Date; id: string }): SortKey[] => {
    const tail: SortKey[] = [
      { expr: products.createdAt, desc: true, value: course.createdAt },
      { expr: products.id, desc: false, value: course.id },
    ];
    if (sort === 'commission') return [{ expr: perSale, desc: true, value: course.perSale }, ...tail];
    if (sort === 'bestselling') return [{ expr: products.salesCount, desc: true, value: course.salesCount }, ...tail];
    return tail;
  };
  const order = keys({ perSale: 0, salesCount: 0, createdAt: new Date(0), id: '' }).map((key) =>
    key.desc ? desc(key.expr as SQL) : asc(key.expr as SQL),
  );

  const course = academyCommissionPercent > 0 ? await academyItem(ctx.db, feeBps, academyCommissionPercent) : null;
  const courseShown =
    course && (!query || (tsquery !== null && textMatches(`${course.title} ${course.description}`, query)));
  const [[{ total: productTotal }], rank] = await Promise.all([
    ctx.db.select({ total: count() }).from(products).where(where),
    courseShown
      ? ctx.db
          .select({ n: count() })
          .from(products)
          .where(and(where, sortsBefore(keys(course))))
          .then(([row]) => row.n)
      : Promise.resolve(Number.POSITIVE_INFINITY),
  ]);
  const start = (page - 1) * PAGE_SIZE;
  // The course at overall position `rank`: before this page, on it, or after it.
  const onPage = rank >= start && rank < start + PAGE_SIZE;
  const rows = await selectProducts(ctx.db)
    .where(where)
    .orderBy(...order)
    .limit(onPage ? PAGE_SIZE - 1 : PAGE_SIZE)
    .offset(rank < start ? start - 1 : start);
  const items: AffiliateProduct[] = rows.map((row) => ({
    kind: 'product',
    id: row.id,
    title: row.title,
    price: row.price,
    commissionRate: row.commissionRate,
    commissionPerSale: splitSale(row.price, feeBps, row.commissionRate).commission,
    creatorName: row.creatorName,
    categoryName: row.categoryName,
    salesCount: row.salesCount,
    cover: row.media.cover,
    createdAt: row.createdAt.toISOString(),
    path: `/product/${encodeURIComponent(row.id)}`,
  }));
  if (courseShown && onPage) items.splice(rank - start, 0, course.item);
  return { code: user.affiliateCode, items, total: productTotal + (courseShown ? 1 : 0), page, pageSize: PAGE_SIZE };
};

/** The academy course as a marketplace item (its sales: its paid orders), or null when it does not exist. */
async function academyItem(db: Parameters<typeof selectProducts>[0], feeBps: number, rate: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, ACADEMY_COURSE_ID)).limit(1);
  if (!row) return null;
  const [{ sold }] = await db
    .select({ sold: count() })
    .from(orders)
    .where(and(eq(orders.courseId, row.id), eq(orders.status, 'paid')));
  const perSale = splitSale(row.price, feeBps, rate).commission;
  const item: AffiliateProduct = {
    kind: 'course',
    id: row.id,
    title: row.title,
    price: row.price,
    commissionRate: rate,
    commissionPerSale: perSale,
    creatorName: row.instructorName || null,
    categoryName: null,
    salesCount: sold,
    cover: null,
    createdAt: row.createdAt.toISOString(),
    path: '/salepage',
  };
  return {
    item,
    title: row.title,
    description: row.description,
    perSale,
    salesCount: sold,
    createdAt: row.createdAt,
    id: row.id,
  };
}
