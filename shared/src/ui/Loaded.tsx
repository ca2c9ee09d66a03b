import { Fragment, type ReactNode } from 'react';
import { Notice } from '@app/shared/ui/Notice';

/** What a list or page needs of its query (useApiQuery's answer). */
export type LoadedQuery<T> = {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
};

type Props<T> = {
  query: LoadedQuery<T>;
  messages: { loading: string; loadFailed: string };
  /**
   * What to say when the answer holds nothing (a line, or a title with a line under it); without it an empty
   * answer goes to `children` too.
   */
  empty?: string | { title: string; body: string };
  /** Where to go from the empty state (e.g. where to find something to fill it). */
  emptyLink?: { to: string; label: string };
  /** The items `empty` is about, when the answer is not the list itself (a page of results). */
  items?: (data: T) => readonly unknown[];
  /** The content, once the answer is there. */
  children: (data: T) => ReactNode;
};

const asList = (data: unknown) => (Array.isArray(data) ? data : []);

/**
 * An answer of the server, or why it is not shown yet: loading, or the failure with a retry. An
 * answer already there stays on screen while it is asked again; a failure shows once its retry has stopped,
 * so a retry shows it is loading again rather than the old error.
 */
export function Loaded<T>({ query, messages, empty, emptyLink, items = asList, children }: Props<T>) {
  if (query.data !== undefined) {
    if (empty !== undefined && items(query.data).length === 0)
      return (
        <Notice kind="empty" title={typeof empty === 'string' ? undefined : empty.title} link={emptyLink}>
          {typeof empty === 'string' ? empty : empty.body}
        </Notice>
      );
    return children(query.data);
  }
  if (query.isError && !query.isFetching)
    return (
      <Notice kind="error" title={messages.loadFailed} onRetry={() => void query.refetch()}>
        {query.error?.message}
      </Notice>
    );
  return <Notice kind="loading" label={messages.loading} />;
}

type ListProps<T> = Omit<Props<T[]>, 'items' | 'children'> & {
  /** The list's own look. */
  className: string;
  /** Each item's key among the others. */
  itemKey: (item: T) => string;
  /** An item, drawn as the list's `<li>`. */
  children: (item: T) => ReactNode;
};

/** An answer that is a list, drawn as one: loading, failure and emptiness said as `Loaded` says them. */
export function LoadedList<T>({ className, itemKey, children, ...loaded }: ListProps<T>) {
  return (
    <Loaded {...loaded}>
      {(items) => (
        <ul className={className}>
          {items.map((item) => (
            <Fragment key={itemKey(item)}>{children(item)}</Fragment>
          ))}
        </ul>
      )}
    </Loaded>
  );
}
