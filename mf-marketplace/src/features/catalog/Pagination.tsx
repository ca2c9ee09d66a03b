import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Button } from '@app/shared/ui/Button';
import styles from './Catalog.module.css';

type Props = { page: number; pages: number; onPage: (page: number) => void };

export function Pagination({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.catalog.pagination} className={styles.pagination}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.catalog.previousPage}
      </Button>
      <span aria-current="page">{m.catalog.pageOf(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.catalog.nextPage}
      </Button>
    </nav>
  );
}
