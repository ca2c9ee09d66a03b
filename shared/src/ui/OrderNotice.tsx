import { orderMessages } from '@app/shared/messages/orders';
import { useLocation } from '@app/shared/router';
import { authPath, paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';

const t = orderMessages.checkout;

type Props = {
  state: { status: 'loading' } | { status: 'signed-out' } | { status: 'error'; message: string; retryable?: boolean };
  loadingLabel: string;
  /** Why the page needs an account. */
  signInNeeded: string;
  /** The /auth path that comes back to the page; by default the page's path. */
  signInTo?: string;
  /** Offered (with the way back as the second choice) when given and the error says a retry can help. */
  onRetry?: () => void;
  /** Where an error leads away to; the home page by default. */
  back?: { to: string; label: string };
};

/** An order page (checkout, payment status, course payment instructions) before it has its order. */
export function OrderNotice({ state, loadingLabel, signInNeeded, signInTo, onRetry: retry, back }: Props) {
  const { pathname } = useLocation();
  const onRetry = state.status === 'error' && state.retryable !== false ? retry : undefined;
  switch (state.status) {
    case 'loading':
      return <Notice kind="loading" label={loadingLabel} />;
    case 'signed-out':
      return (
        <Notice kind="signed-out" signInTo={signInTo ?? authPath({ pathname })} signInLabel={t.signIn}>
          {signInNeeded}
        </Notice>
      );
    case 'error':
      return (
        <Notice
          kind="error"
          onRetry={onRetry}
          retryLabel={t.retry}
          actions={
            <ButtonLink to={back?.to ?? paths.catalogue} variant={onRetry ? 'secondary' : 'primary'}>
              {back?.label ?? t.backHome}
            </ButtonLink>
          }
        >
          {state.message}
        </Notice>
      );
  }
}
