import type { QuizAttemptSummary } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { vnDateTime } from '@app/shared/time/vietnam';
import { formatScore } from '@app/shared/format';
import { Table, type Column } from '@app/shared/ui/Table';
import { Card } from '@app/shared/ui/Card';

const t = academyMessages.quiz;

const columns: Column<QuizAttemptSummary>[] = [
  { label: t.columns.started, rowHeader: true, nowrap: true, cell: (attempt) => vnDateTime(attempt.startedAt) },
  {
    label: t.columns.submitted,
    nowrap: true,
    cell: (attempt) => (attempt.submittedAt ? vnDateTime(attempt.submittedAt) : t.inProgress),
  },
  {
    label: t.columns.score,
    numeric: true,
    cell: (attempt) => (attempt.score === null ? '—' : formatScore(attempt.score)),
  },
  {
    label: t.columns.result,
    nowrap: true,
    cell: (attempt) => (attempt.passed === null ? t.inProgress : attempt.passed ? t.passedLabel : t.failedLabel),
  },
  { label: t.columns.version, numeric: true, cell: (attempt) => attempt.quizVersion },
];

/** Every attempt of the user, newest first. */
export function AttemptHistory({ attempts }: { attempts: QuizAttemptSummary[] }) {
  const rows = [...attempts].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return (
    <Card title={t.historyTitle}>
      <Table caption={t.historyTitle} captionHidden columns={columns} rows={rows} empty={t.noHistory} />
    </Card>
  );
}
