import { QUIZ_LIMITS } from '@app/shared/contracts/academy-constants';
import { useFieldArray } from '@app/shared/forms/useContractForm';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import { addOptionId, afterRemoval, canAddOption, canRemoveOption, fieldId } from './quizDraft';
import type { QuizEditor } from './useQuizEditor';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

/**
 * The options of one question: each with its text, whether it is correct (a radio button for a single
 * choice, a checkbox for multiple) and a remove button; the list's own errors (too few, no correct answer)
 * under it, read with the group.
 */
export function OptionsEditor({ editor, index }: { editor: QuizEditor; index: number }) {
  const options = useFieldArray({ control: editor.control, name: `questions.${index}.options` });
  const { shown } = editor;
  const question = editor.draft.questions[index];

  function add() {
    if (!canAddOption(question)) return;
    const key = editor.nextKey('o');
    options.append({ key, text: '' }, { shouldFocus: false });
    editor.touch(`${question.key}.options`);
    editor.focusOn(fieldId(key));
  }
  function remove(at: number) {
    if (!canRemoveOption(question)) return;
    const next = afterRemoval(question.options, at);
    const removed = question.options[at].key;
    options.remove(at);
    editor.dropCorrect(index, removed);
    if (next) editor.focusOn(fieldId(next.key));
  }

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
      {question.options.map((option, at) => (
        <div key={options.fields[at]?.id ?? option.key} className={styles.option}>
          <label className={styles.correct}>
            <input
              type={question.multiple ? 'checkbox' : 'radio'}
              name={`quiz-${question.key}-correct`}
              checked={question.correct.includes(option.key)}
              onChange={() => editor.toggleCorrect(index, option.key)}
              aria-label={t.correct(at + 1)}
            />
            <span aria-hidden="true">{t.correctShort}</span>
          </label>
          <Field
            id={fieldId(option.key)}
            label={t.option(at + 1)}
            {...editor.input(`questions.${index}.options.${at}.text`, option.key, `${question.key}.options`)}
            error={shown[option.key]}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.removeOption(at + 1)}
            disabled={!canRemoveOption(question)}
            onClick={() => remove(at)}
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
        <Button id={addOptionId(question.key)} variant="secondary" size="sm" disabled={full} onClick={add}>
          {t.addOption}
        </Button>
        {full && <p className={styles.muted}>{t.optionsFull(QUIZ_LIMITS.optionsMax)}</p>}
      </div>
    </fieldset>
  );
}
