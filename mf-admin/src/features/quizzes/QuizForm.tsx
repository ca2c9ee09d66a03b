import type { FormEvent } from 'react';
import { QUIZ_LIMITS } from '@app/shared/contracts/academy-constants';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Button } from '@app/shared/ui/Button';
import { FormError } from '@app/shared/ui/Field';
import { ErrorSummary } from './ErrorSummary';
import { QuestionEditor, type EditorDispatch } from './QuestionEditor';
import { ADD_QUESTION_ID } from './quizDraft';
import type { EditorForm } from './quizEditorReducer';
import type { DraftError } from './quizValidation';
import { QuizPreview } from './QuizPreview';
import { QuizSettings } from './QuizSettings';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

type Props = {
  form: EditorForm;
  errors: DraftError[];
  shown: Record<string, string>;
  dispatch: EditorDispatch;
  onSave: () => void;
};

function Questions({ form, shown, dispatch }: Pick<Props, 'form' | 'shown' | 'dispatch'>) {
  const { questions } = form.draft;
  const full = questions.length >= QUIZ_LIMITS.questionsMax;
  return (
    <section className={styles.form} aria-labelledby="quiz-questions-title">
      <h2 id="quiz-questions-title">{t.questions}</h2>
      {questions.length === 0 && <p className={styles.muted}>{t.noQuestions}</p>}
      {questions.length > 0 && (
        <ol className={styles.questions}>
          {questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              index={index}
              count={questions.length}
              shown={shown}
              dispatch={dispatch}
            />
          ))}
        </ol>
      )}
      {shown.questions && (
        <p id={`${ADD_QUESTION_ID}-error`} className={styles.error}>
          {shown.questions}
        </p>
      )}
      <div>
        <Button
          id={ADD_QUESTION_ID}
          variant="secondary"
          disabled={full}
          aria-describedby={shown.questions ? `${ADD_QUESTION_ID}-error` : undefined}
          onClick={() => dispatch({ type: 'addQuestion' })}
        >
          {t.addQuestion}
        </Button>
        {full && <p className={styles.muted}>{t.questionsFull(QUIZ_LIMITS.questionsMax)}</p>}
      </div>
    </section>
  );
}

function SaveBar({ form }: { form: EditorForm }) {
  const { save } = form;
  return (
    <div className={styles.saveBar}>
      <Button type="submit" loading={save.status === 'saving'}>
        {save.status === 'saving' ? t.saving : t.save}
      </Button>
      <p className={styles.saved} role="status">
        {save.status === 'saved' ? t.saved(save.version) : ''}
      </p>
      {form.dirty && save.status !== 'saving' && <p className={styles.muted}>{t.unsaved}</p>}
    </div>
  );
}

/**
 * The editor or its preview (the draft lives above both, so switching loses nothing), then the save bar.
 * Nothing is sent while the draft is invalid: the submit shows the summary instead.
 */
export function QuizForm({ form, errors, shown, dispatch, onSave }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={form.save.status === 'saving'}>
      {form.mode === 'edit' ? (
        <>
          {form.showAll && <ErrorSummary errors={errors} />}
          <QuizSettings draft={form.draft} shown={shown} dispatch={dispatch} />
          <Questions form={form} shown={shown} dispatch={dispatch} />
        </>
      ) : (
        <QuizPreview draft={form.draft} />
      )}
      {form.save.status === 'failed' && (
        <div>
          <FormError message={form.save.message} />
          <p className={styles.muted}>{t.saveFailed}</p>
        </div>
      )}
      <SaveBar form={form} />
    </form>
  );
}
