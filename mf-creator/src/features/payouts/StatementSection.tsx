import { useState } from 'react';
import { STATEMENT_FIRST_MONTH } from '@app/shared/contracts/limits';
import { monthLabel, monthsBack, vietnamMonth } from '@app/shared/time/vietnam';
import { creatorMessages } from '@app/shared/messages/creator';
import { Card } from '@app/shared/ui/Card';
import { Field } from '@app/shared/ui/Field';
import { Options } from '@app/shared/ui/Options';
import { StatementMonth } from './StatementMonth';
import styles from './statement.module.css';

const t = creatorMessages.payouts;
/** The monthly statement: a month's totals and lines a page at a time, and the whole month as a CSV file. */
export function StatementSection() {
  const thisMonth = vietnamMonth(new Date());
  const [month, setMonth] = useState(thisMonth);
  // A list of the months in Vietnamese words ('Tháng 11/2026'), newest first: the browser's own month input
  // speaks its own language ('November 2026') and lets a future month be typed.
  const months = monthsBack(thisMonth, STATEMENT_FIRST_MONTH);
  return (
    <Card title={t.statementTitle}>
      <div className={styles.statement}>
        <div className={styles.month}>
          <Field
            as="select"
            id="statement-month"
            label={t.statementMonth}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            <Options items={months} value={(item) => item} label={(item) => t.statementMonthOption(monthLabel(item))} />
          </Field>
        </div>
        {/* A new month starts again at its first page. */}
        <StatementMonth key={month} month={month} label={monthLabel(month)} />
      </div>
    </Card>
  );
}
