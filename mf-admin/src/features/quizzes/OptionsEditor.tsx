import { QUIZ_LIMITS } from '@app/shared/contracts/academy-constants';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import { addOptionId, fieldId, type QuestionDraft } from './quizDraft';
import type { EditorDispatch } from './QuestionEditor';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

type Props = { question: QuestionDraft; shown: Record<string, string>; dispatch: EditorDispatch };

/**
 * The options of one question: each with its text, whether it is correct (a radio button for a single
 * choice, a checkbox for multiple) and a remove button; the list's own errors (too few, no correct answer)
 * under it, read with the group.
 */
export function OptionsEditor({ question, shown, dispatch }: Props) {
  const groupId = `quiz-${question.key}-options`;
  const listError = shown[`${question.key}.options`];
  const correctError = shown[`${question.key}.correct`];
  const errorIds = [listError && `${groupId}-error`, correctError && `${groupId}-correct-error`].filter(Boolean);
  const hintId = `${groupId}-hint`;
  const full = question.options.length >= QUIZ_LIMITS.optionsMax;

  return (
    <fieldset className={styles.options} aria-describedby={[...errorIds, hintId].join(' ')}>
      <legend>{t.options}</legend>
      <p id={hintId} className={styles.hint}>
        {question.multiple ? t.optionsHintMultiple : t.optionsHintSingle}
      </p>
      {question.options.map((option, index) => (
        <div key={option.key} className={styles.option}>
          <label className={styles.correct}>
            <input
              type={question.multiple ? 'checkbox' : 'radio'}
              name={`quiz-${question.key}-correct`}
              checked={question.correct.includes(option.key)}
              onChange={() => dispatch({ type: 'toggleCorrect', question: question.key, option: option.key })}
              aria-label={t.correct(index + 1)}
            />
            <span aria-hidden="true">{t.correctShort}</span>
          </label>
          <Field
            id={fieldId(option.key)}
            label={t.option(index + 1)}
            value={option.text}
            onChange={(event) =>
              dispatch({ type: 'setOption', question: question.key, option: option.key, value: event.target.value })
            }
            error={shown[option.key]}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.removeOption(index + 1)}
            disabled={question.options.length <= 1}
            onClick={() => dispatch({ type: 'removeOption', question: question.key, option: option.key })}
          >
            {t.removeShort}
          </Button>
        </div>
      ))}
      {listError && (
        <p id={`${groupId}-error`} className={styles.error}>
          {listError}
        </p>
      )}
      {correctError && (
        <p id={`${groupId}-correct-error`} className={styles.error}>
          {correctError}
        </p>
      )}
      <div>
        <Button
          id={addOptionId(question.key)}
          variant="secondary"
          size="sm"
          disabled={full}
          onClick={() => dispatch({ type: 'addOption', question: question.key })}
        >
          {t.addOption}
        </Button>
        {full && <p className={styles.muted}>{t.optionsFull(QUIZ_LIMITS.optionsMax)}</p>}
      </div>
    </fieldset>
  );
}
