import { lazy, Suspense, useState } from 'react';
import { commonMessages } from '@app/shared/messages/common';
import type { default as RendererComponent, HeadingBase } from '@app/shared/ui/MarkdownRenderer';
import styles from './Markdown.module.css';

type Renderer = typeof RendererComponent;

// The renderer (markdown-to-jsx) is its own chunk, fetched the first time Markdown is on screen. Once it
// has arrived it is kept here and drawn directly: a page that waited for it (loadMarkdown) shows its text
// in the same frame as the rest, never a one-line "loading" that the text then pushes down (layout shift).
const renderer: { loaded?: Renderer; loading?: Promise<void> } = {};

/** Fetches the renderer once; resolves when it can draw (a failed fetch is tried again next time). */
export function loadMarkdown(): Promise<void> {
  renderer.loading ??= import('@app/shared/ui/MarkdownRenderer').then(
    (module) => {
      renderer.loaded = module.default;
    },
    (error: unknown) => {
      renderer.loading = undefined;
      throw error;
    },
  );
  return renderer.loading;
}

/** Whether the renderer has arrived (Markdown then draws at once). */
export const markdownLoaded = (): boolean => renderer.loaded !== undefined;

const LazyRenderer = lazy(() => loadMarkdown().then(() => ({ default: renderer.loaded as Renderer })));

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
export function Markdown({ source, headingBase = 2, className, loadingLabel = commonMessages.loading }: Props) {
  // Chosen once per instance: switching from the lazy wrapper to the loaded one would remount the text.
  const [MarkdownRenderer] = useState(() => renderer.loaded ?? LazyRenderer);
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
