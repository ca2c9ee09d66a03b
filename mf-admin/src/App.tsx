import { Navigate, Route, Routes } from '@app/shared/router';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';
import { AdminDashboardPage } from './features/dashboard/AdminDashboardPage';
import { QuizEditorPage } from './features/quizzes/QuizEditorPage';

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
        <Route path="/admin/quizzes" element={<QuizEditorPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
