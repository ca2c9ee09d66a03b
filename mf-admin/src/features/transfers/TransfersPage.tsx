import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { QueuePage, type QueueActions } from '../../app/QueuePage';
import { ClosedTransfers } from './ClosedTransfers';
import { OpenTransfers } from './OpenTransfers';
import { useTransfers } from './useTransfers';

const t = adminTransfersMessages;
const TABS = ['open', 'closed'] as const;

function OpenTab(props: QueueActions) {
  const { list, retry } = useTransfers('open');
  return <OpenTransfers list={list} retry={retry} {...props} />;
}

function ClosedTab() {
  const { list, retry } = useTransfers('closed');
  return <ClosedTransfers list={list} retry={retry} />;
}

/** /admin/transfers — bank transfers that paid nothing or too much: match, send back or ignore each one. */
export function TransfersPage() {
  return (
    <QueuePage messages={t} tabs={TABS}>
      {(tab, actions) => (tab === 'open' ? <OpenTab {...actions} /> : <ClosedTab />)}
    </QueuePage>
  );
}
