import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export type AccordionItem = { id: string; heading: ReactNode; content: ReactNode };

/** The keys that move focus between the questions, and where each sends it (from `index` of `count`). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Questions and answers, one open at a time: each question a heading of the given level (so the page's outline
 * lists them) holding a button with aria-expanded; arrow keys, Home and End move between the buttons. A closed
 * answer's region is an empty `hidden` box (the button's aria-controls names it either way). The kit's own
 * rather than a library's: the one it replaced measured every answer with a forced layout as the page first
 * rendered, a long task on a phone, for an opening animation this does without.
 */
export function Accordion({ items, headingAs: Heading = 'h3' }: { items: AccordionItem[]; headingAs?: 'h2' | 'h3' }) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]'));
    const index = triggers.findIndex((trigger) => trigger === event.target);
    if (index < 0) return;
    event.preventDefault();
    triggers[move(index, triggers.length)]?.focus();
  };

  return (
    <div className={styles.root} onKeyDown={moveFocus}>
      {items.map((item) => {
        const expanded = open === item.id;
        const triggerId = `${baseId}-${item.id}`;
        const panelId = `${triggerId}-answer`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-state={expanded ? 'open' : 'closed'}
                data-accordion-trigger=""
                onClick={() => setOpen(expanded ? null : item.id)}
              >
                <span>{item.heading}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={triggerId} className={styles.content} hidden={!expanded}>
              {expanded ? item.content : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
