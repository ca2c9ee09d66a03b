import { adminMessages } from '@app/shared/messages/admin';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Tabs, useTabParam } from '@app/shared/ui/Tabs';
import { ActionStatus, useActionStatus } from '../../app/ActionStatus';
import { areaNav } from '../../app/nav';
import { MarkSentAction, PendingActions } from './RefundActions';
import { RefundCard, RefundOutcome, RefundTransfer } from './RefundCard';
import { useRefunds, type RefundTab } from './useRefunds';
import styles from './refunds.module.css';

const t = adminMessages.refunds;
const TABS = ['pending', 'approved', 'done'] as const;

type ListProps = { tab: RefundTab; onDone: (message: string) => void; focusAfter: () => HTMLElement | null };

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
  const [tab, setTab] = useTabParam(TABS);
  const status = useActionStatus();
  const focusAfter = () => status.statusRef.current;
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <ActionStatus status={status} />
      <Tabs
        label={t.tabsLabel}
        tabs={TABS.map((value) => ({ value, label: t.tabs[value] }))}
        value={tab}
        onChange={(next) => {
          status.clear();
          setTab(next);
        }}
      >
        <RefundList key={tab} tab={tab} onDone={status.done} focusAfter={focusAfter} />
      </Tabs>
    </PageFrame>
  );
}
