import type { MouseEvent } from 'react';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { ERROR_SUMMARY_ID } from './quizDraft';
import type { DraftError } from './quizValidation';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

/** The summary after a refused submit: every error, each a link that focuses its field. */
export function ErrorSummary({ errors }: { errors: DraftError[] }) {
  if (errors.length === 0) return null;
  const focus = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.focus();
  };
  return (
    <div id={ERROR_SUMMARY_ID} className={styles.summary} role="alert" tabIndex={-1}>
      <p>{t.summaryTitle(errors.length)}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.key}>
            <a href={`#${error.target}`} onClick={(event) => focus(event, error.target)}>
              {error.question === null ? error.message : `${t.inQuestion(error.question)}: ${error.message}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
