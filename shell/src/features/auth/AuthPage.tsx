import { useState } from 'react';
import { Navigate, useSearchParams } from '@app/shared/router';
import { safeRedirect } from '@app/shared/auth/actions';
import { useAuthStore } from '@app/shared/auth/store';
import { authMessages } from '@app/shared/messages/auth';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import styles from './auth.module.css';

type Mode = 'sign-in' | 'sign-up';

/** /auth: sign-in and sign-up; `redirect` (same-origin paths only) is followed once signed in. */
export function AuthPage() {
  const t = authMessages.page;
  const [params] = useSearchParams();
  const status = useAuthStore((s) => s.status);
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'sign-up' : 'sign-in');

  if (status === 'signed-in') return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`tab-${value}`}
      aria-selected={mode === value}
      aria-controls={`panel-${value}`}
      tabIndex={mode === value ? 0 : -1}
      className={styles.tab}
      onClick={() => setMode(value)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          const next: Mode = value === 'sign-in' ? 'sign-up' : 'sign-in';
          setMode(next);
          document.getElementById(`tab-${next}`)?.focus();
        }
      }}
    >
      {label}
    </button>
  );

  return (
    <PageFrame title={t.title} lead={t.lead}>
      <div className={styles.card}>
        <div className={styles.tabs} role="tablist" aria-label={t.tabsLabel}>
          {tab('sign-in', t.signInTab)}
          {tab('sign-up', t.signUpTab)}
        </div>
        <div role="tabpanel" id={`panel-${mode}`} aria-labelledby={`tab-${mode}`}>
          {mode === 'sign-in' ? <SignInForm /> : <SignUpForm />}
        </div>
      </div>
    </PageFrame>
  );
}
