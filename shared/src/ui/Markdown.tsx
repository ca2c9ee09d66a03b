import { lazy, Suspense } from 'react';
import { messages } from '@app/shared/messages/vi';
import type { HeadingBase } from '@app/shared/ui/MarkdownRenderer';
import styles from './Markdown.module.css';

// The renderer (markdown-to-jsx) is its own chunk, fetched the first time Markdown is on screen.
const MarkdownRenderer = lazy(() => import('@app/shared/ui/MarkdownRenderer'));

/** Starts fetching the renderer early (e.g. when an editor opens, before its preview tab is chosen). */
export const preloadMarkdown = () => void import('@app/shared/ui/MarkdownRenderer');

type Props = {
  source: string;
  /** The level a `#` heading gets: 2 under a page's h1, 3 under a section's h2, and so on (default 2). */
  headingBase?: HeadingBase;
  className?: string;
  /** Read while the renderer loads. */
  loadingLabel?: string;
};

/**
 * Untrusted Markdown, rendered safely (no raw HTML, no script, links open in a new tab without an
 * opener: see MarkdownRenderer) and lazily.
 */
export function Markdown({ source, headingBase = 2, className, loadingLabel = messages.loading }: Props) {
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      <Suspense
        fallback={
          <p className={styles.loading} role="status">
            {loadingLabel}
          </p>
        }
      >
        <MarkdownRenderer source={source} headingBase={headingBase} />
      </Suspense>
    </div>
  );
}
