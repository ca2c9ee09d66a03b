import type { ReactNode } from 'react';
import { useAuthStore } from '@app/shared/auth/store';
import type { LibraryItem } from '@app/shared/contracts/profile';
import type { Order } from '@app/shared/contracts/checkout';
import { formatVnd } from '@app/shared/format';
import type { RefundEligibility } from '@app/shared/contracts/refunds';
import { orderMessages } from '@app/shared/messages/orders';
import { accountMessages } from '@app/shared/messages/account';
import { vnDate } from '@app/shared/time/vietnam';
import { paths } from '@app/shared/routing/paths';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { ButtonAnchor, ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import list from '../../app/itemList.module.css';
import { ProductRefundLine } from '../refunds/ProductRefundLine';
import { RefundDialog } from '../refunds/RefundDialog';
import { RefundRequests } from '../refunds/RefundRequests';
import { useProductRefunds } from '../refunds/useRefunds';
import { usePendingPurchases } from './usePendingPurchases';
import styles from './LibraryPage.module.css';

const t = orderMessages.library;
const r = accountMessages.libraryRefund;

/** What owning the item is for: a course's lessons, a product's app (in a new tab), else the product's page. */
function OpenAction({ item }: { item: LibraryItem }) {
  if (item.kind === 'course') {
    return (
      <ButtonLink to={paths.myCourse} aria-label={t.enterLabel(item.title)}>
        {t.enter}
      </ButtonLink>
    );
  }
  if (item.appUrl) {
    return (
      <ButtonAnchor
        href={item.appUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.openAppLabel(item.title)}
      >
        {t.openApp}
      </ButtonAnchor>
    );
  }
  return (
    <ButtonLink to={paths.product(item.productId)} aria-label={t.viewLabel(item.title)}>
      {t.view}
    </ButtonLink>
  );
}

type Announce = { onSent: (message: string) => void; focusAfter: () => HTMLElement | null };

type OwnedProps = { item: LibraryItem; refund: RefundEligibility | null; announce: Announce };

function Owned({ item, refund, announce }: OwnedProps) {
  return (
    <li className={list.item}>
      <div className={list.body}>
        <p className={list.kind}>{item.kind === 'course' ? t.course : t.product}</p>
        <h3 className={list.title}>{item.title}</h3>
        <p className={list.meta}>{t.grantedAt(vnDate(item.grantedAt))}</p>
        {refund && <ProductRefundLine refund={refund} />}
      </div>
      <div className={styles.actions}>
        <OpenAction item={item} />
        {refund?.eligible && refund.deadline && (
          <RefundDialog
            item={{ kind: 'product', productId: item.productId }}
            title={item.title}
            deadline={refund.deadline}
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
        <h3 className={list.title}>{order.productTitle}</h3>
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
    <section aria-labelledby={id} className={list.section}>
      <h2 id={id} className={list.heading}>
        {title}
      </h2>
      {hint && <p className={list.hint}>{hint}</p>}
      <ul className={list.list}>{children}</ul>
    </section>
  );
}

/** /my/library — owned products (with an open action and, for 7 days, a refund request), pending purchases, refunds. */
export function LibraryPage() {
  const library = useAuthStore((state) => state.user?.library ?? []);
  const pending = usePendingPurchases();
  const refunds = useProductRefunds(library);
  const status = useActionStatus();
  const pendingItems = pending.status === 'ready' ? pending.items : [];
  const empty = library.length === 0 && pending.status === 'ready' && pendingItems.length === 0;
  const requests = refunds.info.status === 'ready' ? refunds.info.requests : [];
  const announce: Announce = { onSent: status.done, focusAfter: () => status.statusRef.current };
  // The server's word on each product (the window, an open request); nothing for a course here.
  const refundOf = (item: LibraryItem) =>
    refunds.info.status === 'ready' && item.kind === 'product'
      ? (refunds.info.eligibility.find((entry) => entry.productId === item.productId)?.refund ?? null)
      : null;

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      {/* A sent request is announced; focus lands here once its button is gone. */}
      <ActionStatus status={status} />
      {pending.status === 'loading' && <Notice kind="loading" label={t.loading} />}
      {pending.status === 'error' && (
        <div className={list.section}>
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
            <Owned key={`${item.kind}:${item.productId}`} item={item} refund={refundOf(item)} announce={announce} />
          ))}
        </Section>
      )}
      {empty && (
        <Notice kind="empty" link={{ to: paths.catalogue, label: t.browse }}>
          {t.empty}
        </Notice>
      )}
      {refunds.info.status === 'error' && (
        <div className={list.section}>
          <Notice kind="error" onRetry={refunds.retry} retryLabel={r.retry}>
            {r.loadFailed}
          </Notice>
        </div>
      )}
      <RefundRequests requests={requests} />
    </PageFrame>
  );
}
