import { useState } from 'react';
import { STATEMENT_PAGE_SIZE } from '@app/shared/contracts/limits';
import { useApiQuery } from '@app/shared/data/query';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { Loaded } from '@app/shared/ui/Loaded';
import { Pagination } from '@app/shared/ui/Pagination';
import { StatementDownload } from './StatementDownload';
import { StatementTable } from './StatementTable';
import styles from './statement.module.css';

const t = creatorMessages.payouts;

/**
 * One month of the statement: its totals, its lines a page at a time (the API pages by position in time, so
 * each page after the first is asked for after the last line of the page before it), and its CSV file.
 */
export function StatementMonth({ month, label }: { month: string; label: string }) {
  const [page, setPage] = useState(1);
  // Where each page after the first starts: the `nextCursor` of the page before it, once it was seen.
  const [cursors, setCursors] = useState<string[]>([]);
  const after = page > 1 ? cursors[page - 2] : undefined;
  // The page shown stays on screen while the next one loads (no flash of a spinner between pages).
  const query = useApiQuery('getLedgerStatement', after ? { month, after } : { month }, { keepPrevious: true });

  const turn = (next: number) => {
    // A page still showing the one before it does not know where the next one starts yet.
    if (query.isPlaceholderData) return;
    const cursor = query.data?.nextCursor;
    if (next > page) {
      if (!cursor) return;
      setCursors((known) => [...known.slice(0, page - 1), cursor]);
    }
    setPage(next);
  };

  return (
    <Loaded query={query} messages={{ loading: t.statementLoading, loadFailed: t.statementFailed }}>
      {(statement) => (
        <>
          <div className={styles.summary}>
            <p className="muted">
              {statement.lineCount === 0
                ? t.statementEmpty
                : t.statementSummary(
                    statement.lineCount,
                    formatVnd(statement.openingBalance),
                    formatVnd(statement.closingBalance),
                  )}
            </p>
            <StatementDownload month={month} label={label} />
          </div>
          {statement.lineCount > 0 && (
            <div aria-busy={query.isFetching || undefined}>
              <StatementTable lines={statement.lines} caption={t.statementLines(label)} />
              <Pagination
                page={page}
                pages={Math.ceil(statement.lineCount / STATEMENT_PAGE_SIZE)}
                onPage={turn}
                label={t.statementPages}
              />
            </div>
          )}
        </>
      )}
    </Loaded>
  );
}
