import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from '@app/shared/router';
import { useAuthStore } from '@app/shared/auth/store';
import { startAuthSession } from '@app/shared/auth/session';
import { applyCurrentTheme } from '@app/shared/theme/store';
import { DataProvider } from '@app/shared/data/query';

/** Starts what every page needs once: theme on <html>, the auth session. Idempotent. */
export function startApp(): void {
  applyCurrentTheme();
  startAuthSession();
}

/** docs/product.md §4: nothing is rendered until the sign-in check has finished. */
export function AuthGate({ children }: { children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  if (status === 'checking') return null;
  return <>{children}</>;
}

/**
 * Any page opened with `?ref=` keeps the referral code (docs/product.md §1) and records the click. The
 * referral code (its store, the click recording) loads only then: most visits carry no `ref`, and their
 * first load does not download it (the first-load budget of docs/architecture.md).
 */
function ReferralCapture() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!new URLSearchParams(search).has('ref')) return;
    import('@app/shared/referral/click').then(
      ({ captureReferralVisit }) => captureReferralVisit(pathname, search),
      () => undefined,
    );
  }, [pathname, search]);
  return null;
}

/**
 * The providers of the whole page: the one BrowserRouter, the server-data cache, referral capture and the
 * auth gate.
 * The shell renders it around everything; a remote started on its own renders the same.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <DataProvider>
        <ReferralCapture />
        <AuthGate>{children}</AuthGate>
      </DataProvider>
    </BrowserRouter>
  );
}
