import { useNavigate, useParams } from '@app/shared/router';
import type { Order } from '@app/shared/contracts/checkout';
import { orderMessages } from '@app/shared/messages/orders';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { PendingOrder } from '@app/shared/ui/PaymentDetails';
import { PageNotice } from '@app/shared/ui/PageNotice';
import { useOrder, type OrderState } from '@app/shared/payments/useOrder';
import styles from './Checkout.module.css';

const t = orderMessages.checkout;

function Loaded({ order }: { order: Order }) {
  const navigate = useNavigate();
  if (order.status !== 'pending') {
    return (
      <Notice kind="info" link={{ to: paths.paymentStatus(order.id), label: t.viewStatus }}>
        {t.notPending[order.status]}
      </Notice>
    );
  }
  return (
    <PendingOrder order={order} onCanceled={() => navigate(paths.catalogue)}>
      <Button onClick={() => navigate(paths.library)}>{t.alreadyPaid}</Button>
    </PendingOrder>
  );
}

function Body({ state, retry }: { state: OrderState; retry: () => void }) {
  if (state.status === 'loaded') return <Loaded order={state.order} />;
  return <PageNotice state={state} loadingLabel={t.loading} signInNeeded={t.signInNeeded} onRetry={retry} />;
}

/** /checkout/:transactionId — docs/product.md "Checkout page": an order paid by bank transfer (VietQR), confirmed automatically. */
export function CheckoutPage() {
  const { transactionId } = useParams();
  const navigate = useNavigate();
  const { state, retry } = useOrder(transactionId, () =>
    navigate(paths.paymentStatus(transactionId?.trim() ?? ''), { replace: true }),
  );
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <section className={styles.card} aria-busy={state.status === 'loading'}>
        <Body state={state} retry={retry} />
      </section>
    </PageFrame>
  );
}
