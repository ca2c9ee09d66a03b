import { useState } from 'react';
import { monthLabel, vietnamMonth } from '@app/shared/time/vietnam';
import { creatorMessages } from '@app/shared/messages/creator';
import { Card } from '@app/shared/ui/Card';
import { Field } from '@app/shared/ui/Field';
import { StatementMonth } from './StatementMonth';
import styles from './statement.module.css';

const t = creatorMessages.payouts;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The monthly statement: a month's totals and lines a page at a time, and the whole month as a CSV file. */
export function StatementSection() {
  const thisMonth = vietnamMonth(new Date());
  const [month, setMonth] = useState(thisMonth);
  const valid = MONTH.test(month);
  return (
    <Card title={t.statementTitle}>
      <div className={styles.statement}>
        <div className={styles.month}>
          <Field
            id="statement-month"
            label={t.statementMonth}
            type="month"
            max={thisMonth}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            error={valid ? null : t.statementMonthInvalid}
          />
        </div>
        {/* A new month starts again at its first page. */}
        {valid && <StatementMonth key={month} month={month} label={monthLabel(month)} />}
      </div>
    </Card>
  );
}
