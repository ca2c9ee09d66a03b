import { useCallback } from 'react';
import type { Category, ProductSort } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { FilterBar, FilterSelect, SearchBox } from '@app/shared/ui/SearchFilters';
import { sortsFor, type CatalogFilters as Filters } from './catalogParams';

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
    <FilterBar label={m.catalog.filtersLabel}>
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
        {sortsFor(filters.q).map((sort) => (
          <option key={sort} value={sort}>
            {m.catalog.sorts[sort]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={m.catalog.category}
        value={filters.cat ?? ''}
        onChange={(cat) => onChange({ cat: cat || null })}
      >
        <option value="">{m.catalog.allCategories}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.productCount})
          </option>
        ))}
        {filters.cat && !category && <option value={filters.cat}>{filters.cat}</option>}
      </FilterSelect>
      <FilterSelect
        label={m.catalog.subcategory}
        value={filters.sub ?? ''}
        disabled={!filters.cat}
        onChange={(sub) => onChange({ sub: sub || null })}
      >
        <option value="">{m.catalog.allSubcategories}</option>
        {category?.subcategories.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.productCount})
          </option>
        ))}
        {filters.sub && !category?.subcategories.some((s) => s.id === filters.sub) && (
          <option value={filters.sub}>{filters.sub}</option>
        )}
      </FilterSelect>
    </FilterBar>
  );
}
