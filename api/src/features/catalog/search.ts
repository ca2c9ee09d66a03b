// Catalogue search: a query becomes a tsquery over products.search_vector (migration 0008), the
// `simple` configuration on the folded title and description. Used by the marketplace (listProducts) and the
// affiliate marketplace (listAffiliateProducts), so both search boxes mean the same thing.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../db/client';
import { products } from '../../db/schema';
import { fold } from '@app/shared/text/fold';

/**
 * The query as a tsquery for the `simple` configuration: every word folded (diacritics and case ignored, as
 * search_text is) and required as the start of a word ('tiê' finds 'tiếng'). Words of one or two letters
 * must be a whole word ('ai', 'cũ'): as prefixes they would match nearly every product, and a prefix that
 * wide is the slowest thing the search index does. Words without a letter or digit are dropped; null when
 * none is left. Each word is quoted for to_tsquery, which parses it as it parsed the documents.
 */
export function searchQuery(query: string): string | null {
  const words = fold(query)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return null;
  const quote = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return words.map((word) => (word.length <= 2 ? quote(word) : `${quote(word)}:*`)).join(' & ');
}

/** A tsquery from searchQuery, as the search index reads it. */
export const tsqueryOf = (tsquery: string): SQL => sql`to_tsquery('simple', ${tsquery})`;

/** Listed products matching a tsquery from searchQuery (served by the search index). */
export const matchesQuery = (tsquery: string): SQL => sql`${products.searchVector} @@ ${tsqueryOf(tsquery)}`;

/**
 * The tsquery as a walk of an order's index needs it in a prepared statement (walksIndex): computed once per
 * execution (an init plan; a generic plan would otherwise parse it again for every entry tested).
 */
export const walkingQuery = (tsquery: string): SQL => sql`(select ${tsqueryOf(tsquery)})`;

/**
 * The match of a walk: hidden from the search index (coalesce), so the plan is the walk of the order's
 * index whatever the words are, and a generic plan is the same plan as a custom one.
 */
export const walkingMatch = (tsquery: string): SQL =>
  sql`coalesce(${products.searchVector} @@ ${walkingQuery(tsquery)}, false)`;

/**
 * The same rule in JavaScript, for an item that is not a product row (the academy course in the affiliate
 * list): every word of the query begins a word of the text (a word of one or two letters is a whole word).
 */
export function textMatches(text: string, query: string): boolean {
  const words = fold(text).split(/[^\p{L}\p{N}]+/u);
  return fold(query)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .every((term) => words.some((word) => (term.length <= 2 ? word === term : word.startsWith(term))));
}

/**
 * What the statistics of the search index say about its words (ANALYZE's most common elements of
 * products.search_vector, in pg_stats): each frequent word and the share of products holding it, and the
 * share of the rarest of them. Null when the table has not been analysed yet.
 */
export type SearchStats = {
  words: { word: string; share: number }[];
  byWord: Map<string, number>;
  minShare: number;
  /** Listed products in all (catalog_counts), read with the statistics. */
  listed: number;
};

/** The planner's default share for a word the statistics do not list (PostgreSQL's DEFAULT_TS_MATCH_SEL). */
const DEFAULT_WORD_SHARE = 0.005;

/**
 * The share of products a query matches, estimated from the statistics exactly as PostgreSQL's planner
 * does for `@@` (ts_selfuncs.c): a whole word, its listed share or, if not listed, half the rarest listed
 * share; a prefix, the listed words it begins combined as independent events, plus the unlisted words'
 * expected part, never less than an unlisted word's; every word of the query required (a product).
 */
export function estimateShare(stats: SearchStats, query: string): number {
  const unlisted = Math.min(DEFAULT_WORD_SHARE, stats.minShare / 2);
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  let share = 1;
  // As the text search parser splits the query's words (`gpt-4` is `gpt` and `4`).
  for (const word of fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)) {
    if (word.length <= 2) {
      share *= stats.byWord.get(word) ?? unlisted;
      continue;
    }
    let matched = 0;
    let all = 0;
    let count = 0;
    for (const listed of stats.words) {
      if (listed.word.startsWith(word)) {
        matched += listed.share - matched * listed.share;
        count += 1;
      }
      all += listed.share - all * listed.share;
    }
    const expected = clamp(matched) + (1 - clamp(all)) * (stats.words.length ? count / stats.words.length : 0);
    share *= clamp(Math.max(unlisted, expected));
  }
  return clamp(share);
}

/** The statistics are read again at most this often (ANALYZE, by autovacuum or by hand, renews them). */
export const SEARCH_STATS_TTL_MS = 60_000;
const statsCache = new WeakMap<object, { readAt: number; stats: Promise<SearchStats | null> }>();

/**
 * The search index's statistics, read from pg_stats once a minute per database handle (a search's large
 * total is an estimate from them, with no statement of its own). A failed read is retried on the next call.
 */
export function searchStats(db: Queryable, now = Date.now()): Promise<SearchStats | null> {
  const cached = statsCache.get(db);
  if (cached && now - cached.readAt < SEARCH_STATS_TTL_MS) return cached.stats;
  const stats = readSearchStats(db).catch(() => {
    statsCache.delete(db);
    return null;
  });
  statsCache.set(db, { readAt: now, stats });
  return stats;
}

async function readSearchStats(db: Queryable): Promise<SearchStats | null> {
  const result = await db.execute(sql`
    select json_build_object('words', most_common_elems::text::text[], 'shares', most_common_elem_freqs) as stats
    from pg_stats
    where schemaname = current_schema() and tablename = 'products' and attname = 'search_vector'`);
  const raw = rowsOf<{ stats?: unknown }>(result)[0]?.stats;
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    words: string[] | null;
    shares: number[] | null;
  };
  const words = parsed?.words ?? [];
  const shares = parsed?.shares ?? [];
  // The shares hold one per word, then the lowest and the highest (ts_typanalyze.c).
  if (words.length === 0 || shares.length < words.length + 2) return null;
  const listed = words.map((word, i) => ({ word, share: shares[i] }));
  const [counts] = rowsOf<{ listed: number | string | null }>(
    await db.execute(sql`select sum(listed) as listed from catalog_counts`),
  );
  return {
    words: listed,
    byWord: new Map(listed.map((w) => [w.word, w.share])),
    minShare: shares[words.length],
    listed: Number(counts?.listed ?? 0),
  };
}

/**
 * How much more reading one product row through the search index costs (a bitmap heap fetch, its recheck
 * and a place in the sort) than testing one entry of a covering index: ~2 µs against ~0.45 µs, measured at
 * 100,000 products on PostgreSQL 15. Walking an order whose index does not carry the search vector reads a
 * row for each entry, as collecting does.
 */
const ROW_TO_ENTRY_COST = 4;

/**
 * Whether a search page should walk its order's index (each order has one, alone and per category and
 * subcategory: migrations 0008 and 0009), testing each product in order until `needed` matches are found,
 * rather than collect every match of the words through the search index and sort them. Walking tests about
 * needed/share entries (the words assumed as common within a category as in the whole catalogue), each
 * cheap where the index carries the search vector (`covering`: the best-selling order) and a row read
 * otherwise; collecting reads every listed match, listed × share rows, whatever the filter. The planner makes
 * this choice from the same statistics; made here, the walk runs as a prepared statement with a generic
 * plan (Database.prepared): no planning on each search.
 */
export function walksIndex(stats: SearchStats, text: string, needed: number, covering: boolean): boolean {
  const share = estimateShare(stats, text);
  if (share <= 0) return false;
  return needed / share <= (covering ? ROW_TO_ENTRY_COST : 1) * stats.listed * share;
}
