import { useSearchParams } from '@app/shared/router';
import type { Order } from '@app/shared/contracts/checkout';
import { formatVnd } from '@app/shared/format';
import { orderMessages } from '@app/shared/messages/orders';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { PageNotice } from '@app/shared/ui/PageNotice';
import { LiveRegion } from '@app/shared/ui/LiveRegion';
import { usePaymentStatus, type PaymentStatusState } from './usePaymentStatus';
import styles from './PaymentStatus.module.css';

const t = orderMessages.paymentStatus;

/** The next step for each status (route /payment-status). */
function nextAction(order: Order): { to: string; label: string } {
  switch (order.status) {
    case 'paid':
      return order.kind === 'course'
        ? { to: paths.myCourse, label: t.next.paidCourse }
        : { to: paths.library, label: t.next.paidProduct };
    case 'pending':
      return { to: paths.checkout(order.id), label: t.next.pending };
    default:
      return order.productId
        ? { to: paths.product(order.productId), label: t.next.retry }
        : { to: paths.salepage, label: t.next.retry };
  }
}

function Result({ order }: { order: Order }) {
  const action = nextAction(order);
  return (
    <article className={`${styles.result} ${styles[order.status]}`} aria-labelledby="payment-status-title">
      <p className={styles.badge}>{t.status[order.status]}</p>
      <h2 id="payment-status-title" className={styles.product}>
        {order.productTitle}
      </h2>
      <p className={styles.meta}>
        {formatVnd(order.price)} · {t.order(order.id)}
      </p>
      <LiveRegion className={styles.explain}>{t.explain[order.status]}</LiveRegion>
      <ButtonLink to={action.to}>{action.label}</ButtonLink>
    </article>
  );
}

function Body({ state }: { state: PaymentStatusState }) {
  if (state.status !== 'loaded') {
    return <PageNotice state={state} loadingLabel={t.loading} />;
  }
  if (!state.order) {
    return (
      <Notice kind="empty" link={{ to: paths.catalogue, label: t.browse }}>
        {t.none}
      </Notice>
    );
  }
  return <Result order={state.order} />;
}

/** /payment-status — the status of the latest (or the given) order and what to do next. */
export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const id = params.get('transactionId')?.trim() || null;
  const state = usePaymentStatus(id);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title}>
      <section className={styles.card} aria-busy={state.status === 'loading'}>
        <Body state={state} />
      </section>
    </PageFrame>
  );
}
