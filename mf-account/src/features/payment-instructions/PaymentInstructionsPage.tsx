import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from '@app/shared/router';
import type { Order } from '@app/shared/contracts/checkout';
import { accountMessages } from '@app/shared/messages/account';
import { useOrder, type OrderState } from '@app/shared/payments/useOrder';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { PendingOrder } from '@app/shared/ui/PaymentDetails';
import { PageNotice } from '@app/shared/ui/PageNotice';
import { areaNav } from '../../app/nav';
import styles from './PaymentInstructions.module.css';
import { refreshProfile } from '@app/shared/auth/refresh';

const t = accountMessages.coursePayment;

/**
 * Once the order is paid, the profile is fetched again: its library now holds the course, so the header's
 * menu shows the academy (docs/product.md §2) without a reload.
 */
function useRefreshWhenPaid(status: Order['status'] | undefined) {
  const refreshed = useRef(false);
  useEffect(() => {
    if (status !== 'paid' || refreshed.current) return;
    refreshed.current = true;
    void refreshProfile();
  }, [status]);
}

/** An order that can no longer be paid: what happened to it (the way back is to enrol again). */
const CLOSED = {
  expired: [t.expiredTitle, t.expired],
  canceled: [t.canceledTitle, t.canceled],
  refunded: [t.refundedTitle, t.refunded],
} as const;

function Loaded({ order }: { order: Order }) {
  const navigate = useNavigate();
  const back = <ButtonLink to={paths.salepage}>{t.backToSalepage}</ButtonLink>;
  if (order.status === 'pending') return <PendingOrder order={order} onCanceled={() => navigate(paths.salepage)} />;
  if (order.status === 'paid')
    return (
      <Notice kind="info" title={t.paidTitle} titleAs="h2" link={{ to: paths.myCourse, label: t.start }}>
        {t.paid}
      </Notice>
    );
  const [title, body] = CLOSED[order.status];
  return (
    <Notice kind="info" title={title} titleAs="h2" actions={back}>
      {body}
    </Notice>
  );
}

function Body({ state, retry }: { state: OrderState; retry: () => void }) {
  if (state.status === 'loaded') {
    // A product's order is paid on its own checkout page.
    if (state.order.kind === 'product') return <Navigate to={paths.checkout(state.order.id)} replace />;
    return <Loaded order={state.order} />;
  }
  return (
    <PageNotice
      state={state}
      loadingLabel={t.loading}
      signInNeeded={t.signInNeeded}
      onRetry={retry}
      back={{ to: paths.salepage, label: t.backToSalepage }}
    />
  );
}

/**
 * /my/payment-instructions/:orderId — paying a course order by bank transfer: the same details,
 * VietQR code, polling and cancel as the product checkout; when the transfer arrives, the way into the course.
 */
export function PaymentInstructionsPage() {
  const { orderId } = useParams();
  const { state, retry } = useOrder(orderId, () => undefined);
  useRefreshWhenPaid(state.status === 'loaded' ? state.order.status : undefined);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <section className={styles.card} aria-busy={state.status === 'loading'}>
        <Body state={state} retry={retry} />
      </section>
    </PageFrame>
  );
}
