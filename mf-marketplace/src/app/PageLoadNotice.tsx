import type { ApiError } from '@app/shared/api/client';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';

type Props = {
  /** The failure of the page's query; none while it loads. */
  error: ApiError | null;
  /** What to say when the id names nothing (no retry then). */
  notFound: string;
  onRetry: () => void;
};

/**
 * A page about one thing (a product, a creator) before it can be shown: loading, or why not — an id that
 * names nothing says `notFound`, any other failure its message with a retry — with the way back to the
 * catalogue.
 */
export function PageLoadNotice({ error, notFound, onRetry }: Props) {
  if (!error) return <Notice kind="loading" />;
  const gone = error.code === 'not-found' || error.code === 'invalid-argument';
  return (
    <Notice
      kind="error"
      onRetry={gone ? undefined : onRetry}
      actions={
        <ButtonLink to={paths.catalogue} variant="secondary">
          {m.product.backToCatalog}
        </ButtonLink>
      }
    >
      {gone ? notFound : error.message}
    </Notice>
  );
}
