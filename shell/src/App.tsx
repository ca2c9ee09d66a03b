import { Route, Routes } from '@app/shared/router';
import { lazyPage } from '@app/shared/ui/lazyPage';
import { AreaOutlet } from './features/remotes/AreaOutlet';
import { Layout } from './app/Layout';

// The shell's own pages load on demand: the first load of any area's page carries none of them.
const AuthPage = lazyPage(() => import('./features/auth/AuthPage').then((m) => m.AuthPage));
const ForgotPasswordPage = lazyPage(() =>
  import('./features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const TermsPage = lazyPage(() => import('./features/legal/TermsPage').then((m) => m.TermsPage));
const PrivacyPage = lazyPage(() => import('./features/legal/PrivacyPage').then((m) => m.PrivacyPage));

/** The route table: the shell's own pages, then every other path goes to the area that owns it. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/terms-of-service" element={<TermsPage />} />
        <Route path="/privacy-policy" element={<PrivacyPage />} />
        <Route path="*" element={<AreaOutlet />} />
      </Route>
    </Routes>
  );
}
