import { adminMessages } from '@app/shared/messages/admin';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Tabs, useTabParam } from '@app/shared/ui/Tabs';
import { ActionStatus, useActionStatus } from '../../app/ActionStatus';
import { areaNav } from '../../app/nav';
import { ClosedTransfers } from './ClosedTransfers';
import { OpenTransfers } from './OpenTransfers';
import { useTransfers } from './useTransfers';

const t = adminMessages.transfers;
const TABS = ['open', 'closed'] as const;

function OpenTab(props: { onDone: (message: string) => void; focusAfter: () => HTMLElement | null }) {
  const { list, retry } = useTransfers('open');
  return <OpenTransfers list={list} retry={retry} {...props} />;
}

function ClosedTab() {
  const { list, retry } = useTransfers('closed');
  return <ClosedTransfers list={list} retry={retry} />;
}

/** /admin/transfers — bank transfers that paid nothing or too much: match, send back or ignore each one. */
export function TransfersPage() {
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
        {tab === 'open' ? <OpenTab onDone={status.done} focusAfter={focusAfter} /> : <ClosedTab />}
      </Tabs>
    </PageFrame>
  );
}
