import type { MouseEvent } from 'react';
import styles from './ErrorSummary.module.css';

/** One error of the summary: its words, and the id of the field it belongs to. */
export type SummaryError = { key: string; target: string; text: string };

type Props = {
  /** The summary's id: the form moves focus here after a refused submit. */
  id: string;
  title: string;
  errors: SummaryError[];
};

/**
 * The summary after a refused submit, for a form with more errors than one line can say (the quiz editor):
 * announced at once, focusable, every error a link that moves focus to its field. Nothing while there are
 * no errors.
 */
export function ErrorSummary({ id, title, errors }: Props) {
  if (errors.length === 0) return null;
  const focus = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.focus();
  };
  return (
    <div id={id} className={styles.summary} role="alert" tabIndex={-1}>
      <p>{title}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.key}>
            <a href={`#${error.target}`} onClick={(event) => focus(event, error.target)}>
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
