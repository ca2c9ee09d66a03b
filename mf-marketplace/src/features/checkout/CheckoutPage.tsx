import { Link, useLocation, useNavigate, useParams } from '@app/shared/router';
import type { Transaction } from '@app/shared/contracts/checkout';
import { checkoutMessages } from '@app/shared/messages/checkout';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Spinner } from '@app/shared/ui/Spinner';
import { CancelDialog } from './CancelDialog';
import { PaymentDetails } from './PaymentDetails';
import { useCheckoutTransaction, type CheckoutState } from './useCheckoutTransaction';
import styles from './Checkout.module.css';

const t = checkoutMessages.checkout;

const statusPath = (id: string) => `/payment-status?transactionId=${encodeURIComponent(id)}`;

function Loaded({ transaction }: { transaction: Transaction }) {
  const navigate = useNavigate();
  if (transaction.status !== 'pending') {
    return (
      <div className={styles.notice} role="status">
        <p>{t.notPending[transaction.status]}</p>
        <Link className={styles.primary} to={statusPath(transaction.id)}>
          {t.viewStatus}
        </Link>
      </div>
    );
  }
  const expires = new Date(transaction.expiresAt).toLocaleString('vi-VN', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      <PaymentDetails transaction={transaction} />
      <p className={styles.waiting} role="status">
        <span className={styles.pulse} aria-hidden="true" />
        {t.waiting} {t.expiresAt(expires)}
      </p>
      <div className={styles.actions}>
        <CancelDialog transactionId={transaction.id} onCanceled={() => navigate('/')} />
        <button type="button" className={styles.primary} onClick={() => navigate('/my/library')}>
          {t.alreadyPaid}
        </button>
      </div>
    </>
  );
}

function Body({ state, retry }: { state: CheckoutState; retry: () => void }) {
  const location = useLocation();
  switch (state.status) {
    case 'loading':
      return <Spinner label={t.loading} />;
    case 'signed-out':
      return (
        <div className={styles.notice} role="alert">
          <p>{t.signInNeeded}</p>
          <Link className={styles.primary} to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}>
            {t.signIn}
          </Link>
        </div>
      );
    case 'error':
      return (
        <div className={styles.notice} role="alert">
          <p>{state.message}</p>
          <div className={styles.actions}>
            {state.retryable && (
              <button type="button" className={styles.secondary} onClick={retry}>
                {t.retry}
              </button>
            )}
            <Link className={styles.primary} to="/">
              {t.backHome}
            </Link>
          </div>
        </div>
      );
    case 'loaded':
      return <Loaded transaction={state.transaction} />;
  }
}

/** /checkout/:transactionId — SPEC "Checkout page": bank transfer by VietQR, confirmed automatically. */
export function CheckoutPage() {
  const { transactionId } = useParams();
  const navigate = useNavigate();
  const { state, retry } = useCheckoutTransaction(transactionId, () =>
    navigate(statusPath(transactionId?.trim() ?? ''), { replace: true }),
  );
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <section className={styles.card} aria-busy={state.status === 'loading'}>
        <Body state={state} retry={retry} />
      </section>
    </PageFrame>
  );
}
