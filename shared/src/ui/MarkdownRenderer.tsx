// The Markdown renderer itself, loaded only through `Markdown` (./Markdown.tsx, React.lazy): the library is
// in the chunk of the pages that show Markdown, never in an area's first load.
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import './mono-font.css';

export type HeadingBase = 2 | 3 | 4;

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const tags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

function heading(level: Level) {
  const Tag = tags[level];
  // The library gives headings ids from their text: prefixed, so a description can never take (clobber)
  // an id the page itself uses.
  return function Heading({ id, ...props }: ComponentPropsWithoutRef<'h2'>) {
    return <Tag {...props} id={id ? `md-${id}` : undefined} />;
  };
}

/** Links leave the page in a new tab and give the opened page no handle on this one. */
function Link(props: ComponentPropsWithoutRef<'a'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

/** Pictures load when scrolled to and tell their host nothing about the page. */
function Image(props: ComponentPropsWithoutRef<'img'>) {
  return <img {...props} alt={props.alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />;
}

const cache = new Map<HeadingBase, MarkdownToJSX.Options>();

/**
 * Markdown written by users (product descriptions) or admins (lessons), always treated as untrusted: raw
 * HTML is not parsed at all (it shows as text), dangerous tags are escaped (tagfilter) and URLs go through
 * the library's sanitizer (no javascript:, vbscript: or non-image data: links), so nothing can run a
 * script. The page has its own h1 (and maybe h2): a `#` heading becomes `h<base>`, and so on down.
 */
function optionsFor(base: HeadingBase): MarkdownToJSX.Options {
  const known = cache.get(base);
  if (known) return known;
  const shift = (level: number) => heading(Math.min(6, level + base - 1) as Level);
  const options: MarkdownToJSX.Options = {
    disableParsingRawHTML: true,
    tagfilter: true,
    forceBlock: true,
    wrapper: 'div',
    forceWrapper: true,
    overrides: {
      h1: { component: shift(1) },
      h2: { component: shift(2) },
      h3: { component: shift(3) },
      h4: { component: shift(4) },
      h5: { component: shift(5) },
      h6: { component: shift(6) },
      a: { component: Link },
      img: { component: Image },
    },
  };
  cache.set(base, options);
  return options;
}

export default function MarkdownRenderer({ source, headingBase }: { source: string; headingBase: HeadingBase }) {
  return <Markdown options={optionsFor(headingBase)}>{source}</Markdown>;
}
