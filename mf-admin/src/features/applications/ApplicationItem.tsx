import type { ReactNode } from 'react';
import { adminApplicationsQueueMessages } from '@app/shared/messages/admin/applicationsQueue';
import { vnDateTime } from '@app/shared/time/vietnam';
import { ActionDialog, Decisions } from '../../app/ActionDialog';
import type { Application } from './useApplications';
import { Fact } from '../../app/Fact';
import styles from './applications.module.css';

const t = adminApplicationsQueueMessages;

export type ReviewActions = {
  approve: (application: Application) => Promise<string | null>;
  reject: (application: Application, reason: string) => Promise<string | null>;
  /** Where focus goes once the application has left the list. */
  afterDecision: () => HTMLElement | null;
};

/** Only http(s) addresses become links (an applicant typed it). */
const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Fact label={label} className={wide ? `${styles.detail} ${styles.wide}` : styles.detail}>
      {children}
    </Fact>
  );
}

/** A pending application: approve it (the applicant becomes a creator at once) or reject it with the reason. */
function Review({ application, actions }: { application: Application; actions: ReviewActions }) {
  const name = application.displayName;
  return (
    <Decisions
      accept={
        <ActionDialog
          opener={{ label: t.approve, name: t.approveOf(name), size: 'sm' }}
          title={t.approveTitle(name)}
          description={t.approveBody}
          submitLabel={t.approve}
          busyLabel={t.approving}
          cancelLabel={t.cancel}
          onSubmit={() => actions.approve(application)}
          focusAfterSuccess={actions.afterDecision}
        />
      }
      refusal={{
        messages: t,
        name,
        description: t.rejectBody,
        onReject: (reason) => actions.reject(application, reason),
        focusAfterSuccess: actions.afterDecision,
      }}
    />
  );
}

/** One application: who applies, what they do and plan to sell; the decision when pending, its outcome after. */
export function ApplicationItem({ application, actions }: { application: Application; actions: ReviewActions }) {
  const portfolio = safeUrl(application.portfolioUrl);
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <h3 className={styles.name}>{application.displayName}</h3>
        <p className={styles[application.status]}>{t.status[application.status]}</p>
      </div>
      <dl className={styles.details}>
        <Detail label={t.email}>{application.email ?? t.noEmail}</Detail>
        <Detail label={t.phone}>{application.phone ?? t.noPhone}</Detail>
        <Detail label={t.createdAt}>
          <time dateTime={application.createdAt}>{vnDateTime(application.createdAt)}</time>
        </Detail>
        <Detail label={t.expertise}>{application.expertise}</Detail>
        <Detail label={t.portfolio}>
          {portfolio ? (
            <a href={portfolio} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {application.portfolioUrl}
              <span className="visually-hidden"> {t.newTab}</span>
            </a>
          ) : (
            (application.portfolioUrl ?? t.noPortfolio)
          )}
        </Detail>
        <Detail label={t.bio} wide>
          <span className={styles.prose}>{application.bio}</span>
        </Detail>
        <Detail label={t.sampleIdea} wide>
          <span className={styles.prose}>{application.sampleIdea ?? t.noSampleIdea}</span>
        </Detail>
        {application.status === 'rejected' && (
          <Detail label={t.rejectionReason} wide>
            <span className={styles.prose}>{application.rejectionReason}</span>
          </Detail>
        )}
      </dl>
      {application.status === 'pending' && <Review application={application} actions={actions} />}
    </li>
  );
}
