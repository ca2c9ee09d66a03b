import type { ApiError } from '@app/shared/api/client';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { paths } from '@app/shared/routing/paths';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { PageNotice, queryState } from '@app/shared/ui/PageNotice';

type Props = {
  /** The page's own words: its frame, and what to say when the id names nothing. */
  messages: { eyebrow: string; title: string; lead: string; notFound: string };
  /** The failure of the page's query; none while it loads. */
  error: ApiError | null;
  onRetry: () => void;
};

/** A page about one thing (a product, a creator) before it has it, in its frame; the way away is the catalogue. */
export function PendingPage({ messages, error, onRetry }: Props) {
  return (
    <PageFrame eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead}>
      <PageNotice
        state={queryState(error, messages.notFound)}
        onRetry={onRetry}
        back={{ to: paths.catalogue, label: m.product.backToCatalog }}
      />
    </PageFrame>
  );
}
