/**
 * A legal document as content, not markup: sections of paragraphs, bullet lists and sub-headings. Inline
 * text may hold **bold**, `code`, [a link](/path) to a page of the site and {email} for the support address.
 */
export type LegalBlock = string | { list: readonly string[] } | { h3: string };
export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };
export type LegalDocument = { title: string; updated: string; sections: readonly LegalSection[] };

export type LegalInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; to: string }
  | { kind: 'email' };

const INLINE = /\*\*(.+?)\*\*|`(.+?)`|\[(.+?)\]\((\/[^)]*)\)|\{email\}/g;

/** Splits a line of legal text into its plain, bold, code, link and support-address runs. */
export function parseInline(text: string): LegalInline[] {
  const runs: LegalInline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) runs.push({ kind: 'text', text: text.slice(last, match.index) });
    const [whole, strong, code, linkText, to] = match;
    if (strong !== undefined) runs.push({ kind: 'strong', text: strong });
    else if (code !== undefined) runs.push({ kind: 'code', text: code });
    else if (linkText !== undefined && to !== undefined) runs.push({ kind: 'link', text: linkText, to });
    else runs.push({ kind: 'email' });
    last = match.index + whole.length;
  }
  if (last < text.length) runs.push({ kind: 'text', text: text.slice(last) });
  return runs;
}
