import { formatVnd } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages/admin';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import type { ChangeRow } from './productsQueueView';
import styles from './productsQueue.module.css';

const t = adminMessages.productsQueue;

function value(row: ChangeRow, which: 'live' | 'proposed') {
  if (row.field === 'price') return formatVnd(row[which]);
  if (row.field === 'appUrl') return row[which] ?? t.noAppUrl;
  return row[which];
}

/** A published product's proposed changes beside what buyers see now (scrolls sideways on a phone). */
export function PendingChanges({ title, rows }: { title: string; rows: ChangeRow[] }) {
  if (rows.length === 0) return null;
  const caption = t.changesCaption(title);
  return (
    <div className={money.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={money.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.changesField}</th>
            <th scope="col">{t.changesLive}</th>
            <th scope="col">{t.changesProposed}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{t.changesFields[row.field]}</th>
              <td className={styles.breakAnywhere}>{value(row, 'live')}</td>
              <td className={`${styles.breakAnywhere} ${styles.proposed}`}>{value(row, 'proposed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
