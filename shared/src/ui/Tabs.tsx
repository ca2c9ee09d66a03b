// Tabs as WAI-ARIA describes them (a tablist, one tab stop, arrow keys / Home / End move and select, the
// panel labelled by its tab), for pages that show one of a few lists at a time (e.g. the admin queues).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from '@app/shared/router';
import styles from './Tabs.module.css';

export type TabsProps<T extends string> = {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
};

export function Tabs<T extends string>({ label, tabs, value, onChange, children }: TabsProps<T>) {
  const id = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.value);
    refs.current.get(tab.value)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) refs.current.set(tab.value, element);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}

/**
 * The selected tab kept in the URL's `?tab=` (a reload or a shared link opens the same list); the first
 * value is the default and is left out of the URL.
 */
export function useTabParam<T extends string>(values: readonly [T, ...T[]]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = values.find((value) => value === asked) ?? values[0];
  const select = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === values[0]) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
