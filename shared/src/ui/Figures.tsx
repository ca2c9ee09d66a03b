import type { ReactNode } from 'react';
import styles from './Figures.module.css';

/** A figure against the period before; the arrow beside it is decoration, the sentence carries the meaning. */
export type Change = { direction: 'up' | 'down' | 'flat'; text: string };

export type Figure = {
  label: string;
  value: ReactNode;
  change?: Change;
  /** Quiet lines under the value (the previous value, what the figure means). */
  notes?: (ReactNode | false | null | undefined)[];
};

const ARROW = { up: '▲', down: '▼', flat: '–' } as const;

/** Key figures as a description list: a tile per figure with its label, value, change and notes. */
export function Figures({ figures }: { figures: Figure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map(({ label, value, change, notes = [] }) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd className={styles.value}>{value}</dd>
          {change && (
            <dd className={styles[change.direction]}>
              <span aria-hidden="true">{ARROW[change.direction]} </span>
              {change.text}
            </dd>
          )}
          {notes.map(
            (note, index) =>
              note && (
                <dd key={index} className={styles.note}>
                  {note}
                </dd>
              ),
          )}
        </div>
      ))}
    </dl>
  );
}
