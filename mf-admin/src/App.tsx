import { Navigate, Route, Routes } from '@app/shared/router';
import { lazyPage } from '@app/shared/ui/lazyPage';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';

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
const PayoutsPage = lazyPage(() => import('./features/payouts/PayoutsPage').then((m) => m.PayoutsPage));
const UsersPage = lazyPage(() => import('./features/users/UsersPage').then((m) => m.UsersPage));
const UserDetailPage = lazyPage(() => import('./features/users/UserDetailPage').then((m) => m.UserDetailPage));
const CertificatesPage = lazyPage(() =>
  import('./features/certificates/CertificatesPage').then((m) => m.CertificatesPage),
);
const AuditLogPage = lazyPage(() => import('./features/audit/AuditLogPage').then((m) => m.AuditLogPage));
const QuizEditorPage = lazyPage(() => import('./features/quizzes/QuizEditorPage').then((m) => m.QuizEditorPage));

/**
 * The admin area (exposed as `admin/App`). Paths are absolute: the shell mounts every area
 * under a catch-all route, so the same table works inside the shell and standalone.
 */
export default function App() {
  return (
    <Routes>
      <Route element={<RequireAuth role="admin" />}>
        <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/products" element={<ProductsQueuePage />} />
        <Route path="/admin/applications" element={<ApplicationsPage />} />
        <Route path="/admin/transfers" element={<TransfersPage />} />
        <Route path="/admin/refunds" element={<RefundsPage />} />
        <Route path="/admin/payouts" element={<PayoutsPage />} />
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="/admin/users/:uid" element={<UserDetailPage />} />
        <Route path="/admin/certificates" element={<CertificatesPage />} />
        <Route path="/admin/audit" element={<AuditLogPage />} />
        <Route path="/admin/quizzes" element={<QuizEditorPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
