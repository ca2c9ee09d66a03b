import { useLocation, useSearchParams } from '@app/shared/router';
import type { Transaction } from '@app/shared/contracts/checkout';
import { formatVnd } from '@app/shared/format';
import { checkoutMessages } from '@app/shared/messages/checkout';
import { authPath, paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { TransactionNotice } from '@app/shared/ui/TransactionNotice';
import { usePaymentStatus, type PaymentStatusState } from './usePaymentStatus';
import styles from './PaymentStatus.module.css';

const t = checkoutMessages.paymentStatus;

/** The next step for each status (route /payment-status). */
function nextAction(transaction: Transaction): { to: string; label: string } {
  switch (transaction.status) {
    case 'paid':
      return transaction.kind === 'course'
        ? { to: paths.myCourse, label: t.next.paidCourse }
        : { to: paths.library, label: t.next.paidProduct };
    case 'pending':
      return { to: paths.checkout(transaction.id), label: t.next.pending };
    default:
      return transaction.productId
        ? { to: paths.product(transaction.productId), label: t.next.retry }
        : { to: paths.salepage, label: t.next.retry };
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
      <ButtonLink to={action.to}>{action.label}</ButtonLink>
    </article>
  );
}

function Body({ state }: { state: PaymentStatusState }) {
  const location = useLocation();
  if (state.status !== 'loaded') {
    return (
      <TransactionNotice
        state={state}
        loadingLabel={t.loading}
        signInNeeded={t.signInNeeded}
        signInTo={authPath(location)}
      />
    );
  }
  if (!state.transaction) {
    return (
      <Notice kind="empty" actions={<ButtonLink to={paths.catalogue}>{t.browse}</ButtonLink>}>
        {t.none}
      </Notice>
    );
  }
  return <Result transaction={state.transaction} />;
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
