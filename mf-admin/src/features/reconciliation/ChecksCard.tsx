import type { ReconciliationCheck, ReconciliationFinding } from '@app/shared/contracts/reconciliation';
import { useApiMutation } from '@app/shared/data/query';
import { formatVnd } from '@app/shared/format';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import { dayLabel, vnDateTime } from '@app/shared/time/vietnam';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { Button } from '@app/shared/ui/Button';
import { Card, CardActions } from '@app/shared/ui/Card';
import { Notice } from '@app/shared/ui/Notice';
import { Table, type Column } from '@app/shared/ui/Table';
import { accountName } from './amounts';
import styles from './reconciliation.module.css';

const t = adminReconciliationMessages;

/** One finding in words: what was compared, what it should be and what it is. */
export function findingText(finding: ReconciliationFinding): string {
  const day = finding.day ? dayLabel(finding.day) : '';
  const account = accountName(finding.account ?? '');
  const what =
    finding.kind === 'stored-balance'
      ? t.findings['stored-balance'](finding.userId ?? t.platform, account)
      : finding.kind === 'stored-trial-balance'
        ? t.findings['stored-trial-balance'](day, account)
        : t.findings[finding.kind](day);
  return `${what}: ${t.expectedActual(formatVnd(finding.expected), formatVnd(finding.actual))}`;
}

const columns: Column<ReconciliationCheck>[] = [
  {
    label: t.checkedAt,
    rowHeader: true,
    nowrap: true,
    cell: (check) => <time dateTime={check.at}>{vnDateTime(check.at)}</time>,
  },
  { label: t.checkedDay, nowrap: true, cell: (check) => dayLabel(check.day) },
  { label: t.checkedBy, cell: (check) => (check.adminId === null ? t.system : (check.adminName ?? check.adminId)) },
  {
    label: t.result,
    cell: (check) =>
      check.findings.length === 0 ? (
        <span className={styles.balanced}>{t.noFindings}</span>
      ) : (
        <strong className={styles.differs}>{t.findingsCount(check.findings.length)}</strong>
      ),
  },
];

/** Runs the check for the range's last day now; lists the latest runs; flags what the newest one found. */
export function ChecksCard({ checks, day }: { checks: ReconciliationCheck[]; day: string }) {
  const status = useActionStatus();
  const run = useApiMutation('runReconciliationCheck');
  const [latest] = checks;
  const onRun = async () => {
    status.clear();
    try {
      await run.mutateAsync({ day });
      status.done(t.checkDone(dayLabel(day)));
    } catch {
      status.failed(t.checkFailed);
    }
  };
  return (
    <Card title={t.checkTitle}>
      <p className={`muted ${styles.lead}`}>{t.checkLead}</p>
      {latest && latest.findings.length > 0 && (
        <Notice kind="error" title={t.flagged(latest.findings.length)}>
          <ul className={styles.findings}>
            {latest.findings.map((finding, index) => (
              <li key={index}>{findingText(finding)}</li>
            ))}
          </ul>
        </Notice>
      )}
      <CardActions>
        <Button onClick={() => void onRun()} loading={run.isPending}>
          {run.isPending ? t.running : t.runCheck(dayLabel(day))}
        </Button>
      </CardActions>
      <ActionStatus status={status} />
      <Table caption={t.checksCaption} columns={columns} rows={checks} empty={t.noChecks} />
    </Card>
  );
}
