// A product's description in one short line of plain text, where a page shows it as a teaser (a card, the demo
// dialog): the description is Markdown, and its headings and list marks mean nothing in a line of text.
import { splitLead } from '@app/shared/catalog/product-frame';

/** Marks of Markdown that are not words: emphasis, code, headings, quotes, list bullets, link and image syntax. */
const MARKS = /[*_`#>|~]|!?\[([^\]]*)\]\([^)]*\)/g;

/**
 * The lead (the first paragraph, when it is plain text); else the first paragraph that is not a heading,
 * with its marks taken out and its lines joined.
 */
export function descriptionSummary(description: string): string {
  const { lead } = splitLead(description);
  if (lead) return lead;
  const paragraph =
    description
      .replace(/\r\n?/g, '\n')
      .split(/\n[ \t]*\n/)
      .map((block) => block.trim())
      .find((block) => block !== '' && !block.startsWith('#')) ?? '';
  return paragraph
    .replace(MARKS, (_match, label: string | undefined) => label ?? '')
    .replace(/^\s*(?:[-+]|\d+[.)])\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
