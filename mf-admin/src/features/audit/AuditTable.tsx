import { useState } from 'react';
import type { AuditEntry } from '@app/shared/contracts/admin';
import { adminAuditMessages } from '@app/shared/messages/admin/audit';
import { dayLabel, vnDateTime } from '@app/shared/time/vietnam';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { Table, TableCells, type Column } from '@app/shared/ui/Table';
import { AuditDetail } from './AuditDetail';
import { ACTION_LABELS, OBJECT_TYPE_LABELS } from './auditLabels';
import styles from './audit.module.css';

const t = adminAuditMessages;

/** Where an object can be looked at: a user's admin page, a certificate's public page. */
/** A reconciled day ('YYYY-MM-DD') reads as every date does, dd/mm/yyyy; other objects show their id. */
const shownId = (entry: { objectType: string; objectId: string }) =>
  entry.objectType === 'reconciliation' && /^\d{4}-\d{2}-\d{2}$/.test(entry.objectId)
    ? dayLabel(entry.objectId)
    : entry.objectId;

function objectLink(entry: AuditEntry): string | null {
  const id = encodeURIComponent(entry.objectId);
  if (entry.objectType === 'user') return `/admin/users/${id}`;
  if (entry.objectType === 'certificate') return `/chung-nhan/${id}`;
  if (entry.objectType === 'reconciliation') return `${paths.adminReconciliation}?from=${id}&to=${id}`;
  return null;
}

function ObjectCell({ entry }: { entry: AuditEntry }) {
  const to = objectLink(entry);
  return (
    <>
      <span className={styles.nowrap}>{OBJECT_TYPE_LABELS[entry.objectType]}</span>
      <span className={styles.code}>{to ? <Link to={to}>{shownId(entry)}</Link> : shownId(entry)}</span>
    </>
  );
}

function AdminCell({ entry }: { entry: AuditEntry }) {
  if (entry.adminId === null) return <span className={styles.muted}>{t.system}</span>;
  const name = entry.adminName?.trim() || entry.adminEmail || entry.adminId;
  return (
    <>
      <Link to={`/admin/users/${encodeURIComponent(entry.adminId)}`}>{name}</Link>
      {entry.adminEmail && name !== entry.adminEmail && <span className={styles.muted}>{entry.adminEmail}</span>}
    </>
  );
}

function DetailsButton({ entry, open, onToggle }: { entry: AuditEntry; open: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={open}
      aria-controls={`audit-detail-${entry.id}`}
      onClick={onToggle}
    >
      {t.details}
      <span className="visually-hidden">{t.detailsTarget(entry.id)}</span>
    </Button>
  );
}

type Entry = { entry: AuditEntry; open: boolean; onToggle: () => void };

const columns: Column<Entry>[] = [
  {
    label: t.time,
    rowHeader: true,
    nowrap: true,
    cell: ({ entry }) => <time dateTime={entry.at}>{vnDateTime(entry.at)}</time>,
  },
  { label: t.admin, cell: ({ entry }) => <AdminCell entry={entry} /> },
  { label: t.action, cell: ({ entry }) => ACTION_LABELS[entry.action] },
  { label: t.object, cell: ({ entry }) => <ObjectCell entry={entry} /> },
  { label: t.reason, className: styles.reason, cell: ({ entry }) => entry.reason ?? '—' },
  { label: t.details, cell: (row) => <DetailsButton {...row} /> },
];

/** An entry's row, and below it the row its 'Chi tiết' opens. */
function EntryRows({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr>
        <TableCells columns={columns} row={{ entry, open, onToggle: () => setOpen((value) => !value) }} />
      </tr>
      <tr id={`audit-detail-${entry.id}`} className={styles.detailRow} hidden={!open}>
        <td colSpan={columns.length}>{open && <AuditDetail before={entry.before} after={entry.after} />}</td>
      </tr>
    </>
  );
}

/** The entries, newest first; a row's 'Chi tiết' opens its before → after values in the row below. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table caption={t.tableCaption} captionHidden columns={columns}>
      {entries.map((entry) => (
        <EntryRows key={entry.id} entry={entry} />
      ))}
    </Table>
  );
}
