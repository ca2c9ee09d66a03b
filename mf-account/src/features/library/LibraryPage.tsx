import { Link } from '@app/shared/router';
import { useAuthStore } from '@app/shared/auth/store';
import type { LibraryItem } from '@app/shared/contracts/profile';
import type { Transaction } from '@app/shared/contracts/checkout';
import { formatVnd } from '@app/shared/format';
import { checkoutMessages } from '@app/shared/messages/checkout';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Spinner } from '@app/shared/ui/Spinner';
import { areaNav } from '../../app/nav';
import list from '../../app/itemList.module.css';
import { usePendingPurchases } from './usePendingPurchases';
import styles from './LibraryPage.module.css';

const t = checkoutMessages.library;

const openPath = (item: LibraryItem) => (item.kind === 'course' ? '/training/my-course' : `/product/${item.productId}`);

function Owned({ item }: { item: LibraryItem }) {
  const date = new Date(item.grantedAt).toLocaleDateString('vi-VN');
  return (
    <li className={list.item}>
      <div className={list.body}>
        <p className={styles.kind}>{item.kind === 'course' ? t.course : t.product}</p>
        <h3 className={`${list.title} ${styles.title}`}>{item.title}</h3>
        <p className={list.meta}>{t.grantedAt(date)}</p>
      </div>
      <Link className={styles.primary} to={openPath(item)} aria-label={t.openLabel(item.title)}>
        {t.open}
      </Link>
    </li>
  );
}

function Pending({ transaction }: { transaction: Transaction }) {
  return (
    <li className={`${list.item} ${list.pendingItem}`}>
      <div className={list.body}>
        <p className={styles.badge}>{t.pending}</p>
        <h3 className={`${list.title} ${styles.title}`}>{transaction.productTitle}</h3>
        <p className={list.meta}>
          {formatVnd(transaction.price)} · {transaction.transferNote}
        </p>
      </div>
      <Link
        className={styles.secondary}
        to={`/checkout/${transaction.id}`}
        aria-label={t.payLabel(transaction.productTitle)}
      >
        {t.pay}
      </Link>
    </li>
  );
}

/** /my/library — owned products (with an open action) and pending purchases shown as pending. */
export function LibraryPage() {
  const library = useAuthStore((state) => state.user?.library ?? []);
  const pending = usePendingPurchases();
  const pendingItems = pending.status === 'ready' ? pending.items : [];
  const empty = library.length === 0 && pending.status === 'ready' && pendingItems.length === 0;

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      {pending.status === 'loading' && <Spinner label={t.loading} />}
      {pending.status === 'error' && (
        <p className={styles.error} role="alert">
          {pending.message}
        </p>
      )}
      {pendingItems.length > 0 && (
        <section aria-labelledby="library-pending" className={styles.section}>
          <h2 id="library-pending" className={styles.heading}>
            {t.pending}
          </h2>
          <p className={styles.hint}>{t.pendingHint}</p>
          <ul className={list.list}>
            {pendingItems.map((transaction) => (
              <Pending key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        </section>
      )}
      {library.length > 0 && (
        <section aria-labelledby="library-owned" className={styles.section}>
          <h2 id="library-owned" className={styles.heading}>
            {t.owned}
          </h2>
          <ul className={list.list}>
            {library.map((item) => (
              <Owned key={`${item.kind}:${item.productId}`} item={item} />
            ))}
          </ul>
        </section>
      )}
      {empty && (
        <div className={styles.empty}>
          <p>{t.empty}</p>
          <Link className={styles.primary} to="/">
            {t.browse}
          </Link>
        </div>
      )}
    </PageFrame>
  );
}
