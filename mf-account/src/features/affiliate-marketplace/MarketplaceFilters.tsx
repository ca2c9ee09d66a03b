import { useEffect, useId, useState } from 'react';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { QUERY_MAX, SORTS, type AffiliateSort, type MarketplaceFilters as Filters } from './marketplaceParams';
import styles from './marketplace.module.css';

const t = affiliateMessages.marketplace;
export const SEARCH_DEBOUNCE_MS = 300;

type Props = { filters: Filters; onChange: (patch: Partial<Filters>) => void };

/** Search (committed after a pause, or at once with Enter) and sort. */
export function MarketplaceFilters({ filters, onChange }: Props) {
  const searchId = useId();
  const sortId = useId();
  const [text, setText] = useState(filters.q);
  const [seen, setSeen] = useState(filters.q);
  // The URL changed from outside (back button, 'clear search'): the box follows it.
  if (filters.q !== seen) {
    setSeen(filters.q);
    setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  return (
    <div role="search" className={styles.filters} aria-label={t.filters}>
      <div className={styles.field}>
        <label htmlFor={searchId} className={styles.label}>
          {t.search}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={text}
          maxLength={QUERY_MAX}
          placeholder={t.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ q: text });
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={sortId} className={styles.label}>
          {t.sort}
        </label>
        <select
          id={sortId}
          className={styles.input}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as AffiliateSort })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
