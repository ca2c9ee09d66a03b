import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { queuePage } from '../../app/QueuePage';
import { ClosedTransfers } from './ClosedTransfers';
import { OpenTransfers } from './OpenTransfers';

/** /admin/transfers — bank transfers that paid nothing or too much: match, send back or ignore each one. */
export const TransfersPage = queuePage(adminTransfersMessages, { open: OpenTransfers, closed: ClosedTransfers });
