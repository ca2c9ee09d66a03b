import { Route, Routes } from 'react-router-dom';
import { AuthPage } from '../features/auth/AuthPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { AreaOutlet } from '../features/remotes/AreaOutlet';
import { Layout } from './Layout';

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
