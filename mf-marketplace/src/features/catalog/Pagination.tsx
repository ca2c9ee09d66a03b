import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import styles from './Catalog.module.css';

type Props = { page: number; pages: number; onPage: (page: number) => void };

export function Pagination({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.catalog.pagination} className={styles.pagination}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.catalog.previousPage}
      </button>
      <span aria-current="page">{m.catalog.pageOf(page, pages)}</span>
      <button type="button" className={styles.pageButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.catalog.nextPage}
      </button>
    </nav>
  );
}
