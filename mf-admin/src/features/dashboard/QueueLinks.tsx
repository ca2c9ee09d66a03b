import type { AdminDashboard } from '@app/shared/contracts/admin';
import { adminOverviewMessages } from '@app/shared/messages/admin/overview';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Card } from '@app/shared/ui/Card';
import styles from './dashboard.module.css';

const t = adminOverviewMessages;

type Queue = keyof AdminDashboard['queues'];
const QUEUES: { key: Queue; to: string }[] = [
  { key: 'products', to: paths.adminProducts },
  { key: 'applications', to: paths.adminApplications },
  { key: 'transfers', to: paths.adminTransfers },
  { key: 'refunds', to: paths.adminRefunds },
  { key: 'reviews', to: paths.adminReviews },
  { key: 'payouts', to: paths.adminPayouts },
];

/** "Hàng chờ": what waits in each queue, each a link to the page that works through it. */
export function QueueLinks({ queues }: { queues: AdminDashboard['queues'] }) {
  return (
    <Card title={t.queuesTitle}>
      <p className={`muted ${styles.sectionLead}`}>{t.queuesLead}</p>
      <ul className={styles.queues}>
        {QUEUES.map(({ key, to }) => {
          const count = queues[key];
          return (
            <li key={key}>
              <Link to={to} className={styles.queue} data-waiting={count > 0 || undefined}>
                <span className={styles.queueLabel}>{t.queues[key]}</span>{' '}
                <span className={count > 0 ? styles.queueWaiting : 'muted'}>{t.queueCount(count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
