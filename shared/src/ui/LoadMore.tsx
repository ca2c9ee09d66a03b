import { useEffect, useRef, type ReactNode } from 'react';
import { commonMessages } from '@app/shared/messages/common';
import { Button } from '@app/shared/ui/Button';
import { FormError } from '@app/shared/ui/Field';
import { Loaded, type LoadedQuery } from '@app/shared/ui/Loaded';
import styles from './LoadMore.module.css';

export type LoadMoreMessages = {
  /** The button ("Tải thêm"). */
  more: string;
  /** The button while the next page is on its way. */
  loadingMore: string;
  /** Once every page is shown. */
  end: string;
  /** Before the server's reason when the next page failed. */
  loadFailed: string;
  /** The button that asks for the failed page again (default: the common "Thử lại"). */
  retry?: string;
};

type Props = {
  /** There are pages after the ones shown. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** Why the next page did not come (the server's text); null when it did not fail. */
  error: string | null;
  /** Asks for the next page (again, after a failure). */
  onMore: () => void;
  messages: LoadMoreMessages;
};

/**
 * What a list read a page at a time shows under its rows: "Tải thêm" while there is more, the same button busy
 * while the next page loads, the failure with a retry, or that everything is shown. The rows already shown
 * stay. Focus is not lost while the button is busy (a busy button is disabled): it comes back to the footer
 * once the page is in, failed or was the last.
 */
export function LoadMore({ hasMore, loading, error, onMore, messages }: Props) {
  // The one focusable part of the footer now (the button, the retry or the end), and whether it was pressed.
  const target = useRef<HTMLElement | null>(null);
  const keep = (element: HTMLElement | null) => {
    target.current = element;
  };
  const pressed = useRef(false);
  const more = () => {
    pressed.current = true;
    onMore();
  };

  useEffect(() => {
    if (loading || !pressed.current) return;
    pressed.current = false;
    if (!document.activeElement || document.activeElement === document.body) target.current?.focus();
  }, [loading]);

  return (
    <div className={styles.loadMore}>
      {error !== null ? (
        <>
          <FormError message={`${messages.loadFailed} ${error}`} />
          <Button ref={keep} variant="secondary" onClick={more}>
            {messages.retry ?? commonMessages.remote.retry}
          </Button>
        </>
      ) : hasMore || loading ? (
        <Button ref={keep} variant="secondary" loading={loading} onClick={more}>
          {loading ? messages.loadingMore : messages.more}
        </Button>
      ) : (
        <p ref={keep} className={styles.end} tabIndex={-1}>
          {messages.end}
        </p>
      )}
    </div>
  );
}

/** What LoadMore needs of a list read a page at a time (useApiPages's answer). */
export type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: { message: string } | null;
  fetchNextPage: () => unknown;
};

/** LoadMore's state and action for a paged query: `<LoadMore {...nextPageOf(query)} messages={t} />`. */
export function nextPageOf(query: PagedQuery): Omit<Props, 'messages'> {
  return {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    error: query.isFetchNextPageError ? (query.error?.message ?? '') : null,
    onMore: () => void query.fetchNextPage(),
  };
}

type PagesProps<Page, Row> = {
  /** useApiPages's answer. */
  query: LoadedQuery<{ pages: Page[] }> & PagedQuery;
  /** A page's rows. */
  rowsOf: (page: Page) => Row[];
  messages: LoadMoreMessages & { loading: string; loadFailed: string };
  /** What the list says when it holds nothing. */
  empty: string;
  /** The rows of every page loaded so far, in order; `complete` once the last page is among them. */
  children: (rows: Row[], complete: boolean) => ReactNode;
};

/**
 * A list read a page at a time, drawn as Loaded draws an answer (loading, failure with a retry, empty): the
 * rows of every page loaded so far, then LoadMore under them.
 */
export function LoadedPages<Page, Row>({ query, rowsOf, messages, empty, children }: PagesProps<Page, Row>) {
  const rows = (data: { pages: Page[] }) => data.pages.flatMap(rowsOf);
  return (
    <Loaded query={query} messages={messages} empty={empty} items={rows}>
      {(data) => (
        <>
          {children(rows(data), !query.hasNextPage)}
          <LoadMore {...nextPageOf(query)} messages={messages} />
        </>
      )}
    </Loaded>
  );
}
