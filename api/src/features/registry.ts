// Every callable's handler, found by its name among the exports of the features' handler modules: adding a
// callable touches its contract, its handler (exported under the callable's name) and its test — nothing
// here, unless it opens a new handler module. The `Handlers` type proves every contract has a handler of
// its exact type; registry.test.ts proves no name is exported twice (a spread would silently keep one).
import type { Handlers } from '../http/context';
import * as academyCertificates from './academy/certificates';
import * as academyCourse from './academy/course';
import * as academy from './academy/handlers';
import * as academyQuiz from './academy/quiz';
import * as academyQuizAdmin from './academy/quiz-admin';
import * as admin from './admin/handlers';
import * as adminAudit from './admin/audit';
import * as adminCertificates from './admin/certificates';
import * as adminDashboard from './admin/dashboard';
import * as adminTransfers from './admin/transfers';
import * as adminUsers from './admin/users';
import * as affiliateDashboard from './affiliates/dashboard';
import * as affiliates from './affiliates/handlers';
import * as catalog from './catalog/handlers';
import * as checkout from './checkout/handlers';
import * as creatorArea from './creator-area/handlers';
import * as creatorAreaLifecycle from './creator-area/lifecycle';
import * as creators from './creators/handlers';
import * as ledgerAdminPayouts from './ledger/admin-payouts';
import * as ledgerDashboard from './ledger/dashboard';
import * as ledgerPayouts from './ledger/payouts';
import * as ledgerStatement from './ledger/statement';
import * as hosting from './hosting/handlers';
import * as paymentMethods from './payout-accounts/handlers';
import * as profile from './profile/handlers';
import * as refundsAdmin from './refunds/admin-calls';
import * as refundsBuyer from './refunds/buyer-calls';
import * as wishlist from './wishlist/handlers';

/** Every module whose exports include handlers (their other exports, e.g. message tables, are never called). */
export const handlerModules = [
  academyCertificates,
  academyCourse,
  academy,
  academyQuiz,
  academyQuizAdmin,
  admin,
  adminAudit,
  adminCertificates,
  adminDashboard,
  adminTransfers,
  adminUsers,
  affiliateDashboard,
  affiliates,
  catalog,
  checkout,
  creatorArea,
  creatorAreaLifecycle,
  creators,
  ledgerAdminPayouts,
  ledgerDashboard,
  ledgerPayouts,
  ledgerStatement,
  hosting,
  paymentMethods,
  profile,
  refundsAdmin,
  refundsBuyer,
  wishlist,
] as const;

type Merged<M extends readonly object[]> = M extends readonly [infer First, ...infer Rest extends readonly object[]]
  ? First & Merged<Rest>
  : unknown;

/** All the modules' exports in one object, typed as all of them at once. */
function merge<const M extends readonly object[]>(modules: M): Merged<M> {
  return modules.reduce((all, exports) => ({ ...all, ...exports }), {}) as Merged<M>;
}

export const handlers: Handlers = merge(handlerModules);
