import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import { queuePage } from '../../app/QueuePage';
import { OpenPayouts } from './OpenPayouts';
import { PayoutHistoryTable } from './PayoutHistoryTable';

/** /admin/payouts — creators' and affiliates' payout requests: pay them (or not), export them for the bank. */
export const PayoutsPage = queuePage(adminPayoutsMessages, { open: OpenPayouts, history: PayoutHistoryTable });
