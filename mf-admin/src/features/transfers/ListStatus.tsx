import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { Notice } from '@app/shared/ui/Notice';
import type { ListState } from './useTransfers';

const t = adminTransfersMessages;

/** A list that is loading, failed (with retry) or empty. */
export function ListStatus({ list, retry, empty }: { list: ListState; retry: () => void; empty?: string }) {
  if (list.status === 'loading') return <Notice kind="loading" label={t.loading} />;
  if (list.status === 'error')
    return (
      <Notice kind="error" title={t.loadFailed} onRetry={retry} retryLabel={t.retry}>
        {list.message}
      </Notice>
    );
  return <Notice kind="empty">{empty}</Notice>;
}
