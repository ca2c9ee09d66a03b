import { useState } from 'react';
import { toApiError } from '@app/shared/api/client';
import { downloadFile } from '@app/shared/api/download';
import { STATEMENT_CSV_PATH, statementFileName } from '@app/shared/money/statement';
import { creatorMessages } from '@app/shared/messages/creator';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';

const t = creatorMessages.payouts;

/**
 * The month's CSV file, streamed whole by the API (tens of thousands of lines in one answer, which the page
 * never holds as JSON) and saved under its month's name.
 */
export function StatementDownload({ month, label }: { month: string; label: string }) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setRunning(true);
    setFailure(null);
    try {
      await downloadFile(`${STATEMENT_CSV_PATH}?month=${month}`, statementFileName(month));
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setRunning(false);
    }
  };

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
