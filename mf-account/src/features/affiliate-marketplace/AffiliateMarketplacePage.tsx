import { affiliateMessages } from '@app/shared/messages/affiliates';
import { Button } from '@app/shared/ui/Button';
import { CardGrid, SearchResults } from '@app/shared/ui/CardGrid';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { AffiliateProductCard } from './AffiliateProductCard';
import { MarketplaceFilters } from './MarketplaceFilters';
import { Pagination } from '@app/shared/ui/Pagination';
import { useSearchParamsState, backToFirstPage } from '@app/shared/router';
import { referralLink } from './marketplaceParams';
import { useAffiliateProducts } from './useAffiliateProducts';
import { parseMarketplaceParams, toMarketplaceParams } from './marketplaceParams';
import styles from './marketplace.module.css';

const t = affiliateMessages.marketplace;

/** /my/affiliate/marketplace — products that pay a commission, each with the user's referral link. */
export function AffiliateMarketplacePage() {
  const { state: filters, setState: setFilters } = useSearchParamsState(
    parseMarketplaceParams,
    toMarketplaceParams,
    backToFirstPage,
  );
  const { loading, page, error, retry } = useAffiliateProducts(filters);
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const origin = window.location.origin;

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <MarketplaceFilters filters={filters} onChange={setFilters} />
      <SearchResults
        label={t.results}
        busy={loading}
        count={!loading && page ? t.resultCount(page.total) : ''}
        className={styles.results}
      >
        {page && !loading && <p className={styles.code}>{t.codeHint(page.code)}</p>}
        {error ? (
          <Notice kind="error" title={t.loadFailed} onRetry={retry} retryLabel={t.retry}>
            {error}
          </Notice>
        ) : loading ? (
          <Notice kind="loading" label={t.loading} />
        ) : page && page.items.length === 0 ? (
          <Notice
            kind="empty"
            title={t.emptyTitle}
            actions={
              filters.q && (
                <Button variant="secondary" onClick={() => setFilters({ q: '' })}>
                  {t.clearSearch}
                </Button>
              )
            }
          >
            {filters.q ? t.emptyBody : t.emptyAll}
          </Notice>
        ) : (
          page && (
            <CardGrid minCard={280}>
              {page.items.map((item) => (
                <li key={`${item.kind}:${item.id}`}>
                  <AffiliateProductCard item={item} link={referralLink(origin, item.path, page.code)} />
                </li>
              ))}
            </CardGrid>
          )
        )}
        {!loading && !error && page && (
          <Pagination page={filters.page} pages={pages} onPage={(p) => setFilters({ page: p })} label={t.pagination} />
        )}
      </SearchResults>
    </PageFrame>
  );
}
