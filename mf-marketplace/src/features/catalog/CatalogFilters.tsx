import { useCallback } from 'react';
import type { Category, ProductSort } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Options } from '@app/shared/ui/Options';
import { FilterBar, FilterSelect, SearchBox } from '@app/shared/ui/SearchFilters';
import { sortsFor, type CatalogFilters as Filters } from './catalogParams';

const idOf = (choice: { id: string }) => choice.id;
/** A category or subcategory with how many products it holds: 'Trò chơi (12)'. */
const counted = (choice: { name: string; productCount: number }) => `${choice.name} (${choice.productCount})`;

/** How many of the folded controls narrow the list (the sort only orders it). */
const activeFilters = (filters: Filters) => [filters.cat, filters.sub].filter(Boolean).length;

type Props = {
  filters: Filters;
  categories: Category[];
  onChange: (patch: Partial<Filters>) => void;
};

/** Search, sort, category and subcategory controls; every change goes to the URL through `onChange`. */
export function CatalogFilters({ filters, categories, onChange }: Props) {
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const category = categories.find((c) => c.id === filters.cat);

  return (
    <FilterBar label={m.catalog.filtersLabel} fold={{ label: m.catalog.filtersFold, active: activeFilters(filters) }}>
      <SearchBox
        label={m.catalog.search}
        placeholder={m.catalog.searchPlaceholder}
        value={filters.q}
        maxLength={100}
        onSearch={onSearch}
      />
      <FilterSelect
        label={m.catalog.sort}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort as ProductSort })}
      >
        <Options items={sortsFor(filters.q)} value={(sort) => sort} label={(sort) => m.catalog.sorts[sort]} />
      </FilterSelect>
      <FilterSelect
        label={m.catalog.category}
        value={filters.cat ?? ''}
        onChange={(cat) => onChange({ cat: cat || null })}
      >
        <Options none={m.catalog.allCategories} items={categories} value={idOf} label={counted} />
        {filters.cat && !category && <option value={filters.cat}>{filters.cat}</option>}
      </FilterSelect>
      <FilterSelect
        label={m.catalog.subcategory}
        value={filters.sub ?? ''}
        disabled={!filters.cat}
        onChange={(sub) => onChange({ sub: sub || null })}
      >
        <Options none={m.catalog.allSubcategories} items={category?.subcategories ?? []} value={idOf} label={counted} />
        {filters.sub && !category?.subcategories.some((s) => s.id === filters.sub) && (
          <option value={filters.sub}>{filters.sub}</option>
        )}
      </FilterSelect>
    </FilterBar>
  );
}
