// Catalogue search (issue 15): a query becomes a tsquery over products.search_vector (migration 0008), the
// `simple` configuration on the folded title and description. Used by the marketplace (listProducts) and the
// affiliate marketplace (listAffiliateProducts), so both search boxes mean the same thing.
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { fold } from '../../lib/text';

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

/** Listed products matching a tsquery from searchQuery (served by the search index). */
export const matchesQuery = (tsquery: string): SQL => sql`${products.searchVector} @@ to_tsquery('simple', ${tsquery})`;

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
