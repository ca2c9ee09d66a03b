import { lazy, Suspense, type ReactNode } from 'react';
import { useAuthStore } from '@app/shared/auth/store';
import { creatorMessages } from '@app/shared/messages/creator';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Card } from '@app/shared/ui/Card';
import { CreatorWelcome, PendingApplication, RejectedNotice } from './ApplicationStatus';
import { useCreatorApplication } from './useCreatorApplication';
import styles from './BecomeCreator.module.css';

// The form (react-hook-form, zod) is its own chunk: only a user who can apply downloads it.
const ApplicationForm = lazy(() => import('./ApplicationForm'));

const t = creatorMessages.becomeCreator;

function FormSection({ children }: { children: ReactNode }) {
  return (
    <Card title={t.formTitle}>
      <Suspense fallback={<Notice kind="loading" label={t.loading} />}>{children}</Suspense>
    </Card>
  );
}

function SignedIn() {
  const view = useCreatorApplication();
  const displayName = useAuthStore((s) => s.user?.displayName ?? null);
  switch (view.kind) {
    case 'loading':
      return <Notice kind="loading" label={t.loading} />;
    case 'error':
      return (
        <Notice kind="error" onRetry={view.retry}>
          {t.loadFailed}
        </Notice>
      );
    case 'creator':
      return <CreatorWelcome sync={view.sync} onRetry={view.retrySync} />;
    case 'pending':
      return <PendingApplication application={view.application} />;
    case 'rejected':
      return (
        <>
          <RejectedNotice application={view.application} />
          <FormSection>
            <ApplicationForm previous={view.application} displayName={displayName} />
          </FormSection>
        </>
      );
    case 'none':
      return (
        <FormSection>
          <ApplicationForm previous={null} displayName={displayName} />
        </FormSection>
      );
  }
}

/** /become-a-creator: apply, then follow the application until it is decided (docs/product.md §2). */
export function BecomeCreatorPage() {
  // Behind the sign-in gate: a signed-out visitor signs in first and comes back here.
  const status = useAuthStore((s) => s.status);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <div className={styles.layout}>
        {status === 'checking' && <Notice kind="loading" />}
        {status === 'signed-in' && <SignedIn />}
      </div>
    </PageFrame>
  );
}
