import type { ReactNode } from 'react';
import type { Order } from '@app/shared/contracts/checkout';
import { formatVnd } from '@app/shared/format';
import { orderMessages } from '@app/shared/messages/orders';
import { orderQrPayload } from '@app/shared/payments/vietqr';
import { CancelOrderDialog } from '@app/shared/ui/CancelOrderDialog';
import { CopyButton } from '@app/shared/ui/CopyButton';
import { QrCode } from '@app/shared/ui/QrCode';
import { vnDateTime } from '@app/shared/time/vietnam';
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
 * How to pay a pending order by bank transfer (a product's checkout, a course's payment instructions):
 * the VietQR code and the account details, each with a copy button where useful.
 */
export function PaymentDetails({ order }: { order: Order }) {
  const { payee } = order;
  const amount = formatVnd(order.price);
  const payload = orderQrPayload(order);
  return (
    <div className={styles.pay}>
      <figure className={styles.qrBox}>
        <QrCode value={payload} label={t.qrAlt(amount, order.transferNote)} failedText={t.qrFailed} />
        <figcaption className={styles.hint}>{t.qrHint}</figcaption>
      </figure>
      <dl className={styles.details}>
        <Row label={order.kind === 'course' ? t.course : t.product} value={order.productTitle} />
        <Row label={t.bankName} value={payee.bankName} />
        <Row label={t.accountHolder} value={payee.accountHolder} />
        <Row label={t.accountNumber} value={payee.accountNumber} copy={payee.accountNumber} />
        <Row label={t.amount} value={amount} copy={String(order.price)} strong />
        <Row label={t.note} value={order.transferNote} copy={order.transferNote} strong />
        <p className={styles.hint}>{t.noteHint}</p>
      </dl>
    </div>
  );
}

/** 'Waiting for the transfer' with the deadline, under the details while the page polls. */
export function PaymentWaiting({ expiresAt }: { expiresAt: string }) {
  return (
    <p className={styles.waiting} role="status">
      <span className={styles.pulse} aria-hidden="true" />
      {t.waiting} {t.expiresAt(vnDateTime(expiresAt))}
    </p>
  );
}

type PendingProps = {
  order: Order;
  /** After the order is canceled (where the page leads the buyer back to). */
  onCanceled: () => void;
  /** More actions after the cancel button (e.g. "I have paid"). */
  children?: ReactNode;
};

/** A pending order: how to pay it, the wait for the bank, and the actions (cancel first), stacked on a phone. */
export function PendingOrder({ order, onCanceled, children }: PendingProps) {
  return (
    <>
      <PaymentDetails order={order} />
      <PaymentWaiting expiresAt={order.expiresAt} />
      <div className={styles.actions}>
        <CancelOrderDialog orderId={order.id} onCanceled={onCanceled} />
        {children}
      </div>
    </>
  );
}
