import { affiliateMessages } from '@app/shared/messages/affiliates';
import { Button } from '@app/shared/ui/Button';
import styles from './marketplace.module.css';

const t = affiliateMessages.marketplace;

type Props = { page: number; pages: number; onPage: (page: number) => void };

/** Previous / next page (the page is in the URL, so a page can be shared). */
export function Pagination({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.pagination} className={styles.pagination}>
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
