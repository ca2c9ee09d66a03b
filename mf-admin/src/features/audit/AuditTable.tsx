import { useState } from 'react';
import type { AuditEntry } from '@app/shared/contracts/admin';
import { adminMessages } from '@app/shared/messages/admin';
import { vnDateTime } from '@app/shared/money/vnTime';
import { Link } from '@app/shared/router';
import { Button } from '@app/shared/ui/Button';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import { AuditDetail } from './AuditDetail';
import { ACTION_LABELS, OBJECT_TYPE_LABELS } from './auditLabels';
import styles from './audit.module.css';

const t = adminMessages.audit;
const COLUMNS = 6;

/** Where an object can be looked at: a user's admin page, a certificate's public page. */
function objectLink(entry: AuditEntry): string | null {
  const id = encodeURIComponent(entry.objectId);
  if (entry.objectType === 'user') return `/admin/users/${id}`;
  if (entry.objectType === 'certificate') return `/chung-nhan/${id}`;
  return null;
}

function ObjectCell({ entry }: { entry: AuditEntry }) {
  const to = objectLink(entry);
  return (
    <>
      <span className={styles.nowrap}>{OBJECT_TYPE_LABELS[entry.objectType]}</span>
      <span className={styles.code}>{to ? <Link to={to}>{entry.objectId}</Link> : entry.objectId}</span>
    </>
  );
}

function AdminCell({ entry }: { entry: AuditEntry }) {
  const name = entry.adminName?.trim() || entry.adminEmail || entry.adminId;
  return (
    <>
      <Link to={`/admin/users/${encodeURIComponent(entry.adminId)}`}>{name}</Link>
      {entry.adminEmail && name !== entry.adminEmail && <span className={styles.muted}>{entry.adminEmail}</span>}
    </>
  );
}

function EntryRows({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailId = `audit-detail-${entry.id}`;
  return (
    <>
      <tr>
        <th scope="row" className={styles.nowrap}>
          <time dateTime={entry.at}>{vnDateTime(entry.at)}</time>
        </th>
        <td>
          <AdminCell entry={entry} />
        </td>
        <td>{ACTION_LABELS[entry.action]}</td>
        <td>
          <ObjectCell entry={entry} />
        </td>
        <td className={styles.reason}>{entry.reason ?? '—'}</td>
        <td>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((value) => !value)}
          >
            {t.details}
            <span className="visually-hidden">{t.detailsTarget(entry.id)}</span>
          </Button>
        </td>
      </tr>
      <tr id={detailId} className={styles.detailRow} hidden={!open}>
        <td colSpan={COLUMNS}>{open && <AuditDetail before={entry.before} after={entry.after} />}</td>
      </tr>
    </>
  );
}

/** The entries, newest first; a row's 'Chi tiết' opens its before → after values in the row below. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.tableCaption}>
      <table className={money.table}>
        <caption className="visually-hidden">{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.time}</th>
            <th scope="col">{t.admin}</th>
            <th scope="col">{t.action}</th>
            <th scope="col">{t.object}</th>
            <th scope="col">{t.reason}</th>
            <th scope="col">{t.details}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <EntryRows key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
