import type { ApiError } from '@app/shared/api/client';
import { orderMessages } from '@app/shared/messages/orders';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';

const t = orderMessages.checkout;

export type PageNoticeState = { status: 'loading' } | { status: 'error'; message: string; retryable?: boolean };

/**
 * A page's query as the notice's state: loading while there is no failure; an id that names nothing (or
 * is not an id) says `notFound`, with no retry (it cannot help); any other failure says its message.
 */
export function queryState(error: ApiError | null, notFound: string): PageNoticeState {
  if (!error) return { status: 'loading' };
  const gone = error.code === 'not-found' || error.code === 'invalid-argument';
  return { status: 'error', message: gone ? notFound : error.message, retryable: !gone };
}

type Props = {
  state: PageNoticeState;
  /** What is loading, for screen readers (the spinner's own words by default). */
  loadingLabel?: string;
  /** Offered (with the way back as the second choice) when given and the error says a retry can help. */
  onRetry?: () => void;
  /** Where an error leads away to; the home page by default. */
  back?: { to: string; label: string };
};

/**
 * A page about one thing before it has it: an order (checkout, payment status, course payment
 * instructions), a product, a creator. Loading, or why not, with a retry where it can help and the way away (the home page by default), the only choice drawn
 * as the primary button.
 */
export function PageNotice({ state, loadingLabel, onRetry: retry, back }: Props) {
  const onRetry = state.status === 'error' && state.retryable !== false ? retry : undefined;
  switch (state.status) {
    case 'loading':
      return <Notice kind="loading" label={loadingLabel} />;
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
