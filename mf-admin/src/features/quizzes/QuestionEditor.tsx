import type { ReactNode } from 'react';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Button } from '@app/shared/ui/Button';
import { Field, TextAreaField } from '@app/shared/ui/Field';
import { OptionsEditor } from './OptionsEditor';
import { fieldId } from './quizDraft';
import type { QuizEditor } from './useQuizEditor';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

type Props = {
  editor: QuizEditor;
  /** 0-based position in the quiz. */
  index: number;
};

type MoveProps = { label: string; atEnd: boolean; onMove: () => void; children: ReactNode };

/** Moves the question up or down; at the end it cannot move past, it says so and keeps the focus. */
function MoveButton({ label, atEnd, onMove, children }: MoveProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      aria-disabled={atEnd || undefined}
      className={atEnd ? styles.inert : undefined}
      onClick={() => !atEnd && onMove()}
    >
      {children}
    </Button>
  );
}

/**
 * One question: its position controls (move up / down keep focus on the pressed button, which moves with
 * the question; at either end the button says so with aria-disabled instead of losing focus), its text,
 * type, options and explanation.
 */
export function QuestionEditor({ editor, index }: Props) {
  const { shown } = editor;
  const question = editor.draft.questions[index];
  const count = editor.draft.questions.length;
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
          <MoveButton label={t.moveUp(n)} atEnd={first} onMove={() => editor.moveQuestion(index, -1)}>
            {t.upShort}
          </MoveButton>
          <MoveButton label={t.moveDown(n)} atEnd={last} onMove={() => editor.moveQuestion(index, 1)}>
            {t.downShort}
          </MoveButton>
          <Button
            variant="danger"
            size="sm"
            aria-label={t.removeQuestion(n)}
            onClick={() => editor.removeQuestion(index)}
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
        {...editor.input(`questions.${index}.text`, `${key}.text`)}
        error={shown[`${key}.text`]}
      />
      <Field
        as="select"
        id={fieldId(`${key}.multiple`)}
        label={t.questionType(n)}
        value={question.multiple ? 'multiple' : 'single'}
        onChange={(event) => editor.setMultiple(index, event.target.value === 'multiple')}
      >
        <option value="single">{t.single}</option>
        <option value="multiple">{t.multiple}</option>
      </Field>
      <OptionsEditor editor={editor} index={index} />
      <TextAreaField
        id={fieldId(`${key}.explanation`)}
        label={t.explanation(n)}
        hint={t.explanationHint}
        rows={2}
        className={styles.textarea}
        {...editor.input(`questions.${index}.explanation`, `${key}.explanation`)}
        error={shown[`${key}.explanation`]}
      />
    </li>
  );
}
