// Admin search by name (users, certificates): Vietnamese diacritics and case ignored in SQL, so the admin
// pages page and count in the database. The names have no folded column (unlike products.search_text), and
// PostgreSQL's lower() and unaccent depend on the server's locale and extensions: the letters are mapped with
// translate(), from a table built from `fold` (@app/shared/text/fold), so the database folds exactly as the API does.
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { fold } from '@app/shared/text/fold';
import { escapeLike } from '../../lib/text';

function foldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  // Latin-1 Supplement, Latin Extended-A/B and Latin Extended Additional (all precomposed Vietnamese letters).
  const ranges: [number, number][] = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code += 1) {
      const char = String.fromCodePoint(code);
      const folded = fold(char);
      if (folded.length === 1 && folded !== char && /[a-z]/.test(folded)) {
        from += char;
        to += folded;
      }
    }
  }
  return { from, to };
}

const TABLE = foldTable();
const COMBINING = '[\u0300-\u036f]';
const SPACES = '\\s+';

/** `value` folded like `fold`: accents (precomposed or combining) removed, lower case, spaces collapsed. */
export function foldedSql(value: SQLWrapper): SQL {
  const stripped = sql`regexp_replace(translate(${value}, ${TABLE.from}, ${TABLE.to}), ${COMBINING}, '', 'g')`;
  return sql`lower(regexp_replace(${stripped}, ${SPACES}, ' ', 'g'))`;
}

/**
 * Whether the folded `value` contains every word of the folded `query`, in any order ('dung dang' finds
 * 'Đặng Văn Dũng'); LIKE wildcards in the query are taken literally.
 */
export function containsFolded(value: SQLWrapper, query: string): SQL {
  const words = fold(query).split(' ').filter(Boolean);
  const folded = foldedSql(value);
  return and(...words.map((word) => sql`${folded} like ${`%${escapeLike(word)}%`}`)) ?? sql`true`;
}
