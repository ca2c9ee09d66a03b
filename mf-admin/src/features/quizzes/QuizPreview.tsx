import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import type { QuizDraft } from './quizDraft';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

/** What is not typed yet still has a visible place in the preview. */
const shownText = (value: string) => value.trim() || t.previewEmpty;

/**
 * The quiz as a student sees it during an attempt: every question with radio buttons (one choice) or
 * checkboxes (several), nothing marked correct and no explanation. The inputs can be tried but are not part
 * of the draft. It shows the draft as typed, saved or not.
 */
export function QuizPreview({ draft }: { draft: QuizDraft }) {
  const minutes = draft.timeLimitMinutes.trim();
  return (
    <section className={styles.card} aria-labelledby="quiz-preview-title">
      <h2 id="quiz-preview-title">{shownText(draft.title)}</h2>
      <p className={styles.muted}>{t.previewLead}</p>
      <p className={styles.muted}>
        {t.previewRules(
          draft.passScore.trim(),
          draft.attemptLimit.trim(),
          minutes ? t.previewTimeLimit(minutes) : t.previewNoTimeLimit,
        )}
      </p>
      {draft.questions.length === 0 ? (
        <p>{t.noQuestions}</p>
      ) : (
        <ol className={styles.previewList}>
          {draft.questions.map((question, index) => (
            <li key={question.key}>
              <fieldset className={styles.choices} aria-describedby={`preview-${question.key}-hint`}>
                <legend>{`${index + 1}. ${shownText(question.text)}`}</legend>
                <p id={`preview-${question.key}-hint`} className={styles.hint}>
                  {question.multiple ? t.previewChooseMany : t.previewChooseOne}
                </p>
                {question.options.map((option) => (
                  <label key={option.key} className={styles.choice}>
                    <input type={question.multiple ? 'checkbox' : 'radio'} name={`preview-${question.key}`} />
                    <span>{shownText(option.text)}</span>
                  </label>
                ))}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
