import { useState } from 'react';
import { adminApplicationsQueueMessages } from '@app/shared/messages/admin/applicationsQueue';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Tabs } from '@app/shared/ui/Tabs';
import { Card } from '@app/shared/ui/Card';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { Loaded } from '@app/shared/ui/Loaded';
import { areaNav } from '../../app/nav';
import { ApplicationItem, type ReviewActions } from './ApplicationItem';
import { useApplications, type ApplicationStatus } from './useApplications';
import styles from './applications.module.css';

const t = adminApplicationsQueueMessages;
const TABS = (['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t.tabs[value] }));

/** /admin/applications: creator applications to approve or reject (with a reason), and the decided ones. */
export function ApplicationsPage() {
  const [tab, setTab] = useState<ApplicationStatus>('pending');
  const { query, review } = useApplications(tab);
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
          <Loaded query={query} messages={t} empty={t.empty[tab]}>
            {(applications) => (
              <>
                <p className="muted">{t.count(applications.length)}</p>
                <ul className={styles.list}>
                  {applications.map((application) => (
                    <ApplicationItem key={application.id} application={application} actions={actions} />
                  ))}
                </ul>
              </>
            )}
          </Loaded>
        </Tabs>
      </Card>
    </PageFrame>
  );
}
