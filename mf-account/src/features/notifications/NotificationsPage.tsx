import { useState } from 'react';
import type { Notification } from '@app/shared/contracts/notifications';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import { notificationMessages } from '@app/shared/messages/notifications';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { vnDateTime } from '@app/shared/time/vietnam';
import { ActionStatus, useActionStatus, type ActionStatusApi } from '@app/shared/ui/ActionStatus';
import { Button } from '@app/shared/ui/Button';
import { Loaded } from '@app/shared/ui/Loaded';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import styles from './NotificationsPage.module.css';

const t = notificationMessages.inbox;

function NotificationItem({ item, status }: { item: Notification; status: ActionStatusApi }) {
  const markRead = useApiMutation('markNotificationRead');
  const read = () => {
    if (!item.read) markRead.mutate({ id: item.id }, { onError: (error) => status.failed(error.message) });
  };
  return (
    <li className={item.read ? styles.item : `${styles.item} ${styles.unread}`} data-notification-id={item.id}>
      <div className={styles.body}>
        {!item.read && <p className={styles.badge}>{t.unread}</p>}
        <p className={styles.title}>
          {item.link ? (
            <Link to={item.link} onClick={read}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        <p className={styles.meta}>
          <time dateTime={item.createdAt}>{vnDateTime(item.createdAt)}</time>
        </p>
      </div>
      {!item.read && (
        <Button
          variant="ghost"
          size="sm"
          loading={markRead.isPending}
          onClick={read}
          aria-label={t.markReadOf(item.title)}
        >
          {t.markRead}
        </Button>
      )}
    </li>
  );
}

/**
 * One page of the inbox (newest first), and the next one below it once asked for. Each page is its own cached
 * call, so marking one read refreshes every page shown, in place.
 */
function InboxPage({ before, status }: { before?: number; status: ActionStatusApi }) {
  const query = useApiQuery('listNotifications', before === undefined ? null : { before });
  const [more, setMore] = useState(false);
  return (
    <Loaded
      query={query}
      messages={t}
      empty={before === undefined ? t.empty : undefined}
      emptyLink={{ to: paths.catalogue, label: t.emptyLink }}
      items={(data) => data.items}
    >
      {(data) => (
        <>
          <ul className={styles.list} aria-label={before === undefined ? t.list : undefined}>
            {data.items.map((item) => (
              <NotificationItem key={item.id} item={item} status={status} />
            ))}
          </ul>
          {data.nextBefore === null ? (
            <p className={styles.end}>{t.end}</p>
          ) : more ? (
            <InboxPage before={data.nextBefore} status={status} />
          ) : (
            <Button variant="secondary" onClick={() => setMore(true)}>
              {t.more}
            </Button>
          )}
        </>
      )}
    </Loaded>
  );
}

/** /my/notifications — every notification of the signed-in person, with its link; one or all marked read. */
export function NotificationsPage() {
  const status = useActionStatus();
  const unread = useApiQuery('getUnreadNotificationCount', null);
  const markAll = useApiMutation('markAllNotificationsRead');
  const markEverything = () =>
    markAll.mutate(null, {
      onSuccess: ({ marked }) => status.done(t.markedAll(marked)),
      onError: (error) => status.failed(error.message),
    });
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <div className={styles.tools}>
        <Button
          variant="secondary"
          loading={markAll.isPending}
          disabled={(unread.data?.count ?? 0) === 0}
          onClick={markEverything}
        >
          {t.markAll}
        </Button>
      </div>
      <ActionStatus status={status} />
      <InboxPage status={status} />
    </PageFrame>
  );
}
