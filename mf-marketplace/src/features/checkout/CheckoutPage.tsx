import { useLocation, useNavigate, useParams } from '@app/shared/router';
import type { Transaction } from '@app/shared/contracts/checkout';
import { checkoutMessages } from '@app/shared/messages/checkout';
import { authPath, paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { CancelTransactionDialog } from '@app/shared/ui/CancelTransactionDialog';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { PaymentDetails, PaymentWaiting } from '@app/shared/ui/PaymentDetails';
import { TransactionNotice } from '@app/shared/ui/TransactionNotice';
import { useTransaction, type TransactionState } from '@app/shared/payments/useTransaction';
import styles from './Checkout.module.css';

const t = checkoutMessages.checkout;

function Loaded({ transaction }: { transaction: Transaction }) {
  const navigate = useNavigate();
  if (transaction.status !== 'pending') {
    return (
      <Notice kind="info" actions={<ButtonLink to={paths.paymentStatus(transaction.id)}>{t.viewStatus}</ButtonLink>}>
        {t.notPending[transaction.status]}
      </Notice>
    );
  }
  return (
    <>
      <PaymentDetails transaction={transaction} />
      <PaymentWaiting expiresAt={transaction.expiresAt} />
      <div className={styles.actions}>
        <CancelTransactionDialog transactionId={transaction.id} onCanceled={() => navigate(paths.catalogue)} />
        <Button onClick={() => navigate(paths.library)}>{t.alreadyPaid}</Button>
      </div>
    </>
  );
}

function Body({ state, retry }: { state: TransactionState; retry: () => void }) {
  const location = useLocation();
  if (state.status === 'loaded') return <Loaded transaction={state.transaction} />;
  return (
    <TransactionNotice
      state={state}
      loadingLabel={t.loading}
      signInNeeded={t.signInNeeded}
      signInTo={authPath({ pathname: location.pathname })}
      onRetry={state.status === 'error' && state.retryable ? retry : undefined}
    />
  );
}

/** /checkout/:transactionId — docs/product.md "Checkout page": bank transfer by VietQR, confirmed automatically. */
export function CheckoutPage() {
  const { transactionId } = useParams();
  const navigate = useNavigate();
  const { state, retry } = useTransaction(transactionId, () =>
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
