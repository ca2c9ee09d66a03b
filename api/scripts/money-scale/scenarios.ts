// The money bench's scenarios (bench-money.ts runs them): who plays each part on the fresh seed and on the
// scale database, and every call measured, with its data.
import { INT4_MAX } from '@app/shared/contracts/common';
import { vietnamMonthBounds } from '@app/shared/time/vietnam';
import { CLOSED_TRANSFERS, closedTransferAt, STATEMENT_CREATOR, STATEMENT_LINES } from './bench-users';
import { ADMIN_UID, affiliateUid, creatorUid } from './shape';

/** Who plays each part: on the fresh seed its accounts, on the scale database the fixture's. */
export type Cast = {
  bigCreator: string;
  quietCreator: string;
  affiliate: string;
  admin: string;
  statementCreator: string;
};
export const FRESH: Cast = {
  bigCreator: 'seed-creator',
  quietCreator: 'seed-creator-4',
  affiliate: 'seed-creator',
  admin: 'seed-admin',
  statementCreator: STATEMENT_CREATOR,
};
export const scaleCast = (creators: number): Cast => ({
  bigCreator: creatorUid(0),
  quietCreator: creatorUid(creators - 1),
  affiliate: affiliateUid(0),
  admin: ADMIN_UID,
  statementCreator: STATEMENT_CREATOR,
});
export type Part = keyof Cast | 'buyer' | 'bank';
/**
 * A call measured by autocannon; `csv`: a GET of the statement CSV (`data` is the month); `payout`: the
 * requestPayout loop, as `as` (one connection) or as the payout users (`as: 'buyer'`, one each); `paid`: bank
 * webhooks each paying an order of its own (money-scale/paid-webhooks.ts). `connections`: when not the run's.
 */
export type Scenario = {
  name: string;
  callable: string;
  data: unknown;
  as: Part;
  kind?: 'csv' | 'payout' | 'paid';
  connections?: number;
};

/**
 * The floor: the cheapest signed-in call (the caller's own profile, one row), with everything every call pays
 * (the token's strict check, the suspension check, the per-user limit). Each call's p99 is also reported as a
 * multiple of this one's in the same run: what the call costs beyond what the machine charges any call.
 */
export const FLOOR = 'floor: getUserProfile';

/** The paid webhooks on one connection and on the run's: the ratio of their sales per second. */
export const PAID_ALONE = 'bank webhook paid, 1 connection';
export const PAID = 'bank webhook paid';

/** The previous calendar month (Vietnam time), 'YYYY-MM': a whole month of statement lines. */
/** A closed tab's cursor halfway through the bench's outgoing transfers, as a page's `nextBefore` reads. */
function laterPage(): string {
  const at = closedTransferAt(vietnamMonthBounds(lastMonth()).start, CLOSED_TRANSFERS / 2);
  return `${at.toISOString().slice(0, 23)}000Z_${INT4_MAX}`;
}

export function lastMonth(): string {
  const date = new Date(Date.now() + 7 * 60 * 60 * 1000);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
}

export const ALL_SCENARIOS: Scenario[] = [
  { name: FLOOR, callable: 'getUserProfile', data: null, as: 'bigCreator' },
  ...[7, 30, 90].map((days) => ({
    name: `getCreatorDashboard big ${days}d`,
    callable: 'getCreatorDashboard',
    data: { days },
    as: 'bigCreator' as const,
  })),
  ...[7, 30, 90].map((days) => ({
    name: `getCreatorDashboard no sales ${days}d`,
    callable: 'getCreatorDashboard',
    data: { days },
    as: 'quietCreator' as const,
  })),
  { name: 'getPayoutOverview big', callable: 'getPayoutOverview', data: null, as: 'bigCreator' },
  { name: 'getAffiliateDashboard big 30d', callable: 'getAffiliateDashboard', data: { days: 30 }, as: 'affiliate' },
  {
    name: 'getLedgerStatement month',
    callable: 'getLedgerStatement',
    data: { month: lastMonth() },
    as: 'bigCreator',
  },
  ...[7, 30, 90].map((days) => ({
    name: `getAdminDashboard ${days}d`,
    callable: 'getAdminDashboard',
    data: { days },
    as: 'admin' as const,
  })),
  { name: 'getAdminStats', callable: 'getAdminStats', data: null, as: 'admin' },
  { name: 'listBankTransfers open', callable: 'listBankTransfers', data: { state: 'open' }, as: 'admin' },
  { name: 'listBankTransfers closed', callable: 'listBankTransfers', data: { state: 'closed' }, as: 'admin' },
  {
    // A later page: from the middle of the bench's outgoing transfers (bench-users.ts), as "more" asks for it.
    name: 'listBankTransfers closed, a later page',
    callable: 'listBankTransfers',
    data: { state: 'closed', before: laterPage() },
    as: 'admin',
  },
  { name: 'bank webhook', callable: '', data: null, as: 'bank' },
  { name: PAID_ALONE, callable: '', data: null, as: 'bank', kind: 'paid', connections: 1 },
  { name: PAID, callable: '', data: null, as: 'bank', kind: 'paid' },
  { name: 'createProductOrder', callable: 'createProductOrder', data: { productId: 'pong-neon' }, as: 'buyer' },
  { name: 'requestPayout (10 users)', callable: 'requestPayout', data: null, as: 'buyer', kind: 'payout' },
  { name: 'requestPayout big creator', callable: 'requestPayout', data: null, as: 'bigCreator', kind: 'payout' },
  // The payout and refund queues, each tab's first page as the admin pages open them: the decided payouts and
  // the refunds done are the history every month adds to, the open tabs what waits today. After the payout
  // loops, whose requests the bench fails: the fresh seed, which has no payout, then has a full decided page
  // too, so both databases answer a page of 50 and the ratio is the history's, not the page's size.
  { name: 'listPayouts open', callable: 'listPayouts', data: { state: 'open' }, as: 'admin' },
  { name: 'listPayouts decided', callable: 'listPayouts', data: { state: 'decided' }, as: 'admin' },
  { name: 'listRefundRequests pending', callable: 'listRefundRequests', data: { state: 'pending' }, as: 'admin' },
  { name: 'listRefundRequests done', callable: 'listRefundRequests', data: { state: 'done' }, as: 'admin' },
  {
    name: `statement CSV ${STATEMENT_LINES} lines`,
    callable: '',
    data: lastMonth(),
    as: 'statementCreator',
    kind: 'csv',
  },
];
