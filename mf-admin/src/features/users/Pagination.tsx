import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { Button } from '@app/shared/ui/Button';
import styles from './users.module.css';

const t = adminUsersMessages;

type Props = { page: number; pages: number; onPage: (page: number) => void };

/** Previous / next page (the page is in the URL, so reload and back keep it). */
export function Pagination({ page, pages, onPage }: Props) {
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
