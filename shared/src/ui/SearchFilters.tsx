import { Children, useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Button } from '@app/shared/ui/Button';
import styles from './SearchFilters.module.css';

/** How long typing pauses before the search is committed (one history entry per search, not per key). */
const SEARCH_DEBOUNCE_MS = 300;

type BarProps = {
  label: string;
  /**
   * On a phone, the selects fold behind a button with these words (e.g. "Bộ lọc"), so the list starts on the
   * first screen; `active` (how many of them are set) is said on the button. Without it they always show.
   */
  fold?: { label: string; active: number };
  children: ReactNode;
};

/** The search landmark above a list: a search box first, then its selects, each change applied at once. */
export function FilterBar({ label, fold, children }: BarProps) {
  const [search, ...selects] = Children.toArray(children);
  const [open, setOpen] = useState(false);
  const foldId = useId();
  return (
    <form
      role="search"
      aria-label={label}
      className={fold ? `${styles.filters} ${styles.foldable}` : styles.filters}
      style={{ '--filter-selects': Math.max(1, selects.length) } as CSSProperties}
      onSubmit={(event) => event.preventDefault()}
    >
      {search}
      {fold && (
        // Shown on narrow screens only (CSS); wider ones have room for every select.
        <Button
          variant="secondary"
          className={styles.foldButton}
          aria-expanded={open}
          aria-controls={foldId}
          onClick={() => setOpen((was) => !was)}
        >
          {fold.active > 0 ? `${fold.label} (${fold.active})` : fold.label}
        </Button>
      )}
      <div id={foldId} className={styles.more} data-open={open}>
        {selects}
      </div>
    </form>
  );
}

type SearchProps = {
  label: string;
  placeholder: string;
  /** The committed query (from the URL). */
  value: string;
  maxLength: number;
  onSearch: (query: string) => void;
};

/**
 * A search input: typing is local, the query is committed after a pause of SEARCH_DEBOUNCE_MS or at once
 * with Enter. When the committed query changes from outside (back button, 'clear search'), the box follows it.
 */
export function SearchBox({ label, placeholder, value, maxLength, onSearch }: SearchProps) {
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
    <Labelled label={label}>
      {(id) => (
        <input
          id={id}
          type="search"
          className={styles.input}
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text);
          }}
        />
      )}
    </Labelled>
  );
}

type SelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The options. */
  children: ReactNode;
};

/** A labelled select of the filter bar. */
export function FilterSelect({ label, value, onChange, disabled, children }: SelectProps) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select
          id={id}
          className={styles.input}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
      )}
    </Labelled>
  );
}

/** A control of the bar under its label (the label's `for` is the control's id). */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
