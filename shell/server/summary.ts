// A page description from a creator's Markdown (a product's description, a bio): its words as plain text,
// at most a search result's length, cut between words.

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_CHARS = 160;

// A backslash-escaped mark is the character itself: it is set aside (moved to the private-use area) while
// the marks are removed, then put back.
const PRIVATE = 0xe000;
const hide = (c: string) => String.fromCharCode(PRIVATE + c.charCodeAt(0));
const HIDDEN = /[\ue000-\ue0ff]/g;

/** The plain text of Markdown: no code, images, link targets, HTML tags, emphasis or block markers. */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?(```|$)/g, ' ')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, (_, c: string) => hide(c))
      .replace(/<[^>]*>/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/^\s*([-*_=]\s*){3,}$/gm, ' ')
      .replace(/(\*\*|\*|~~|`)(\S(?:[\s\S]*?\S)?)\1/g, '$2')
      // Underscores mark emphasis only at a word's edge (snake_case stays as written).
      .replace(/(^|[^\p{L}\p{N}])(__|_)(\S(?:[\s\S]*?\S)?)\2(?![\p{L}\p{N}])/gu, '$1$3')
      .replace(HIDDEN, (c) => String.fromCharCode(c.charCodeAt(0) - PRIVATE))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `max` characters of `text`, ending on a whole word and an ellipsis when it was cut. */
export function truncate(text: string, max = DESCRIPTION_MAX_CHARS): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A description from Markdown, or `fallback` when it has no words. */
export function summary(markdown: string | null | undefined, fallback: string): string {
  const text = markdown ? plainText(markdown) : '';
  return truncate(text || fallback);
}
