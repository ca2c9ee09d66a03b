import { adminAuditMessages } from '@app/shared/messages/admin/audit';
import { Stack } from '@app/shared/ui/Card';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { useSearchParamsState } from '@app/shared/router';
import { areaNav } from '../../app/nav';
import { AuditFilters } from './AuditFilters';
import { AuditLog } from './AuditLog';
import { parseAuditParams, toAuditParams } from './auditParams';
import styles from './audit.module.css';

const t = adminAuditMessages;

/** /admin/audit: every admin action, who did it, to what and why, with its before and after values. */
export function AuditLogPage() {
  const { state: filters, setState: setFilters, key } = useSearchParamsState(parseAuditParams, toAuditParams);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Stack>
        <p className={styles.immutable}>{t.immutable}</p>
        <AuditFilters key={`filters-${key}`} filters={filters} onApply={setFilters} />
        <AuditLog key={`log-${key}`} filters={filters} />
      </Stack>
    </PageFrame>
  );
}
