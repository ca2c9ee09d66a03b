import { adminAuditMessages } from '@app/shared/messages/admin/audit';
import { detailLines, type DetailValue } from './auditDetail';
import styles from './audit.module.css';

const t = adminAuditMessages;

function Value({ value, label, className }: { value: DetailValue; label?: string; className?: string }) {
  const text = value.kind === 'absent' ? t.absent : value.text;
  // The words "Trước" / "Sau" are for screen readers; sighted readers see the arrow.
  const hidden = label && <span className="visually-hidden">{`${label}: `}</span>;
  if (value.kind === 'block')
    return (
      <span className={className}>
        {hidden}
        <pre className={styles.block}>{text}</pre>
      </span>
    );
  return (
    <span className={className}>
      {hidden}
      {text}
    </span>
  );
}

/** Before → after, one line per recorded field; an unchanged field shows its value once. */
export function AuditDetail({ before, after }: { before: unknown; after: unknown }) {
  const lines = detailLines(before, after, t.emptyValue);
  if (lines.length === 0) return <p className={styles.muted}>{t.noDetails}</p>;
  return (
    <dl className={styles.lines}>
      {lines.map((line, index) => (
        <div key={line.key ?? index} className={`${styles.line} ${line.changed ? styles.changed : ''}`}>
          <dt>{line.key ?? t.details}</dt>
          <dd>
            {line.changed ? (
              <>
                <Value value={line.before} label={t.before} className={styles.old} />
                <span aria-hidden="true">→</span>
                <Value value={line.after} label={t.after} className={styles.new} />
              </>
            ) : (
              <Value value={line.after.kind === 'absent' ? line.before : line.after} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
