import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { QueuePage } from '../../app/QueuePage';
import { ClosedTransfers } from './ClosedTransfers';
import { OpenTransfers } from './OpenTransfers';

const t = adminTransfersMessages;
const TABS = ['open', 'closed'] as const;

/** /admin/transfers — bank transfers that paid nothing or too much: match, send back or ignore each one. */
export function TransfersPage() {
  return (
    <QueuePage messages={t} tabs={TABS}>
      {(tab, actions) => (tab === 'open' ? <OpenTransfers {...actions} /> : <ClosedTransfers />)}
    </QueuePage>
  );
}
