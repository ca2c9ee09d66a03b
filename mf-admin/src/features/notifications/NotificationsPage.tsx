import type { FailedMail } from '@app/shared/contracts/notifications';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import { formatCount } from '@app/shared/format';
import { adminNotificationMessages as t } from '@app/shared/messages/notifications';
import { vnDateTime } from '@app/shared/time/vietnam';
import { ActionStatus, useActionStatus, type ActionStatusApi } from '@app/shared/ui/ActionStatus';
import { Button } from '@app/shared/ui/Button';
import { Card, Stack } from '@app/shared/ui/Card';
import { Figures } from '@app/shared/ui/Figures';
import { Loaded } from '@app/shared/ui/Loaded';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Table, type Column } from '@app/shared/ui/Table';
import { areaNav } from '../../app/nav';

function ResendButton({ mail, status }: { mail: FailedMail; status: ActionStatusApi }) {
  const resend = useApiMutation('resendNotification');
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={resend.isPending}
      aria-label={t.resendOf(mail.to)}
      onClick={() => {
        status.clear();
        resend.mutate(
          { id: mail.id },
          {
            onSuccess: () => {
              status.done(t.resent(mail.to));
              // The row leaves the failed list: focus goes to the outcome, not to the top of the page.
              status.focus();
            },
            onError: (error) => status.failed(error.message),
          },
        );
      }}
    >
      {t.resend}
    </Button>
  );
}

const columns = (status: ActionStatusApi): Column<FailedMail>[] => [
  { label: t.to, cell: (mail) => mail.to, rowHeader: true },
  { label: t.notification, cell: (mail) => mail.title },
  { label: t.attempts, cell: (mail) => formatCount(mail.attempts), numeric: true },
  { label: t.lastError, cell: (mail) => mail.lastError ?? '' },
  { label: t.queuedAt, cell: (mail) => vnDateTime(mail.queuedAt), nowrap: true },
  { label: t.actions, labelHidden: true, cell: (mail) => <ResendButton mail={mail} status={status} /> },
];

/** /admin/notifications — the e-mail outbox: counts by state, the failed messages with their error, "Gửi lại". */
export function NotificationsPage() {
  const query = useApiQuery('getNotificationOutbox', null, { refetchInterval: 30_000 });
  const status = useActionStatus();
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Loaded query={query} messages={t}>
        {(outbox) => (
          <Stack>
            <Card title={t.countsTitle}>
              <Figures
                figures={(['pending', 'sending', 'sent', 'failed'] as const).map((state) => ({
                  label: t.states[state],
                  value: formatCount(outbox.counts[state]),
                }))}
              />
            </Card>
            <Card title={t.failedTitle}>
              <ActionStatus status={status} />
              <Table
                caption={t.failedTitle}
                captionHidden
                columns={columns(status)}
                rows={outbox.failed}
                rowKey={(mail) => mail.id}
                empty={t.failedEmpty}
              />
            </Card>
          </Stack>
        )}
      </Loaded>
    </PageFrame>
  );
}
