import type { MyCreatorApplication } from '@app/shared/contracts/creator';
import { creatorMessages } from '@app/shared/messages/creator';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { vnDate } from '@app/shared/time/vietnam';
import { Card } from '@app/shared/ui/Card';
import type { RoleSync } from './useCreatorApplication';
import styles from './BecomeCreator.module.css';

const t = creatorMessages.becomeCreator;

/** Approved (or already a creator): links into the creator area, once the page's profile has the role. */
export function CreatorWelcome({ sync, onRetry }: { sync: RoleSync; onRetry: () => void }) {
  return (
    <Notice
      kind="info"
      title={t.approvedTitle}
      titleAs="h2"
      actions={
        sync === 'idle' && (
          <>
            <ButtonLink to={paths.creatorDashboard}>{t.toDashboard}</ButtonLink>
            <ButtonLink to={paths.creatorProducts} variant="secondary">
              {t.toProducts}
            </ButtonLink>
          </>
        )
      }
    >
      <p>{t.approvedBody}</p>
      {sync === 'refreshing' && <p aria-busy="true">{t.refreshing}</p>}
      {sync === 'failed' && (
        <div className={styles.inline}>
          <p className={styles.errorText}>{t.refreshFailed}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t.refreshRetry}
          </Button>
        </div>
      )}
    </Notice>
  );
}

/** What was sent, as the reviewer sees it. */
export function ApplicationDetails({ application }: { application: MyCreatorApplication }) {
  const rows: [string, string][] = [
    [t.statusLabel, t.status[application.status]],
    [t.submittedAt, vnDate(application.submittedAt)],
    [t.fields.displayName, application.displayName],
    [t.fields.expertise, application.expertise],
    [t.fields.bio, application.bio],
    [t.fields.portfolioUrl, application.portfolioUrl ?? t.none],
    [t.fields.phone, application.phone ?? t.none],
    [t.fields.sampleIdea, application.sampleIdea ?? t.none],
  ];
  return (
    <Card title={t.detailsTitle}>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            {/* The field labels mark required fields with "*"; a summary does not need it. */}
            <dt>{label.replace(/\s*\*$/, '')}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function PendingApplication({ application }: { application: MyCreatorApplication }) {
  return (
    <>
      <Notice kind="info" title={t.pendingTitle} titleAs="h2">
        {t.pendingBody}
      </Notice>
      <ApplicationDetails application={application} />
    </>
  );
}

export function RejectedNotice({ application }: { application: MyCreatorApplication }) {
  return (
    <Notice kind="info" title={t.rejectedTitle} titleAs="h2">
      <p>
        <strong>{t.rejectedReason}: </strong>
        {application.rejectionReason ?? t.noReason}
      </p>
      <p>{t.reapply}</p>
    </Notice>
  );
}
