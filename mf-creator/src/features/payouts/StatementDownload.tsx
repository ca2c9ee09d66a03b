import { toApiError } from '@app/shared/api/client';
import { downloadFile } from '@app/shared/api/download';
import { STATEMENT_CSV_PATH, statementFileName } from '@app/shared/money/statement';
import { creatorMessages } from '@app/shared/messages/creator';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import { useAttempt } from '@app/shared/ui/useAttempt';

const t = creatorMessages.payouts;

/**
 * The month's CSV file, streamed whole by the API (tens of thousands of lines in one answer, which the page
 * never holds as JSON) and saved under its month's name.
 */
export function StatementDownload({ month, label }: { month: string; label: string }) {
  const { busy: running, failure, run } = useAttempt((error) => toApiError(error).message);
  const download = () =>
    run(async () => {
      await downloadFile(`${STATEMENT_CSV_PATH}?month=${month}`, statementFileName(month));
    });

  return (
    <>
      <Button variant="primary" loading={running} onClick={() => void download()}>
        {t.statementDownload(label)}
      </Button>
      {failure && (
        <Notice kind="error" title={t.statementDownloadFailed}>
          {failure}
        </Notice>
      )}
    </>
  );
}
