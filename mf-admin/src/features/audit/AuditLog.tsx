import { useState } from 'react';
import type { AuditEntry } from '@app/shared/contracts/admin';
import { useApiQuery } from '@app/shared/data/query';
import { adminAuditMessages } from '@app/shared/messages/admin/audit';
import { Button } from '@app/shared/ui/Button';
import { FormError } from '@app/shared/ui/Field';
import { Notice } from '@app/shared/ui/Notice';
import { Card } from '@app/shared/ui/Card';
import { AuditTable } from './AuditTable';
import { toAuditInput, type AuditFilters } from './auditParams';
import styles from './audit.module.css';

const t = adminAuditMessages;

/**
 * The log for these filters, one page at a time: 'Tải thêm' keeps what is shown and asks for the entries
 * before the last one. Keeping earlier pages as they are is right because the log never changes once
 * written (append-only); the page remounts this when the filters change.
 */
export function AuditLog({ filters }: { filters: AuditFilters }) {
  const [earlier, setEarlier] = useState<AuditEntry[]>([]);
  const [before, setBefore] = useState<number | undefined>(undefined);
  const query = useApiQuery('listAuditLog', toAuditInput(filters, before));
  const failed = query.isError && !query.isFetching;
  const retry = () => void query.refetch();

  if (before === undefined && failed)
    return (
      <Notice kind="error" title={t.loadFailed} onRetry={retry}>
        {query.error.message}
      </Notice>
    );
  if (before === undefined && !query.data) return <Notice kind="loading" label={t.loading} />;

  const entries = [...earlier, ...(query.data?.entries ?? [])];
  if (entries.length === 0) return <Notice kind="empty">{t.empty}</Notice>;

  const next = query.data?.nextBefore ?? null;
  const loadMore = () => {
    if (!query.data || next === null) return;
    setEarlier(entries);
    setBefore(next);
  };

  return (
    <Card>
      <AuditTable entries={entries} />
      <div className={styles.footer}>
        {failed ? (
          <>
            <FormError message={`${t.loadFailed} ${query.error.message}`} />
            <Button variant="secondary" onClick={retry}>
              {t.retry}
            </Button>
          </>
        ) : !query.data ? (
          <Button variant="secondary" loading>
            {t.loadingMore}
          </Button>
        ) : next !== null ? (
          <Button variant="secondary" onClick={loadMore}>
            {t.more}
          </Button>
        ) : (
          <p className="muted">{t.end}</p>
        )}
      </div>
    </Card>
  );
}
