import { useEffect, useMemo, useState } from 'react';
import { useApiQuery } from '@app/shared/data/query';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { buttonClass } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import { Notice } from '@app/shared/ui/Notice';
import { monthLabel, vietnamMonth } from '@app/shared/time/vietnam';
import { buildStatementCsv, statementFileName } from './statementCsv';
import { Card } from '@app/shared/ui/Card';
import styles from './statement.module.css';

const t = creatorMessages.payouts;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month's ledger lines as a CSV file, made in the browser from the statement call. */
export function StatementSection() {
  const thisMonth = vietnamMonth(new Date());
  const [month, setMonth] = useState(thisMonth);
  const valid = MONTH.test(month);
  const query = useApiQuery('getLedgerStatement', { month }, { enabled: valid });
  const statement = valid ? query.data : undefined;
  // The file is a Blob URL made once per answer (the CSV is built then, not on every render) and released
  // when it is replaced or the section closes.
  const url = useMemo(
    () =>
      statement
        ? URL.createObjectURL(new Blob([buildStatementCsv(statement)], { type: 'text/csv;charset=utf-8' }))
        : null,
    [statement],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  return (
    <Card title={t.statementTitle}>
      <div className={styles.statement}>
        <Field
          id="statement-month"
          label={t.statementMonth}
          type="month"
          max={thisMonth}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          error={valid ? null : t.statementMonthInvalid}
        />
        {valid && query.isError && !query.isFetching && (
          <Notice kind="error" title={t.statementFailed} onRetry={() => void query.refetch()}>
            {query.error.message}
          </Notice>
        )}
        {valid && !statement && !(query.isError && !query.isFetching) && (
          <Notice kind="loading" label={t.statementLoading} />
        )}
        {statement && (
          <div>
            <p className="muted">
              {statement.lines.length === 0
                ? t.statementEmpty
                : t.statementSummary(
                    statement.lines.length,
                    formatVnd(statement.openingBalance),
                    formatVnd(statement.closingBalance),
                  )}
            </p>
            {url && (
              <a
                className={buttonClass({ variant: 'primary' })}
                href={url}
                download={statementFileName(statement.month)}
              >
                {t.statementDownload(monthLabel(statement.month))}
              </a>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
