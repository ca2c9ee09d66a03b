import { Link, useLocation, useSearchParams } from '@app/shared/router';
import type { Transaction } from '@app/shared/contracts/checkout';
import { formatVnd } from '@app/shared/format';
import { checkoutMessages } from '@app/shared/messages/checkout';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Spinner } from '@app/shared/ui/Spinner';
import { usePaymentStatus, type PaymentStatusState } from './usePaymentStatus';
import styles from './PaymentStatus.module.css';

const t = checkoutMessages.paymentStatus;

/** The next step for each status (SPEC route /payment-status; issue 5 item 7). */
function nextAction(transaction: Transaction): { to: string; label: string } {
  switch (transaction.status) {
    case 'paid':
      return transaction.kind === 'course'
        ? { to: '/training/my-course', label: t.next.paidCourse }
        : { to: '/my/library', label: t.next.paidProduct };
    case 'pending':
      return { to: `/checkout/${transaction.id}`, label: t.next.pending };
    default:
      return transaction.productId
        ? { to: `/product/${transaction.productId}`, label: t.next.retry }
        : { to: '/salepage', label: t.next.retry };
  }
}

function Result({ transaction }: { transaction: Transaction }) {
  const action = nextAction(transaction);
  return (
    <article className={`${styles.result} ${styles[transaction.status]}`} aria-labelledby="payment-status-title">
      <p className={styles.badge}>{t.status[transaction.status]}</p>
      <h2 id="payment-status-title" className={styles.product}>
        {transaction.productTitle}
      </h2>
      <p className={styles.meta}>
        {formatVnd(transaction.price)} · {t.transaction(transaction.id)}
      </p>
      <p className={styles.explain} role="status">
        {t.explain[transaction.status]}
      </p>
      <Link className={styles.primary} to={action.to}>
        {action.label}
      </Link>
    </article>
  );
}

function Body({ state }: { state: PaymentStatusState }) {
  const location = useLocation();
  switch (state.status) {
    case 'loading':
      return <Spinner label={t.loading} />;
    case 'signed-out':
      return (
        <div className={styles.notice} role="alert">
          <p>{t.signInNeeded}</p>
          <Link
            className={styles.primary}
            to={`/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
          >
            {checkoutMessages.checkout.signIn}
          </Link>
        </div>
      );
    case 'error':
      return (
        <div className={styles.notice} role="alert">
          <p>{state.message}</p>
          <Link className={styles.primary} to="/">
            {checkoutMessages.checkout.backHome}
          </Link>
        </div>
      );
    case 'loaded':
      if (!state.transaction) {
        return (
          <div className={styles.notice}>
            <p>{t.none}</p>
            <Link className={styles.primary} to="/">
              {t.browse}
            </Link>
          </div>
        );
      }
      return <Result transaction={state.transaction} />;
  }
}

/** /payment-status — the status of the latest (or the given) transaction and what to do next. */
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
