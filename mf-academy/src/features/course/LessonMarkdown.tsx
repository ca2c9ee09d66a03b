// Loaded lazily (React.lazy in LessonView): the Markdown renderer is only in the course player's chunks.
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import styles from './MyCourse.module.css';

/** The page has its h1 and the lesson title is the h2: a lesson's own headings start one level lower. */
const shift = (Tag: 'h3' | 'h4' | 'h5' | 'h6') =>
  function Heading(props: ComponentPropsWithoutRef<'h3'>) {
    return <Tag {...props} />;
  };

/** Links leave the player in a new tab and give the opened page no handle on this one. */
function Link(props: ComponentPropsWithoutRef<'a'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

/**
 * Lessons are Markdown written by admins, but still treated as untrusted: raw HTML is not parsed at all
 * (it shows as text), dangerous tags are escaped (tagfilter) and URLs go through the library's sanitizer
 * (no javascript:, vbscript: or non-image data: links), so nothing in a lesson can run a script.
 */
const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  tagfilter: true,
  forceBlock: true,
  wrapper: 'div',
  forceWrapper: true,
  overrides: {
    h1: { component: shift('h3') },
    h2: { component: shift('h4') },
    h3: { component: shift('h5') },
    h4: { component: shift('h6') },
    a: { component: Link },
  },
};

export default function LessonMarkdown({ source }: { source: string }) {
  return (
    <div className={styles.markdown} data-testid="lesson-content">
      <Markdown options={options}>{source}</Markdown>
    </div>
  );
}
