// The heading of a product page: eyebrow (category · subcategory), title, and a lead, which is the
// description's first paragraph when that paragraph is plain text. The product page renders it with
// PageFrame; the shell page's boot script paints the same frame from the early answer (api/early-calls.ts)
// before any of the page's code has arrived, so a phone shows the product's heading and first words with the
// HTML and the answer, and React then draws them again in the same boxes.
//
// No imports: the build compiles this file into that inline script (tools/webpack/shell-boot.cjs).

/** A first paragraph longer than this stays in the description (a lead is a sentence or two). */
export const LEAD_MAX_CHARS = 300;

/**
 * Characters that could make Markdown of a paragraph (emphasis, code, links, images, HTML, entities,
 * escapes, tables, strikethrough, headings). A paragraph with none of them renders as exactly its text.
 */
const MARKUP = /[\\`*_[\]<>!|~&#]|https?:\/\/|www\./i;
/** Lines that begin a block other than a paragraph: a list item or a setext underline (code: see below). */
const BLOCK_START = /^(?:[-+=]|\d+[.)])/;

/**
 * Splits a Markdown description into a plain-text lead (its first paragraph, when that is one line of plain
 * text of at most LEAD_MAX_CHARS) and the rest, still Markdown. Without such a paragraph, no lead and the
 * whole description.
 */
export function splitLead(description: string): { lead: string | null; rest: string } {
  const text = description.replace(/\r\n?/g, '\n').replace(/^\s*\n/, '');
  const end = text.search(/\n[ \t]*\n/);
  const block = end === -1 ? text : text.slice(0, end);
  const first = block.trim();
  const plain =
    !/^(?: {4}|\t)/.test(block) &&
    first.length > 0 &&
    first.length <= LEAD_MAX_CHARS &&
    first.indexOf('\n') === -1 &&
    !MARKUP.test(first) &&
    !BLOCK_START.test(first);
  if (!plain) return { lead: null, rest: description };
  return { lead: first.replace(/\s+/g, ' '), rest: end === -1 ? '' : text.slice(end).trim() };
}

type ProductTexts = { title: string; description: string; categoryName: string; subcategoryName: string | null };

/** The product page's frame: eyebrow, title and lead (see above). */
export function productFrame(product: ProductTexts): { eyebrow: string; title: string; lead?: string } {
  const { lead } = splitLead(product.description);
  const eyebrow = product.subcategoryName
    ? `${product.categoryName} · ${product.subcategoryName}`
    : product.categoryName;
  return lead ? { eyebrow, title: product.title, lead } : { eyebrow, title: product.title };
}
