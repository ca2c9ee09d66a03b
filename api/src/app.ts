// Wires configuration, database, identity and the HTTP server together (used by main.ts, tests, bench).
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { registerBankWebhook, WEBHOOK_PATH } from './features/bank-webhook/route';
import { registerStatementCsv } from './features/ledger/statement-csv';
import { registerTestClock } from './features/ledger/test-clock';
import { startMailWorker } from './features/notifications/worker';
import { registerUnsubscribe } from './features/notifications/unsubscribe';
import { scheduleReconciliation } from './features/reconciliation/check';
import { scheduleNotificationSweep } from './features/notifications/sweep';
import { registerAvatarUploads } from './features/uploads/avatars';
import { registerProductMediaUploads } from './features/uploads/product-media';
import { registerThumbnailUploads } from './features/uploads/thumbnails';
import type { TusUploads } from './features/uploads/tus';
import { createIdentity, type Identity } from './http/auth';
import type { Handlers } from './http/context';
import { buildServer, type RouteTools } from './http/server';
import { isEmpty, seedDatabase } from './seed/seed';
import { seedMedia } from './seed/media';
import * as academyCertificates from './features/academy/certificates';
import * as academyCourse from './features/academy/course';
import * as academyLessonVideo from './features/academy/lesson-video';
import * as academy from './features/academy/progress';
import * as academyQuiz from './features/academy/quiz';
import * as academyQuizAdmin from './features/academy/quiz-admin';
import * as adminApplications from './features/admin/applications';
import * as adminModeration from './features/admin/moderation';
import * as adminStats from './features/admin/stats';
import * as adminAudit from './features/admin/audit';
import * as adminCertificates from './features/admin/certificates';
import * as adminDashboard from './features/admin/dashboard';
import * as adminTransfers from './features/admin/transfers';
import * as adminUsers from './features/admin/users';
import * as affiliateDashboard from './features/affiliates/dashboard';
import * as affiliateClicks from './features/affiliates/clicks';
import * as affiliateMarketplace from './features/affiliates/marketplace';
import * as catalog from './features/catalog/browse';
import * as checkout from './features/checkout/order-calls';
import * as creatorArea from './features/creator-area/products';
import * as creatorAreaLifecycle from './features/creator-area/lifecycle';
import * as creatorApplications from './features/creators/applications';
import * as creatorProfiles from './features/creators/profiles';
import * as sitemapEntries from './features/sitemap/entries';
import * as ledgerAdminPayouts from './features/ledger/admin-payouts';
import * as creatorDashboard from './features/creator-dashboard/dashboard';
import * as ledgerPayouts from './features/ledger/payouts';
import * as ledgerStatement from './features/ledger/statement';
import * as hosting from './features/hosting/connect';
import * as notificationsAdmin from './features/notifications/admin';
import * as notificationsInbox from './features/notifications/inbox';
import * as notificationsPreferences from './features/notifications/preferences';
import * as payoutAccounts from './features/payout-accounts/accounts';
import * as profile from './features/profile/account';
import * as reconciliation from './features/reconciliation/calls';
import * as refundsAdmin from './features/refunds/admin-calls';
import * as refundsBuyer from './features/refunds/buyer-calls';
import * as reviewsAdmin from './features/reviews/admin';
import * as reviewsPublic from './features/reviews/public';
import * as reviewsWrite from './features/reviews/write';
import * as wishlist from './features/wishlist/wishlist';

// Every callable's handler, found by its name among the exports of the features' handler modules: adding a
// callable touches its contract, its handler (exported under the callable's name) and its test — nothing
// here, unless it opens a new handler module. The `Handlers` type proves every contract has a handler of
// its exact type; app.test.ts proves no name is exported twice (a spread would silently keep one).
/** Every module whose exports include handlers (their other exports, e.g. message tables, are never called). */
export const handlerModules = [
  academyCertificates,
  academyCourse,
  academyLessonVideo,
  academy,
  academyQuiz,
  academyQuizAdmin,
  adminApplications,
  adminModeration,
  adminStats,
  adminAudit,
  adminCertificates,
  adminDashboard,
  adminTransfers,
  adminUsers,
  affiliateDashboard,
  affiliateClicks,
  affiliateMarketplace,
  catalog,
  checkout,
  creatorArea,
  creatorAreaLifecycle,
  creatorApplications,
  creatorProfiles,
  sitemapEntries,
  ledgerAdminPayouts,
  creatorDashboard,
  ledgerPayouts,
  ledgerStatement,
  hosting,
  notificationsAdmin,
  notificationsInbox,
  notificationsPreferences,
  payoutAccounts,
  profile,
  reconciliation,
  refundsAdmin,
  refundsBuyer,
  reviewsAdmin,
  reviewsPublic,
  reviewsWrite,
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

export interface App {
  server: FastifyInstance;
  /** The resumable uploads (tus): e.g. sweeping expired ones. */
  uploads: TusUploads;
  database: Database;
  identity: Identity;
  /** From now on /readyz answers 503 (the balancer stops sending here); everything else is served as before. */
  drain: () => void;
  /** Stops listening, waits for the requests in flight, then the schedules and the outbox worker, then the pools. */
  close: () => Promise<void>;
}

export async function createApp(config: Config, log: (message: string) => void = () => undefined): Promise<App> {
  log(
    config.databaseUrl
      ? 'opening PostgreSQL (DATABASE_URL) and applying migrations…'
      : `opening PGlite in ${config.dataDir} and applying migrations…`,
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // Under the migration lock: of several instances starting together on an empty database, one seeds it
    // and draws its pictures.
    setUp: async (db) => {
      if (config.seedOnStart && (await isEmpty(db))) {
        const { products } = await seedDatabase(db);
        log(`empty database seeded (${products} products, the academy course, local accounts)`);
      }
      if (config.seedOnStart && config.seedMedia) {
        const drawn = await seedMedia(db, config);
        if (drawn.covers || drawn.avatars || drawn.videos)
          log(`seed media stored (${drawn.covers} covers, ${drawn.avatars} avatars, ${drawn.videos} lesson videos)`);
      }
    },
  });
  const identity = createIdentity(config.projectId);
  const {
    server,
    routes: uploads,
    drain,
  } = await buildServer({ config, database, identity, handlers, ownLimitPaths: [WEBHOOK_PATH] }, (app, tools) =>
    registerRoutes(app, tools, { config, database, identity }),
  );
  return {
    server,
    uploads,
    database,
    identity,
    drain,
    close: async () => {
      await server.close();
      await identity.close();
      await database.close();
    },
  };
}

/**
 * The routes beside the callables: the bank webhook, the statement CSV, the test clock (local mode only), the
 * unsubscribe link and the uploads; and the schedules (the reconciliation check, the notification sweep, the
 * e-mail outbox).
 */
async function registerRoutes(
  app: FastifyInstance,
  { limiter, userLimiter, signedIn, metrics }: RouteTools,
  deps: { config: Config; database: Database; identity: Identity },
): Promise<TusUploads> {
  await registerBankWebhook(app, { config: deps.config, database: deps.database, limiter, metrics });
  registerStatementCsv(app, { database: deps.database, signedIn });
  registerTestClock(app, deps.config);
  scheduleReconciliation(app, deps.database.db, deps.config.reconciliationCheckEveryMs);
  scheduleNotificationSweep(app, deps.database.db, deps.config.notificationSweepEveryMs);
  registerUnsubscribe(app, { db: deps.database.db, config: deps.config });
  startMailWorker(app, deps.database.db, deps.config);
  const uploadDeps = { ...deps, limiter: userLimiter };
  const kinds = [
    await registerAvatarUploads(app, uploadDeps),
    await registerThumbnailUploads(app, uploadDeps),
    ...(await registerProductMediaUploads(app, uploadDeps)),
  ];
  return {
    sweepExpired: async () => (await Promise.all(kinds.map((kind) => kind.sweepExpired()))).reduce((a, b) => a + b, 0),
  };
}
