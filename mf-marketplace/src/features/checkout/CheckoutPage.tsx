import type { Order } from '@app/shared/contracts/checkout';
import { orderMessages } from '@app/shared/messages/orders';
import { useNavigate, useParams } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Notice } from '@app/shared/ui/Notice';
import { OrderPayment } from '@app/shared/ui/PaymentDetails';

const t = orderMessages.checkout;

/** An order that can no longer be paid here: what happened, and its status page. */
function Settled({ order }: { order: Order }) {
  if (order.status === 'pending') return null;
  return (
    <Notice kind="info" link={{ to: paths.paymentStatus(order.id), label: t.viewStatus }}>
      {t.notPending[order.status]}
    </Notice>
  );
}

/** /checkout/:transactionId — docs/product.md "Checkout page": an order paid by bank transfer (VietQR), confirmed automatically. */
export function CheckoutPage() {
  const { transactionId } = useParams();
  const navigate = useNavigate();
  return (
    <OrderPayment
      orderId={transactionId}
      texts={t}
      back={{ to: paths.catalogue, label: t.backHome }}
      onPaid={() => navigate(paths.paymentStatus(transactionId?.trim() ?? ''), { replace: true })}
      settled={(order) => <Settled order={order} />}
    />
  );
}
