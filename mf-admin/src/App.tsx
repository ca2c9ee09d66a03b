import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@app/shared/router';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';
import { Spinner } from '@app/shared/ui/Spinner';

// Each admin page loads on demand: the dashboard's chart, the quiz editor and the queues never ride along
// with one another.
const AdminDashboardPage = lazy(() =>
  import('./features/dashboard/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })),
);
const ProductsQueuePage = lazy(() =>
  import('./features/products-queue/ProductsQueuePage').then((m) => ({ default: m.ProductsQueuePage })),
);
const ApplicationsPage = lazy(() =>
  import('./features/applications/ApplicationsPage').then((m) => ({ default: m.ApplicationsPage })),
);
const TransfersPage = lazy(() =>
  import('./features/transfers/TransfersPage').then((m) => ({ default: m.TransfersPage })),
);
const RefundsPage = lazy(() => import('./features/refunds/RefundsPage').then((m) => ({ default: m.RefundsPage })));
const PayoutsPage = lazy(() => import('./features/payouts/PayoutsPage').then((m) => ({ default: m.PayoutsPage })));
const UsersPage = lazy(() => import('./features/users/UsersPage').then((m) => ({ default: m.UsersPage })));
const UserDetailPage = lazy(() =>
  import('./features/users/UserDetailPage').then((m) => ({ default: m.UserDetailPage })),
);
const CertificatesPage = lazy(() =>
  import('./features/certificates/CertificatesPage').then((m) => ({ default: m.CertificatesPage })),
);
const AuditLogPage = lazy(() => import('./features/audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const QuizEditorPage = lazy(() =>
  import('./features/quizzes/QuizEditorPage').then((m) => ({ default: m.QuizEditorPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<Spinner />}>{element}</Suspense>;

/**
 * The admin area (exposed as `admin/App`). Paths are absolute: the shell mounts every area
 * under a catch-all route, so the same table works inside the shell and standalone.
 */
export default function App() {
  return (
    <Routes>
      <Route element={<RequireAuth role="admin" />}>
        <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="/admin/dashboard" element={page(<AdminDashboardPage />)} />
        <Route path="/admin/products" element={page(<ProductsQueuePage />)} />
        <Route path="/admin/applications" element={page(<ApplicationsPage />)} />
        <Route path="/admin/transfers" element={page(<TransfersPage />)} />
        <Route path="/admin/refunds" element={page(<RefundsPage />)} />
        <Route path="/admin/payouts" element={page(<PayoutsPage />)} />
        <Route path="/admin/users" element={page(<UsersPage />)} />
        <Route path="/admin/users/:uid" element={page(<UserDetailPage />)} />
        <Route path="/admin/certificates" element={page(<CertificatesPage />)} />
        <Route path="/admin/audit" element={page(<AuditLogPage />)} />
        <Route path="/admin/quizzes" element={page(<QuizEditorPage />)} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
