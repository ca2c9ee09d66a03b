import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import { QueuePage } from '../../app/QueuePage';
import { OpenPayouts } from './OpenPayouts';
import { PayoutHistoryTable } from './PayoutHistoryTable';

const t = adminPayoutsMessages;
const TABS = ['open', 'history'] as const;

/** /admin/payouts — creators' and affiliates' payout requests: pay them (or not), export them for the bank. */
export function PayoutsPage() {
  return (
    <QueuePage messages={t} tabs={TABS}>
      {(tab, actions) => (tab === 'open' ? <OpenPayouts {...actions} /> : <PayoutHistoryTable />)}
    </QueuePage>
  );
}
