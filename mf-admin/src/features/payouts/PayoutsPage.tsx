import { adminMessages } from '@app/shared/messages/admin';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Tabs, useTabParam } from '@app/shared/ui/Tabs';
import { ActionStatus, useActionStatus } from '../../app/ActionStatus';
import { areaNav } from '../../app/nav';
import { OpenPayouts } from './OpenPayouts';
import { PayoutHistoryTable } from './PayoutHistoryTable';

const t = adminMessages.payouts;
const TABS = ['open', 'history'] as const;

/** /admin/payouts — creators' and affiliates' payout requests: pay them (or not), export them for the bank. */
export function PayoutsPage() {
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
        {tab === 'open' ? <OpenPayouts onDone={status.done} focusAfter={focusAfter} /> : <PayoutHistoryTable />}
      </Tabs>
    </PageFrame>
  );
}
