import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@app/shared/router';
import { Notice } from '@app/shared/ui/Notice';
import { AreaOutlet } from '../features/remotes/AreaOutlet';
import { Layout } from './Layout';

// The shell's own pages load on demand: the first load of any area's page carries none of them.
const AuthPage = lazy(() => import('../features/auth/AuthPage').then((m) => ({ default: m.AuthPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const TermsPage = lazy(() => import('../features/legal/TermsPage').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));

const page = (element: ReactNode) => <Suspense fallback={<Notice kind="loading" />}>{element}</Suspense>;

/** The route table: the shell's own pages, then every other path goes to the area that owns it. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/auth" element={page(<AuthPage />)} />
        <Route path="/forgot-password" element={page(<ForgotPasswordPage />)} />
        <Route path="/terms-of-service" element={page(<TermsPage />)} />
        <Route path="/privacy-policy" element={page(<PrivacyPage />)} />
        <Route path="*" element={<AreaOutlet />} />
      </Route>
    </Routes>
  );
}
