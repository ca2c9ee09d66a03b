import { commonMessages } from '@app/shared/messages/common';
import { Button } from '@app/shared/ui/Button';
import styles from './Pagination.module.css';

const t = commonMessages.pagination;

type Props = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark (what is paged: products, users). */
  label: string;
  /** Shows 'Trang 1 / 1' too, where a count of pages is part of the answer (an admin's search). */
  showSinglePage?: boolean;
};

/** Previous / next page as a labelled navigation; the current page is marked for screen readers. */
export function Pagination({ page, pages, onPage, label, showSinglePage = false }: Props) {
  if (pages <= 1 && !showSinglePage) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previousPage}
      </Button>
      <span aria-current="page">{t.pageOf(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.nextPage}
      </Button>
    </nav>
  );
}
