// A reconciliation day with no money yet: what the API starts each day of a range from (days without money
// stay at zero) and what the admin page's tests build their days on.
import type { ReconciliationDay } from '../contracts/reconciliation';

export const emptyReconciliationDay = (day: string): ReconciliationDay => ({
  day,
  transfers: 0,
  received: 0,
  ordersPaid: 0,
  excess: 0,
  unmatched: 0,
  inDifference: 0,
  payoutsPaid: 0,
  refundsSent: 0,
  transfersReturned: 0,
  cashOut: 0,
  outDifference: 0,
});
