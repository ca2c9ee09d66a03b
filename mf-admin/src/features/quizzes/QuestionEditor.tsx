import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Button } from '@app/shared/ui/Button';
import { Field, TextAreaField } from '@app/shared/ui/Field';
import { OptionsEditor } from './OptionsEditor';
import { fieldId, type QuestionDraft } from './quizDraft';
import type { EditorAction } from './quizEditorReducer';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

export type EditorDispatch = (action: Exclude<EditorAction, { type: 'load' }>) => void;

type Props = {
  question: QuestionDraft;
  /** 0-based position in the quiz. */
  index: number;
  count: number;
  shown: Record<string, string>;
  dispatch: EditorDispatch;
};

/**
 * One question: its position controls (move up / down keep focus on the pressed button, which moves with
 * the question; at either end the button says so with aria-disabled instead of losing focus), its text,
 * type, options and explanation.
 */
export function QuestionEditor({ question, index, count, shown, dispatch }: Props) {
  const n = index + 1;
  const key = question.key;
  const headingId = `quiz-${key}-heading`;
  const first = index === 0;
  const last = index === count - 1;

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.questionHeader}>
        <h3 id={headingId}>{t.questionHeading(n)}</h3>
        <div className={styles.questionActions}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t.moveUp(n)}
            aria-disabled={first || undefined}
            className={first ? styles.inert : undefined}
            onClick={() => !first && dispatch({ type: 'moveQuestion', question: key, by: -1 })}
          >
            {t.upShort}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t.moveDown(n)}
            aria-disabled={last || undefined}
            className={last ? styles.inert : undefined}
            onClick={() => !last && dispatch({ type: 'moveQuestion', question: key, by: 1 })}
          >
            {t.downShort}
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={t.removeQuestion(n)}
            onClick={() => dispatch({ type: 'removeQuestion', question: key })}
          >
            {t.removeQuestionShort}
          </Button>
        </div>
      </div>
      <TextAreaField
        id={fieldId(`${key}.text`)}
        label={t.questionText(n)}
        rows={2}
        className={styles.textarea}
        value={question.text}
        onChange={(event) => dispatch({ type: 'setQuestionText', question: key, value: event.target.value })}
        error={shown[`${key}.text`]}
      />
      <Field
        as="select"
        id={fieldId(`${key}.multiple`)}
        label={t.questionType(n)}
        value={question.multiple ? 'multiple' : 'single'}
        onChange={(event) =>
          dispatch({ type: 'setMultiple', question: key, multiple: event.target.value === 'multiple' })
        }
      >
        <option value="single">{t.single}</option>
        <option value="multiple">{t.multiple}</option>
      </Field>
      <OptionsEditor question={question} shown={shown} dispatch={dispatch} />
      <TextAreaField
        id={fieldId(`${key}.explanation`)}
        label={t.explanation(n)}
        hint={t.explanationHint}
        rows={2}
        className={styles.textarea}
        value={question.explanation}
        onChange={(event) => dispatch({ type: 'setExplanation', question: key, value: event.target.value })}
        error={shown[`${key}.explanation`]}
      />
    </li>
  );
}
