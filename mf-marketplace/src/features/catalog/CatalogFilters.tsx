import { useCallback, useId } from 'react';
import type { Category, ProductSort } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { sortsFor, type CatalogFilters as Filters } from './catalogParams';
import { SearchBox } from './SearchBox';
import styles from './Catalog.module.css';

type Props = {
  filters: Filters;
  categories: Category[];
  onChange: (patch: Partial<Filters>) => void;
};

/** Search, sort, category and subcategory controls; every change goes to the URL through `onChange`. */
export function CatalogFilters({ filters, categories, onChange }: Props) {
  const sortId = useId();
  const catId = useId();
  const subId = useId();
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const category = categories.find((c) => c.id === filters.cat);

  return (
    <form
      role="search"
      aria-label={m.catalog.filtersLabel}
      className={styles.filters}
      onSubmit={(e) => e.preventDefault()}
    >
      <SearchBox value={filters.q} onSearch={onSearch} />
      <div className={styles.field}>
        <label htmlFor={sortId} className={styles.label}>
          {m.catalog.sort}
        </label>
        <select
          id={sortId}
          className={styles.input}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
        >
          {sortsFor(filters.q).map((sort) => (
            <option key={sort} value={sort}>
              {m.catalog.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={catId} className={styles.label}>
          {m.catalog.category}
        </label>
        <select
          id={catId}
          className={styles.input}
          value={filters.cat ?? ''}
          onChange={(event) => onChange({ cat: event.target.value || null })}
        >
          <option value="">{m.catalog.allCategories}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.productCount})
            </option>
          ))}
          {filters.cat && !category && <option value={filters.cat}>{filters.cat}</option>}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={subId} className={styles.label}>
          {m.catalog.subcategory}
        </label>
        <select
          id={subId}
          className={styles.input}
          value={filters.sub ?? ''}
          disabled={!filters.cat}
          onChange={(event) => onChange({ sub: event.target.value || null })}
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
        </select>
      </div>
    </form>
  );
}
