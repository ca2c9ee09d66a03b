import { useState } from 'react';
import { adminApplicationsQueueMessages } from '@app/shared/messages/admin/applicationsQueue';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Tabs } from '@app/shared/ui/Tabs';
import { Card } from '@app/shared/ui/Card';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { areaNav } from '../../app/nav';
import { ApplicationItem, type ReviewActions } from './ApplicationItem';
import { useApplications, type ApplicationStatus } from './useApplications';
import styles from './applications.module.css';

const t = adminApplicationsQueueMessages;
const TABS = (['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t.tabs[value] }));

/** /admin/applications: creator applications to approve or reject (with a reason), and the decided ones. */
export function ApplicationsPage() {
  const [tab, setTab] = useState<ApplicationStatus>('pending');
  const { state, retry, review } = useApplications(tab);
  const status = useActionStatus();

  const actions: ReviewActions = {
    approve: async (application) => {
      status.clear();
      const error = await review(application.id, 'approve');
      if (!error) status.done(t.approved(application.displayName));
      return error;
    },
    reject: async (application, reason) => {
      status.clear();
      const error = await review(application.id, 'reject', reason);
      if (!error) status.done(t.rejected(application.displayName));
      return error;
    },
    afterDecision: () => status.statusRef.current,
  };

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Card>
        <ActionStatus status={status} />
        <Tabs
          label={t.filter}
          tabs={TABS}
          value={tab}
          onChange={(next) => {
            status.clear();
            setTab(next);
          }}
        >
          {state.status === 'loading' && <Notice kind="loading" label={t.loading} />}
          {state.status === 'error' && (
            <Notice kind="error" title={t.loadFailed} onRetry={retry}>
              {state.message}
            </Notice>
          )}
          {state.status === 'empty' && <Notice kind="empty">{t.empty[tab]}</Notice>}
          {state.status === 'ready' && (
            <>
              <p className="muted">{t.count(state.applications.length)}</p>
              <ul className={styles.list}>
                {state.applications.map((application) => (
                  <ApplicationItem key={application.id} application={application} actions={actions} />
                ))}
              </ul>
            </>
          )}
        </Tabs>
      </Card>
    </PageFrame>
  );
}
