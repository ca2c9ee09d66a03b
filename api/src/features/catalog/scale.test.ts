// The catalogue at scale: search semantics and relevance, maintained totals, and the search text
// following every edit. Each test works in its own category or on its own made-up words; on PostgreSQL the
// file also has a database of its own (its moderation writes the audit log, which other files count exactly).
import type { Category, Product } from '@app/shared/contracts/catalog';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { products, subcategories } from '../../db/schema';
import { bumpCatalogVersion } from '../../lib/cache';
import { useApi } from '../../../test/suite';
import { estimateShare, SEARCH_STATS_TTL_MS, searchQuery, searchStats, textMatches, walksIndex } from './search';

const api = useApi({}, { ownDatabase: true });

type Page = { items: Product[]; total: number; page: number; pageSize: number };
const list = async (data: unknown): Promise<Page> => {
  const answer = await api.call('listProducts', data);
  expect(answer.status).toBe(200);
  return answer.body.result as Page;
};
const ids = (page: Page) => page.items.map((item) => item.id);
/** A made-up word no other product holds, nor starts with (ten random letters). */
const word = () => `zq${Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const db = () => api.app.database.db;
/**
 * A listed product in 'giai-tri', a category whose counts no other test file checks exactly: on the shared
 * PostgreSQL database, products added to the harness's default category would move other files' counts.
 */
const addProduct = (creatorId: string, overrides: Partial<typeof products.$inferInsert> = {}) =>
  api.addProduct(creatorId, { categoryId: 'giai-tri', subcategoryId: 'tro-choi', ...overrides });
const update = async (id: string, values: Partial<typeof products.$inferInsert>) => {
  await db().update(products).set(values).where(eq(products.id, id));
  bumpCatalogVersion();
};

/**
 * Two subcategories of their own in a seeded category (new categories would show in listCategories, which
 * another test file checks exactly on the shared PostgreSQL database).
 */
async function newSubcategories(categoryId: string) {
  const id = `t-${randomUUID().slice(0, 8)}`;
  await db()
    .insert(subcategories)
    .values([
      { id: `${id}-a`, categoryId, name: 'A', position: 100 },
      { id: `${id}-b`, categoryId, name: 'B', position: 101 },
    ]);
  return { id: categoryId, a: `${id}-a`, b: `${id}-b` };
}

describe('search (every word, diacritics and case ignored, word starts)', () => {
  it('finds a product by every word of its title and description, with or without diacritics', async () => {
    const creator = await api.user('creator');
    const token = word();
    const id = await addProduct(creator.uid, {
      title: `Trợ lý Đặt lịch ${token}`,
      description: 'Nhắc hẹn qua Zalo cho phòng khám nha khoa.',
    });
    for (const query of [token, token.toUpperCase(), `đặt ${token}`, `DAT LICH ${token}`, `${token} nha khoa`]) {
      expect(ids(await list({ query }))).toEqual([id]);
    }
    // The start of a word is enough: 'khá' finds 'khám'.
    expect(ids(await list({ query: `${token} khá` }))).toEqual([id]);
    // Every word must match.
    expect((await list({ query: `${token} spa` })).total).toBe(0);
    // Inside a word is not a match: 'ach' is not the start of 'lịch'.
    expect((await list({ query: `${token} ach` })).total).toBe(0);
    // One or two letters must be a whole word: 'qu' (of 'qua') is not, 'ĐẶT' would be.
    expect((await list({ query: `${token} qu` })).total).toBe(0);
    expect(ids(await list({ query: `${token} qua` }))).toEqual([id]);
    // Quotes, backslashes and operators are plain characters.
    for (const query of [`${token} it's`, `${token} a\\b`, `${token} & !x | y:*`, "'", '\\']) {
      expect((await api.call('listProducts', { query })).status).toBe(200);
    }
  });

  it('never lists hidden products among the results', async () => {
    const creator = await api.user('creator');
    const token = word();
    const shown = await addProduct(creator.uid, { title: `Hiện ${token}` });
    for (const status of ['draft', 'pending', 'rejected', 'archived'] as const) {
      await addProduct(creator.uid, { title: `Ẩn ${token}`, status });
    }
    await addProduct(creator.uid, { title: `Bị đình chỉ ${token}`, creatorSuspended: true });
    const found = await list({ query: token });
    expect(ids(found)).toEqual([shown]);
    expect(found.total).toBe(1);
  });

  it('orders by relevance when a query is given, and by the chosen sort otherwise', async () => {
    const creator = await api.user('creator');
    const token = word();
    const day = 24 * 60 * 60 * 1000;
    const padding = 'Mô tả dài về nhiều tính năng khác nhau của ứng dụng, dùng cho mọi ngành nghề.';
    const weak = await addProduct(creator.uid, {
      title: `Bộ công cụ tổng hợp ${token}`,
      description: `${padding} ${padding} ${padding}`,
      createdAt: new Date(Date.now() - day),
      salesCount: 50,
    });
    const strong = await addProduct(creator.uid, {
      title: `${token} ${token}`,
      description: `${token} gọn nhẹ.`,
      createdAt: new Date(Date.now() - 3 * day),
      salesCount: 1,
    });
    const newest = await addProduct(creator.uid, {
      title: `Ứng dụng mới ${token}`,
      description: `${padding} ${padding}`,
      createdAt: new Date(),
      salesCount: 10,
    });
    expect(ids(await list({ query: token }))[0]).toBe(strong);
    expect(ids(await list({ query: token, sort: 'relevance' }))[0]).toBe(strong);
    expect(ids(await list({ query: token, sort: 'newest' }))).toEqual([newest, weak, strong]);
    expect(ids(await list({ query: token, sort: 'popular' }))).toEqual([weak, newest, strong]);
    // Two words close together rank above the same words far apart.
    const other = word();
    const far = await addProduct(creator.uid, {
      title: `${token} ${padding} ${other}`,
      description: padding,
      salesCount: 99,
    });
    const near = await addProduct(creator.uid, {
      title: `${token} ${other}`,
      description: padding,
      salesCount: 0,
    });
    expect(ids(await list({ query: `${other} ${token}` }))).toEqual([near, far]);
  });

  it('pages a search without overlap, with an exact total for a small result', async () => {
    const creator = await api.user('creator');
    const token = word();
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1) made.push(await addProduct(creator.uid, { title: `Mẫu ${i} ${token}` }));
    for (const sort of ['relevance', 'newest', 'priceAsc', 'popular'] as const) {
      const pages = [1, 2, 3].map((page) => list({ query: token, sort, page, pageSize: 3 }));
      const [first, second, third] = await Promise.all(pages);
      expect([first.total, second.total, third.total]).toEqual([7, 7, 7]);
      expect(new Set([...ids(first), ...ids(second), ...ids(third)])).toEqual(new Set(made));
      const beyond = await list({ query: token, sort, page: 9, pageSize: 3 });
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(7);
    }
  });

  it('pages a large search without overlap: exact totals below the relevance window, never below what pages prove', async () => {
    const creator = await api.user('creator');
    const [some, many] = [word(), word()];
    for (let i = 0; i < 110; i += 1) await addProduct(creator.uid, { title: `Mẫu ${i} ${some}`, salesCount: i % 7 });
    for (let i = 0; i < 130; i += 1) await addProduct(creator.uid, { title: `Mẫu ${i} ${many}`, salesCount: i % 5 });
    // 110 matches: the relevance window (120) saw all of them, so even the first page's total is exact.
    expect((await list({ query: some, page: 1, pageSize: 12 })).total).toBe(110);
    // 130: more than the window; the first page says at least what the window saw, the last page is exact.
    const first = await list({ query: many, page: 1, pageSize: 12 });
    expect(first.total).toBeGreaterThanOrEqual(120);
    const seen: string[] = [];
    for (let page = 1; page <= 11; page += 1) seen.push(...ids(await list({ query: many, page, pageSize: 12 })));
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
    const last = await list({ query: many, page: 11, pageSize: 12 });
    expect([last.items.length, last.total]).toEqual([10, 130]);
  });

  it("estimates a large search's total as the planner does, from the search index's statistics", async () => {
    const creator = await api.user('creator');
    const [common, other, absent] = [word(), word(), word()];
    for (let i = 0; i < 150; i += 1) {
      await addProduct(creator.uid, { title: `Gói ${i} ${common}${i % 3 === 0 ? ` ${other}` : ''} xy` });
    }
    await db().execute(sql`analyze products`);
    // Read the statistics now (an earlier search may have read them before this ANALYZE).
    const stats = await searchStats(db(), Date.now() + 2 * SEARCH_STATS_TTL_MS);
    if (!stats) throw new Error('no statistics after ANALYZE');
    const [{ reltuples }] = rowsOf(
      await db().execute(sql`select reltuples::float8 as reltuples from pg_class where relname = 'products'`),
    );
    for (const query of [common, common.slice(0, 7), `${common} ${other}`, other.toUpperCase(), 'xy', absent]) {
      const plan = rowsOf(
        await db().execute(
          sql`explain (format json) select 1 from ${products} where ${products.searchVector} @@ to_tsquery('simple', ${searchQuery(query)})`,
        ),
      )[0];
      const json = Object.values(plan)[0];
      const planned = (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan['Plan Rows'];
      expect([query, Math.max(1, Math.round(Number(reltuples) * estimateShare(stats, query)))]).toEqual([
        query,
        planned,
      ]);
    }
    // The first page's total is that estimate for the listed products (150 here), not the window's 120.
    const listed = (await list({ pageSize: 1 })).total;
    const first = await list({ query: common, page: 1, pageSize: 12 });
    expect(first.total).toBe(Math.max(120, Math.round(listed * estimateShare(stats, common))));
    expect(first.total).toBeGreaterThan(140);
    expect(first.total).toBeLessThan(160);
  });

  it('walks the order index for a common word (a prepared, generically planned statement) with the same pages as the planner', async () => {
    const creator = await api.user('creator');
    const sub = await newSubcategories('giai-tri');
    const [common, rare] = [word(), word()];
    const day = 24 * 60 * 60 * 1000;
    const made: { id: string; price: number; salesCount: number; createdAt: Date; sub: string }[] = [];
    for (let i = 0; i < 160; i += 1) {
      const row = {
        price: 49_000 + ((i * 7919) % 40) * 1_000,
        salesCount: (i * 31) % 17,
        createdAt: new Date(Date.now() - ((i * 13) % 90) * day),
        sub: i % 2 ? sub.a : sub.b,
      };
      // Every title holds the word once, in as many words: the relevance rank ties, so relevance is best-selling.
      const id = await addProduct(creator.uid, {
        title: `Gói ${common} ${i}`,
        description: 'Mô tả',
        subcategoryId: row.sub,
        ...row,
      });
      made.push({ id, ...row });
    }
    const single = await addProduct(creator.uid, { title: `Gói ${rare}`, description: 'Mô tả' });
    await db().execute(sql`analyze products`);
    // Read now, later than the read the test above forced; the searches below use these statistics too.
    const stats = await searchStats(db(), Date.now() + 4 * SEARCH_STATS_TTL_MS);
    if (!stats) throw new Error('no statistics after ANALYZE');
    // The word is common here (a good share of the test database): its pages walk; a word of one product does not.
    expect(walksIndex(stats, common, 120, true)).toBe(true);
    expect(walksIndex(stats, common, 13, false)).toBe(true);
    expect(walksIndex(stats, rare, 13, true)).toBe(false);
    expect(ids(await list({ query: rare }))).toEqual([single]);
    expect((await list({ query: `${common} ${rare}` })).total).toBe(0);

    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const newest = (a: (typeof made)[number], b: (typeof made)[number]) =>
      b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b);
    const orders = {
      newest,
      priceAsc: (a: (typeof made)[number], b: (typeof made)[number]) => a.price - b.price || newest(a, b),
      priceDesc: (a: (typeof made)[number], b: (typeof made)[number]) => b.price - a.price || newest(a, b),
      popular: (a: (typeof made)[number], b: (typeof made)[number]) => b.salesCount - a.salesCount || newest(a, b),
    };
    const expected = (sort: keyof typeof orders, subcategoryId?: string) =>
      made
        .filter((row) => !subcategoryId || row.sub === subcategoryId)
        .sort(orders[sort])
        .map((row) => row.id);
    for (const [sort, order] of [
      ['newest', 'newest'],
      ['priceAsc', 'priceAsc'],
      ['priceDesc', 'priceDesc'],
      ['popular', 'popular'],
      ['relevance', 'popular'],
    ] as const) {
      for (const filter of [{}, { categoryId: 'giai-tri', subcategoryId: sub.a }]) {
        const all = expected(order, 'subcategoryId' in filter ? filter.subcategoryId : undefined);
        // The first page, one across the relevance window's end, and the last.
        for (const page of [1, 6, Math.ceil(all.length / 24)]) {
          const answer = await list({ query: common, sort, page, pageSize: 24, ...filter });
          expect([sort, page, ids(answer)]).toEqual([sort, page, all.slice((page - 1) * 24, page * 24)]);
        }
      }
    }
  });

  it('builds a prefix query of the folded words, quoted for to_tsquery', () => {
    expect(searchQuery('  Tiếng   NHẬT ')).toBe("'tieng':* & 'nhat':*");
    expect(searchQuery("it's a\\bc")).toBe("'it''s':* & 'a\\\\bc':*");
    // One or two letters: a whole word.
    expect(searchQuery('AI cũ')).toBe("'ai' & 'cu'");
    expect(searchQuery('% - !')).toBeNull();
  });

  it('matches text in JavaScript by the same rule (the academy course in the affiliate list)', () => {
    const text = 'Học viện Creator: trợ lý AI cho người bán hàng';
    expect(textMatches(text, 'hoc vien')).toBe(true);
    expect(textMatches(text, 'CREA tro')).toBe(true);
    expect(textMatches(text, 'ai')).toBe(true);
    // A word must begin a word, and a short one must be whole.
    expect(textMatches(text, 'reator')).toBe(false);
    expect(textMatches(text, 'ba')).toBe(false);
    expect(textMatches(text, 'hoc khong')).toBe(false);
  });
});

describe('totals and category counts (catalog_counts, kept by a trigger)', () => {
  /** The invariant, read in one statement (one snapshot): every maintained count equals a real count. */
  async function mismatches() {
    const result = await db().execute(sql`
      select coalesce(c.category_id, p.category_id) as category, coalesce(c.subcategory_id, p.sub) as sub,
             c.listed as kept, p.n as counted
      from catalog_counts c
      full join (
        select category_id, coalesce(subcategory_id, '') as sub, count(*)::int as n from products
        where status = 'published' and not creator_suspended group by 1, 2
      ) p on p.category_id = c.category_id and p.sub = c.subcategory_id
      where coalesce(c.listed, 0) <> coalesce(p.n, 0)`);
    return rowsOf(result);
  }

  it('follows every change of a product: insert, publish, archive, suspension, moves, delete', async () => {
    const cat = await newSubcategories('giai-tri');
    const other = await newSubcategories('giao-duc');
    const creator = await api.user('creator');
    const subcategoriesOf = async (categoryId: string) => {
      const answer = await api.call('listCategories', null);
      const category = (answer.body.result as Category[]).find((item) => item.id === categoryId);
      return category?.subcategories.filter((sub) => [cat.a, cat.b, other.a, other.b].includes(sub.id));
    };
    const totals = async () =>
      Promise.all([cat.a, cat.b, other.a].map((subcategoryId) => list({ subcategoryId }).then((page) => page.total)));

    const one = await addProduct(creator.uid, { categoryId: cat.id, subcategoryId: cat.a });
    const two = await addProduct(creator.uid, { categoryId: cat.id, subcategoryId: cat.a });
    const three = await addProduct(creator.uid, { categoryId: cat.id, subcategoryId: null });
    const draft = await addProduct(creator.uid, { categoryId: cat.id, subcategoryId: cat.b, status: 'draft' });
    expect(await totals()).toEqual([2, 0, 0]);
    expect((await list({ categoryId: cat.id, subcategoryId: cat.a })).total).toBe(2);
    expect(await subcategoriesOf(cat.id)).toEqual([
      { id: cat.a, name: 'A', productCount: 2 },
      { id: cat.b, name: 'B', productCount: 0 },
    ]);

    await update(draft, { status: 'published' });
    expect(await totals()).toEqual([2, 1, 0]);
    await update(one, { status: 'archived' });
    expect(await totals()).toEqual([1, 1, 0]);
    await update(two, { creatorSuspended: true });
    expect(await totals()).toEqual([0, 1, 0]);
    await update(two, { creatorSuspended: false, subcategoryId: cat.b });
    expect(await totals()).toEqual([0, 2, 0]);
    await update(three, { categoryId: other.id, subcategoryId: other.a });
    expect(await totals()).toEqual([0, 2, 1]);
    // A subcategory of another category: nothing.
    expect((await list({ categoryId: other.id, subcategoryId: cat.b })).total).toBe(0);
    // Sales do not touch the counts (the trigger ignores other columns), and deleting does.
    await update(two, { salesCount: 7 });
    await db().delete(products).where(eq(products.id, draft));
    bumpCatalogVersion();
    expect(await totals()).toEqual([0, 1, 1]);
    expect(await subcategoriesOf(other.id)).toEqual([
      { id: other.a, name: 'A', productCount: 1 },
      { id: other.b, name: 'B', productCount: 0 },
    ]);
    // Every count, categories and products without a subcategory included, equals a real count.
    expect(await mismatches()).toEqual([]);
  });

  it('pages a subcategory in each order without overlap, the total exact', async () => {
    const cat = await newSubcategories('giai-tri');
    const creator = await api.user('creator');
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await addProduct(creator.uid, {
          categoryId: cat.id,
          subcategoryId: cat.a,
          price: [90_000, 10_000, 50_000, 50_000, 30_000][i],
          salesCount: [1, 5, 3, 3, 0][i],
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    }
    const expected = {
      newest: [4, 3, 2, 1, 0],
      priceAsc: [1, 4, 3, 2, 0],
      priceDesc: [0, 3, 2, 4, 1],
      popular: [1, 3, 2, 0, 4],
    };
    for (const [sort, order] of Object.entries(expected)) {
      const filter = { categoryId: cat.id, subcategoryId: cat.a, sort, pageSize: 2 };
      const pages = await Promise.all([1, 2, 3].map((page) => list({ ...filter, page })));
      expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
      expect(pages.flatMap(ids)).toEqual(order.map((index) => made[index]));
      // The subcategory alone (without its category) pages the same way.
      const alone = await list({ subcategoryId: cat.a, sort, pageSize: 2, page: 2 });
      expect(ids(alone)).toEqual(order.slice(2, 4).map((index) => made[index]));
    }
    // Without a query, relevance means newest.
    expect(ids(await list({ subcategoryId: cat.a, sort: 'relevance' }))).toEqual(expected.newest.map((i) => made[i]));
  });
});

describe('the search text follows every edit', () => {
  it('saveProduct and moderation keep search_text and the search index right', async () => {
    const creator = await api.user('creator');
    const admin = await api.user('admin');
    const [first, second, third, fourth] = [word(), word(), word(), word()];
    const base = { price: 99_000, categoryId: 'giai-tri', appUrl: 'https://example.com/app' };
    const created = await api.call(
      'saveProduct',
      { ...base, title: `Ứng dụng ${first}`, description: 'Mô tả ban đầu.' },
      creator.token,
    );
    const productId = (created.body.result as Product).id;
    // A draft takes every edit at once (not listed yet, so found by nobody).
    await api.call(
      'saveProduct',
      { ...base, productId, title: `Ứng dụng ${second}`, description: 'Mô tả.' },
      creator.token,
    );
    await api.call('submitProductForReview', { productId }, creator.token);
    expect((await api.call('moderateProduct', { productId, decision: 'publish' }, admin.token)).status).toBe(200);
    expect(ids(await list({ query: second }))).toEqual([productId]);
    expect((await list({ query: first })).total).toBe(0);

    // Published: the description applies at once, the title waits for review (buyers search the live one).
    const edited = await api.call(
      'saveProduct',
      { ...base, productId, title: `Ứng dụng ${third}`, description: `Mô tả mới ${fourth}.` },
      creator.token,
    );
    expect(edited.status).toBe(200);
    expect(ids(await list({ query: `${second} ${fourth}` }))).toEqual([productId]);
    expect((await list({ query: third })).total).toBe(0);

    // The moderator accepts the new title: now it is what search finds.
    expect((await api.call('moderateProduct', { productId, decision: 'publish' }, admin.token)).status).toBe(200);
    expect(ids(await list({ query: `${third} ${fourth}` }))).toEqual([productId]);
    expect((await list({ query: second })).total).toBe(0);
  });
});
