import { useEffect, useRef } from 'react';
import { Navigate, useParams } from '@app/shared/router';
import type { Order } from '@app/shared/contracts/checkout';
import { refreshProfile } from '@app/shared/auth/refresh';
import { accountMessages } from '@app/shared/messages/account';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { OrderPayment } from '@app/shared/ui/PaymentDetails';

const t = accountMessages.coursePayment;

/**
 * Paid: the way into the course. The profile is fetched again once: its library now holds the course, so the
 * header's menu shows the academy (docs/product.md §2) without a reload.
 */
function Paid() {
  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    void refreshProfile();
  }, []);
  return (
    <Notice kind="info" title={t.paidTitle} titleAs="h2" link={{ to: paths.myCourse, label: t.start }}>
      {t.paid}
    </Notice>
  );
}

/** An order that can no longer be paid: what happened to it (the way back is to enrol again). */
const CLOSED = {
  expired: [t.expiredTitle, t.expired],
  canceled: [t.canceledTitle, t.canceled],
  refunded: [t.refundedTitle, t.refunded],
} as const;

function Settled({ order }: { order: Order }) {
  if (order.status === 'pending') return null;
  if (order.status === 'paid') return <Paid />;
  const [title, body] = CLOSED[order.status];
  return (
    <Notice
      kind="info"
      title={title}
      titleAs="h2"
      actions={<ButtonLink to={paths.salepage}>{t.backToSalepage}</ButtonLink>}
    >
      {body}
    </Notice>
  );
}

/**
 * /my/payment-instructions/:orderId — paying a course order by bank transfer, on the same payment screen as a
 * product's checkout; when the transfer arrives, the way into the course.
 */
export function PaymentInstructionsPage() {
  const { orderId } = useParams();
  return (
    <OrderPayment
      orderId={orderId}
      texts={t}
      back={{ to: paths.salepage, label: t.backToSalepage }}
      settled={(order) => <Settled order={order} />}
      // A product's order is paid on its own checkout page.
      elsewhere={(order) => (order.kind === 'product' ? <Navigate to={paths.checkout(order.id)} replace /> : null)}
    />
  );
}
