import type { Transaction } from '@app/shared/contracts/checkout';
import { formatVnd } from '@app/shared/format';
import { checkoutMessages } from '@app/shared/messages/checkout';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';
import { buildVietQrPayload } from './vietqr';
import styles from './Checkout.module.css';

const t = checkoutMessages.checkout;

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

/** The QR code and the account details of SPEC "Checkout page", each with a copy button where useful. */
export function PaymentDetails({ transaction }: { transaction: Transaction }) {
  const { payee } = transaction;
  const amount = formatVnd(transaction.price);
  const payload = buildVietQrPayload({
    bankBin: payee.bankBin,
    accountNumber: payee.accountNumber,
    amount: transaction.price,
    note: transaction.transferNote,
  });
  return (
    <div className={styles.pay}>
      <figure className={styles.qrBox}>
        <QrCode payload={payload} alt={t.qrAlt(amount, transaction.transferNote)} />
        <figcaption className={styles.hint}>{t.qrHint}</figcaption>
      </figure>
      <dl className={styles.details}>
        <Row label={t.product} value={transaction.productTitle} />
        <Row label={t.bankName} value={payee.bankName} />
        <Row label={t.accountHolder} value={payee.accountHolder} />
        <Row label={t.accountNumber} value={payee.accountNumber} copy={payee.accountNumber} />
        <Row label={t.amount} value={amount} copy={String(transaction.price)} strong />
        <Row label={t.note} value={transaction.transferNote} copy={transaction.transferNote} strong />
        <p className={styles.hint}>{t.noteHint}</p>
      </dl>
    </div>
  );
}
