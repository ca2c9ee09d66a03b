import { areaRoutes } from '@app/shared/ui/AreaRoutes';
import { lazyPage } from '@app/shared/ui/lazyPage';

// Each admin page loads on demand: the dashboard's chart, the quiz editor and the queues never ride along
// with one another.
const AdminDashboardPage = lazyPage(() =>
  import('./features/dashboard/AdminDashboardPage').then((m) => m.AdminDashboardPage),
);
const ProductsQueuePage = lazyPage(() =>
  import('./features/products-queue/ProductsQueuePage').then((m) => m.ProductsQueuePage),
);
const ApplicationsPage = lazyPage(() =>
  import('./features/applications/ApplicationsPage').then((m) => m.ApplicationsPage),
);
const TransfersPage = lazyPage(() => import('./features/transfers/TransfersPage').then((m) => m.TransfersPage));
const RefundsPage = lazyPage(() => import('./features/refunds/RefundsPage').then((m) => m.RefundsPage));
const ReviewsQueuePage = lazyPage(() => import('./features/reviews/ReviewsQueuePage').then((m) => m.ReviewsQueuePage));
const PayoutsPage = lazyPage(() => import('./features/payouts/PayoutsPage').then((m) => m.PayoutsPage));
const ReconciliationPage = lazyPage(() =>
  import('./features/reconciliation/ReconciliationPage').then((m) => m.ReconciliationPage),
);
const UsersPage = lazyPage(() => import('./features/users/UsersPage').then((m) => m.UsersPage));
const UserDetailPage = lazyPage(() => import('./features/users/UserDetailPage').then((m) => m.UserDetailPage));
const CertificatesPage = lazyPage(() =>
  import('./features/certificates/CertificatesPage').then((m) => m.CertificatesPage),
);
const AuditLogPage = lazyPage(() => import('./features/audit/AuditLogPage').then((m) => m.AuditLogPage));
const NotificationsPage = lazyPage(() =>
  import('./features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
);
const QuizEditorPage = lazyPage(() => import('./features/quizzes/QuizEditorPage').then((m) => m.QuizEditorPage));
const LessonsPage = lazyPage(() => import('./features/lessons/LessonsPage').then((m) => m.LessonsPage));

/** The admin area (exposed as `admin/App`): its route table. */
export default areaRoutes({
  role: 'admin',
  redirects: { '/admin': '/admin/dashboard' },
  signedIn: {
    '/admin/dashboard': AdminDashboardPage,
    '/admin/products': ProductsQueuePage,
    '/admin/applications': ApplicationsPage,
    '/admin/transfers': TransfersPage,
    '/admin/refunds': RefundsPage,
    '/admin/reviews': ReviewsQueuePage,
    '/admin/payouts': PayoutsPage,
    '/admin/reconciliation': ReconciliationPage,
    '/admin/users': UsersPage,
    '/admin/users/:uid': UserDetailPage,
    '/admin/certificates': CertificatesPage,
    '/admin/audit': AuditLogPage,
    '/admin/notifications': NotificationsPage,
    '/admin/lessons': LessonsPage,
    '/admin/quizzes': QuizEditorPage,
  },
});
