import { useApiPages, type Pages } from '@app/shared/data/query';
import { adminAuditMessages } from '@app/shared/messages/admin/audit';
import { Card } from '@app/shared/ui/Card';
import { Loaded } from '@app/shared/ui/Loaded';
import { LoadMore, nextPageOf } from '@app/shared/ui/LoadMore';
import { AuditTable } from './AuditTable';
import { toAuditInput, type AuditFilters } from './auditParams';

const t = adminAuditMessages;

/** The entries of every page loaded so far, newest first. */
const entriesOf = (data: Pages<'listAuditLog'>) => data.pages.flatMap((page) => page.entries);

/**
 * The log for these filters, one page at a time: 'Tải thêm' keeps what is shown and adds the entries before
 * the last one. The filters are the cache key, so each filter set keeps its own pages.
 */
export function AuditLog({ filters }: { filters: AuditFilters }) {
  const log = useApiPages('listAuditLog', toAuditInput(filters));
  return (
    <Loaded query={log} messages={t} empty={t.empty} items={entriesOf}>
      {(data) => (
        <Card>
          <AuditTable entries={entriesOf(data)} />
          <LoadMore {...nextPageOf(log)} messages={t} />
        </Card>
      )}
    </Loaded>
  );
}
