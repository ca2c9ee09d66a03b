import type { ReactNode } from 'react';
import type { Order } from '@app/shared/contracts/checkout';
import { formatVnd } from '@app/shared/format';
import { orderMessages } from '@app/shared/messages/orders';
import { useOrder, type OrderState } from '@app/shared/payments/useOrder';
import { orderQrPayload } from '@app/shared/payments/vietqr';
import { useNavigate } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { vnDateTime } from '@app/shared/time/vietnam';
import { Button } from '@app/shared/ui/Button';
import { CancelOrderDialog } from '@app/shared/ui/CancelOrderDialog';
import { CopyButton } from '@app/shared/ui/CopyButton';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { PageNotice } from '@app/shared/ui/PageNotice';
import { QrCode } from '@app/shared/ui/QrCode';
import { SaveQrButton } from '@app/shared/ui/SaveQrButton';
import styles from './PaymentDetails.module.css';

const t = orderMessages.checkout;

function Row({ label, value, copy, strong }: { label: string; value: string; copy?: string; strong?: boolean }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <span className={strong ? styles.strong : undefined}>{value}</span>
        {copy !== undefined && <CopyButton value={copy} label={label} />}
      </dd>
    </div>
  );
}

/**
 * How to pay a pending order by bank transfer: the account details (account number, amount and note each
 * with a copy button), then the VietQR code with "Lưu mã QR". The details come first in the page: on a phone,
 * where the buyer pays from a banking app on the same screen, they are what is copied; beside them on a wide
 * screen, the code is drawn on the left, to be scanned by another phone.
 */
export function PaymentDetails({ order }: { order: Order }) {
  const { payee } = order;
  const amount = formatVnd(order.price);
  const payload = orderQrPayload(order);
  return (
    <div className={styles.pay}>
      <div className={styles.details}>
        <dl className={styles.rows}>
          <Row label={order.kind === 'course' ? t.course : t.product} value={order.productTitle} />
          <Row label={t.bankName} value={payee.bankName} />
          <Row label={t.accountHolder} value={payee.accountHolder} />
          <Row label={t.accountNumber} value={payee.accountNumber} copy={payee.accountNumber} />
          <Row label={t.amount} value={amount} copy={String(order.price)} strong />
          <Row label={t.note} value={order.transferNote} copy={order.transferNote} strong />
        </dl>
        <p className={styles.hint}>{t.noteHint}</p>
      </div>
      <figure className={styles.qrBox}>
        <QrCode value={payload} label={t.qrAlt(amount, order.transferNote)} failedText={t.qrFailed} />
        <figcaption className={styles.hint}>{t.qrHint}</figcaption>
        <SaveQrButton value={payload} fileName={t.qrFileName(order.id)} />
      </figure>
    </div>
  );
}

/** 'Waiting for the transfer' with the deadline, under the details while the page polls. */
function PaymentWaiting({ expiresAt }: { expiresAt: string }) {
  return (
    <p className={styles.waiting} role="status">
      <span className={styles.pulse} aria-hidden="true" />
      {t.waiting} {t.expiresAt(vnDateTime(expiresAt))}
    </p>
  );
}

/**
 * A pending order: how to pay it, the wait for the bank, and the actions — cancel (after asking) and
 * "Tôi đã chuyển khoản" (to the library, where the purchase shows as pending until the bank confirms it).
 */
function PendingOrder({ order, canceledTo }: { order: Order; canceledTo: string }) {
  const navigate = useNavigate();
  return (
    <>
      <PaymentDetails order={order} />
      <PaymentWaiting expiresAt={order.expiresAt} />
      <div className={styles.actions}>
        <CancelOrderDialog orderId={order.id} onCanceled={() => navigate(canceledTo)} />
        <Button onClick={() => navigate(paths.library)}>{t.alreadyPaid}</Button>
      </div>
    </>
  );
}

export type OrderPaymentTexts = { eyebrow: string; title: string; lead: string; loading: string };

type Props = {
  /** The order's id from the page's address (missing or blank: the missing-id message). */
  orderId: string | undefined;
  texts: OrderPaymentTexts;
  /** Where canceling leads, and where an error or a settled order leads back to. */
  back: { to: string; label: string };
  /** A poll saw the order turn paid while the page was open. */
  onPaid?: () => void;
  /** An order that can no longer be paid (paid, canceled, expired, refunded): what the page says of it. */
  settled: (order: Order) => ReactNode;
  /** An order this page does not show (another kind's own page), rendered instead, e.g. a redirect. */
  elsewhere?: (order: Order) => ReactNode;
};

function Body({ state, retry, ...props }: Props & { state: OrderState; retry: () => void }) {
  if (state.status !== 'loaded') {
    return <PageNotice state={state} loadingLabel={props.texts.loading} onRetry={retry} back={props.back} />;
  }
  const { order } = state;
  const other = props.elsewhere?.(order);
  if (other) return other;
  if (order.status === 'pending') return <PendingOrder order={order} canceledTo={props.back.to} />;
  return props.settled(order);
}

/**
 * The one payment screen of an order paid by bank transfer (a product's /checkout/:transactionId, the course's
 * /my/payment-instructions/:orderId): its frame, the order's states while it loads, and, while pending, the
 * details, the VietQR code, the wait (polled, so the payment is noticed) and the actions.
 */
export function OrderPayment(props: Props) {
  const { state, retry } = useOrder(props.orderId, props.onPaid ?? (() => undefined));
  const { texts } = props;
  return (
    <PageFrame eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead}>
      <section className={styles.card} aria-busy={state.status === 'loading'}>
        <Body state={state} retry={retry} {...props} />
      </section>
    </PageFrame>
  );
}
