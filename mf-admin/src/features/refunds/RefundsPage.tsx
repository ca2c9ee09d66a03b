import { adminRefundsMessages } from '@app/shared/messages/admin/refunds';
import { Notice } from '@app/shared/ui/Notice';
import { QueuePage, type QueueActions } from '../../app/QueuePage';
import { MarkSentAction, PendingActions } from './RefundActions';
import { RefundCard, RefundOutcome, RefundTransfer } from './RefundCard';
import { useRefunds, type RefundTab } from './useRefunds';
import styles from './refunds.module.css';

const t = adminRefundsMessages;
const TABS = ['pending', 'approved', 'done'] as const;

type ListProps = QueueActions & { tab: RefundTab };

/** The requests of one tab, each with what can be done with it there. */
function RefundList({ tab, onDone, focusAfter }: ListProps) {
  const { list, retry } = useRefunds(tab);
  if (list.status === 'loading') return <Notice kind="loading" label={t.loading} />;
  if (list.status === 'error')
    return (
      <Notice kind="error" title={t.loadFailed} onRetry={retry} retryLabel={t.retry}>
        {list.message}
      </Notice>
    );
  if (list.requests.length === 0) return <Notice kind="empty">{t.empty[tab]}</Notice>;
  const actions = { onDone, focusAfter };
  return (
    <ul className={styles.list}>
      {list.requests.map((request) => (
        <RefundCard key={request.id} request={request}>
          {tab === 'pending' && <PendingActions request={request} {...actions} />}
          {tab === 'approved' && (
            <>
              <RefundTransfer request={request} />
              <MarkSentAction request={request} {...actions} />
            </>
          )}
          {tab === 'done' && <RefundOutcome request={request} />}
        </RefundCard>
      ))}
    </ul>
  );
}

/** /admin/refunds — buyers' refund requests: approve or reject, then send the money back and record it. */
export function RefundsPage() {
  return (
    <QueuePage messages={t} tabs={TABS}>
      {(tab, actions) => <RefundList key={tab} tab={tab} {...actions} />}
    </QueuePage>
  );
}
