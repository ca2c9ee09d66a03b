import { adminRefundsMessages } from '@app/shared/messages/admin/refunds';
import { LoadedPages } from '@app/shared/ui/LoadMore';
import { queuePage, type QueueActions } from '../../app/QueuePage';
import { MarkSentAction, PendingActions } from './RefundActions';
import { RefundCard, RefundOutcome, RefundTransfer } from './RefundCard';
import { useRefunds, type RefundTab } from './useRefunds';
import styles from './refunds.module.css';

const t = adminRefundsMessages;

type ListProps = QueueActions & { tab: RefundTab };

/** The requests of one tab, each with what can be done with it there, a page at a time. */
function RefundList({ tab, onDone, focusAfter }: ListProps) {
  const actions = { onDone, focusAfter };
  return (
    <LoadedPages query={useRefunds(tab)} rowsOf={(page) => page.requests} messages={t} empty={t.empty[tab]}>
      {(list) => (
        <ul className={styles.list}>
          {list.map((request) => (
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
      )}
    </LoadedPages>
  );
}

/** A tab's panel: its requests. */
const listOf = (tab: RefundTab) =>
  function RefundTabPanel(actions: QueueActions) {
    return <RefundList tab={tab} {...actions} />;
  };

/** /admin/refunds — buyers' refund requests: approve or reject, then send the money back and record it. */
export const RefundsPage = queuePage(t, {
  pending: listOf('pending'),
  approved: listOf('approved'),
  done: listOf('done'),
});
