import { useCallback } from 'react';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { Options } from '@app/shared/ui/Options';
import { FilterBar, FilterSelect, SearchBox } from '@app/shared/ui/SearchFilters';
import { QUERY_MAX, SORTS, type AffiliateSort, type MarketplaceFilters as Filters } from './marketplaceParams';

const t = affiliateMessages.marketplace;

type Props = { filters: Filters; onChange: (patch: Partial<Filters>) => void };

/** Search (committed after a pause, or at once with Enter) and sort. */
export function MarketplaceFilters({ filters, onChange }: Props) {
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <FilterBar label={t.filters}>
      <SearchBox
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={filters.q}
        maxLength={QUERY_MAX}
        onSearch={onSearch}
      />
      <FilterSelect label={t.sort} value={filters.sort} onChange={(sort) => onChange({ sort: sort as AffiliateSort })}>
        <Options items={SORTS} value={(sort) => sort} label={(sort) => t.sorts[sort]} />
      </FilterSelect>
    </FilterBar>
  );
}
