import { useDeferredValue } from 'react';
import type { Product } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Button } from '@app/shared/ui/Button';
import { SearchResults } from '@app/shared/ui/CardGrid';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { useSearchParamsState } from '@app/shared/router';
import { LazyDemoDialog } from '@app/shared/ui/demo/LazyDemoDialog';
import { useDemoSelection } from '@app/shared/ui/demo/useDemoSelection';
import { CatalogFilters } from './CatalogFilters';
import { Pagination } from '@app/shared/ui/Pagination';
import { ProductGrid } from './ProductGrid';
import { adjustCatalog, parseCatalogParams, toCatalogParams } from './catalogParams';
import { useCategories, useProducts } from './useCatalogData';
import styles from './Catalog.module.css';

/** / — the marketplace: search, sort, category filters and paging, all in the URL query. */
export function CatalogPage() {
  const { state: filters, setState: setFilters } = useSearchParamsState(
    parseCatalogParams,
    toCatalogParams,
    adjustCatalog,
  );
  const categories = useCategories();
  const products = useProducts(filters);
  const { error, retry } = products;
  // The cards are drawn in a deferred render: the data layer's answer arrives as an urgent (blocking)
  // update, and drawing a page of cards in it is one long task on a slow phone. React draws them in a
  // background pass instead, in slices that leave the main thread free; until that pass is done the grid
  // keeps showing what it showed (skeletons on a first load).
  const page = useDeferredValue(products.page);
  const loading = products.loading || page !== products.page;
  const demo = useDemoSelection<Product>();
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const filtered = Boolean(filters.q || filters.cat || filters.sub);

  return (
    <PageFrame eyebrow={m.catalog.eyebrow} title={m.catalog.title} lead={m.catalog.lead}>
      <CatalogFilters filters={filters} categories={categories} onChange={setFilters} />
      <SearchResults
        label={m.catalog.title}
        busy={loading}
        count={loading ? m.catalog.loadingProducts : page ? m.catalog.resultCount(page.total) : ''}
        className={styles.results}
      >
        {error ? (
          <Notice kind="error" title={m.catalog.errorTitle} onRetry={retry} retryLabel={m.catalog.retry}>
            {error}
          </Notice>
        ) : !loading && page?.items.length === 0 ? (
          <Notice
            kind="empty"
            title={m.catalog.emptyTitle}
            actions={
              filtered && (
                <Button variant="secondary" onClick={() => setFilters({ q: '', cat: null, sub: null })}>
                  {m.catalog.clearFilters}
                </Button>
              )
            }
          >
            {m.catalog.emptyBody}
          </Notice>
        ) : (
          <ProductGrid products={page?.items ?? null} loading={loading} onDemo={demo.show} />
        )}
        {!loading && page && (
          <Pagination
            page={filters.page}
            pages={pages}
            onPage={(p) => setFilters({ page: p })}
            label={m.catalog.pagination}
          />
        )}
      </SearchResults>
      <LazyDemoDialog selection={demo} />
    </PageFrame>
  );
}
