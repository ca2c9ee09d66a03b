import { useEffect, useId, useState } from 'react';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import styles from './Catalog.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

type Props = { value: string; onSearch: (query: string) => void };

/**
 * Search input: typing is local, the query is committed after a pause of SEARCH_DEBOUNCE_MS (one history
 * entry per search, not per key). When the URL changes from outside (back button), the box follows it.
 */
export function SearchBox({ value, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {m.catalog.search}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        maxLength={100}
        placeholder={m.catalog.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
    </div>
  );
}
