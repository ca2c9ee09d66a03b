import { useApiQuery } from '@app/shared/data/query';
import { notificationMessages } from '@app/shared/messages/notifications';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Icon } from './Icon';
import styles from './Header.module.css';

const t = notificationMessages.bell;
/** How often the count is asked again while a page stays open. */
const REFRESH_MS = 60_000;

/**
 * The bell of a signed-in visitor: a link to /my/notifications with the unread count. Loaded with the user
 * menu's chunk, after the page has painted, so the count is never part of a public page's first load.
 */
export function NotificationBell() {
  const query = useApiQuery('getUnreadNotificationCount', null, { refetchInterval: REFRESH_MS });
  const count = query.data?.count ?? 0;
  const label = count > 0 ? t.unread(count) : t.label;
  return (
    <Link to={paths.notifications} className={`${styles.iconButton} ${styles.bell}`} aria-label={label} title={label}>
      <Icon strokeLinejoin="round">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
      </Icon>
      {count > 0 && (
        <span className={styles.bellCount} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
