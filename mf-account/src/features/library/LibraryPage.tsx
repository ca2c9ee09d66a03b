import { useRef, useState, type ReactNode } from 'react';
import { useAuthStore } from '@app/shared/auth/store';
import type { LibraryItem } from '@app/shared/contracts/profile';
import type { Transaction as Order } from '@app/shared/contracts/checkout';
import { formatVnd } from '@app/shared/format';
import { orderMessages } from '@app/shared/messages/orders';
import { accountMessages } from '@app/shared/messages/account';
import { vnDateTime } from '@app/shared/money/vnTime';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import list from '../../app/itemList.module.css';
import { ProductRefundDialog } from './ProductRefundDialog';
import { refundOffer, refundStatusText, type RefundOffer } from './productRefund';
import { RefundRequests } from './RefundRequests';
import { usePendingPurchases } from './usePendingPurchases';
import { useProductRefunds } from './useProductRefunds';
import styles from './LibraryPage.module.css';

const t = orderMessages.library;
const r = accountMessages.libraryRefund;

const openPath = (item: LibraryItem) => (item.kind === 'course' ? paths.myCourse : paths.product(item.productId));

type Announce = { onSent: (message: string) => void; focusAfter: () => HTMLElement | null };

/** An item's refund: its request's status, or until when one may be asked. */
function RefundLine({ offer }: { offer: RefundOffer }) {
  return (
    <>
      {offer.request && (
        <p className={`${styles.refundStatus} ${styles[offer.request.status]}`}>
          {r.statusLabel} {refundStatusText(offer.request)}
        </p>
      )}
      {offer.canRequest && offer.deadline && <p className={list.meta}>{r.until(vnDateTime(offer.deadline))}</p>}
    </>
  );
}

function Owned({ item, offer, announce }: { item: LibraryItem; offer: RefundOffer | null; announce: Announce }) {
  const date = new Date(item.grantedAt).toLocaleDateString('vi-VN');
  return (
    <li className={list.item}>
      <div className={list.body}>
        <p className={styles.kind}>{item.kind === 'course' ? t.course : t.product}</p>
        <h3 className={`${list.title} ${styles.title}`}>{item.title}</h3>
        <p className={list.meta}>{t.grantedAt(date)}</p>
        {offer && <RefundLine offer={offer} />}
      </div>
      <div className={styles.actions}>
        <ButtonLink to={openPath(item)} aria-label={t.openLabel(item.title)}>
          {t.open}
        </ButtonLink>
        {offer?.canRequest && offer.deadline && (
          <ProductRefundDialog
            productId={item.productId}
            title={item.title}
            deadline={offer.deadline}
            onSent={announce.onSent}
            focusAfter={announce.focusAfter}
          />
        )}
      </div>
    </li>
  );
}

function Pending({ order }: { order: Order }) {
  return (
    <li className={`${list.item} ${list.pendingItem}`}>
      <div className={list.body}>
        <p className={styles.badge}>{t.pending}</p>
        <h3 className={`${list.title} ${styles.title}`}>{order.productTitle}</h3>
        <p className={list.meta}>
          {formatVnd(order.price)} · {order.transferNote}
        </p>
      </div>
      <ButtonLink variant="secondary" to={paths.checkout(order.id)} aria-label={t.payLabel(order.productTitle)}>
        {t.pay}
      </ButtonLink>
    </li>
  );
}

/** One titled list of the page (pending, owned). */
function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {hint && <p className={styles.hint}>{hint}</p>}
      <ul className={list.list}>{children}</ul>
    </section>
  );
}

/** /my/library — owned products (with an open action and, for 7 days, a refund request), pending purchases, refunds. */
export function LibraryPage() {
  const library = useAuthStore((state) => state.user?.library ?? []);
  const pending = usePendingPurchases();
  const refunds = useProductRefunds(library);
  const [sent, setSent] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const pendingItems = pending.status === 'ready' ? pending.items : [];
  const empty = library.length === 0 && pending.status === 'ready' && pendingItems.length === 0;
  const requests = refunds.info.status === 'ready' ? refunds.info.requests : [];
  const announce: Announce = { onSent: setSent, focusAfter: () => status.current };
  const now = new Date();
  const offerOf = (item: LibraryItem) =>
    refunds.info.status === 'ready' ? refundOffer(item, refunds.info.paid, refunds.info.requests, now) : null;

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      {/* Always in the page, so a sent request is announced; focus lands here once its button is gone. */}
      <p ref={status} role="status" tabIndex={-1} className={sent ? styles.announced : styles.silent}>
        {sent}
      </p>
      {pending.status === 'loading' && <Notice kind="loading" label={t.loading} />}
      {pending.status === 'error' && (
        <div className={styles.section}>
          <Notice kind="error">{pending.message}</Notice>
        </div>
      )}
      {pendingItems.length > 0 && (
        <Section id="library-pending" title={t.pending} hint={t.pendingHint}>
          {pendingItems.map((order) => (
            <Pending key={order.id} order={order} />
          ))}
        </Section>
      )}
      {library.length > 0 && (
        <Section id="library-owned" title={t.owned}>
          {library.map((item) => (
            <Owned key={`${item.kind}:${item.productId}`} item={item} offer={offerOf(item)} announce={announce} />
          ))}
        </Section>
      )}
      {empty && (
        <Notice kind="empty" actions={<ButtonLink to={paths.catalogue}>{t.browse}</ButtonLink>}>
          {t.empty}
        </Notice>
      )}
      {refunds.info.status === 'error' && (
        <div className={styles.section}>
          <Notice kind="error" onRetry={refunds.retry} retryLabel={r.retry}>
            {r.loadFailed}
          </Notice>
        </div>
      )}
      <RefundRequests requests={requests} />
    </PageFrame>
  );
}
