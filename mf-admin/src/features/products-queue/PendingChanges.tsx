import { formatVnd } from '@app/shared/format';
import { adminProductsQueueMessages } from '@app/shared/messages/admin/productsQueue';
import { Table, type Column } from '@app/shared/ui/Table';
import type { ProductMedia } from '@app/shared/contracts/media';
import type { ChangeRow } from './productsQueueView';
import styles from './productsQueue.module.css';

const t = adminProductsQueueMessages;

const small = (image: { base: string; widths: number[] }) => `${image.base}-${image.widths[0]}.jpg`;

/** What a moderator checks of the media: every picture (with the caption buyers' screen readers will hear). */
function MediaCell({ media }: { media: ProductMedia }) {
  return (
    <div className={styles.mediaCell}>
      <p>{t.mediaSummary(media.cover !== null, media.gallery.length, media.video !== null)}</p>
      <ul className={styles.mediaList}>
        {media.cover && (
          <li>
            <img src={small(media.cover)} alt={t.coverAlt} width={96} height={54} loading="lazy" />
          </li>
        )}
        {media.gallery.map((image) => (
          <li key={image.id}>
            <img src={small(image)} alt={image.caption} width={96} height={54} loading="lazy" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function value(row: ChangeRow, which: 'live' | 'proposed') {
  if (row.field === 'media') return <MediaCell media={row[which]} />;
  if (row.field === 'price') return formatVnd(row[which]);
  if (row.field === 'appUrl' || row.field === 'demoUrl') return row[which] ?? t.noAppUrl;
  return row[which];
}

const columns: Column<ChangeRow>[] = [
  { label: t.changesField, rowHeader: true, cell: (row) => t.changesFields[row.field] },
  { label: t.changesLive, className: styles.breakAnywhere, cell: (row) => value(row, 'live') },
  {
    label: t.changesProposed,
    className: `${styles.breakAnywhere} ${styles.proposed}`,
    cell: (row) => value(row, 'proposed'),
  },
];

/** A published product's proposed changes beside what buyers see now (scrolls sideways on a phone). */
export function PendingChanges({ title, rows }: { title: string; rows: ChangeRow[] }) {
  if (rows.length === 0) return null;
  return <Table caption={t.changesCaption(title)} columns={columns} rows={rows} rowKey={(row) => row.field} />;
}
