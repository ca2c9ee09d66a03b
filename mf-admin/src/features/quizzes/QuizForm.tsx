import { QUIZ_LIMITS } from '@app/shared/contracts/academy-constants';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Button } from '@app/shared/ui/Button';
import { ErrorSummary } from '@app/shared/ui/ErrorSummary';
import { FormError } from '@app/shared/ui/Field';
import { QuestionEditor } from './QuestionEditor';
import { ADD_QUESTION_ID, ERROR_SUMMARY_ID } from './quizDraft';
import { QuizPreview } from './QuizPreview';
import { QuizSettings } from './QuizSettings';
import type { DraftError } from './quizValidation';
import type { QuizEditor } from './useQuizEditor';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

/** An error as the summary lists it: in which question, if it belongs to one. */
const summaryError = (error: DraftError) => ({
  key: error.key,
  target: error.target,
  text: error.question === null ? error.message : `${t.inQuestion(error.question)}: ${error.message}`,
});

function Questions({ editor }: { editor: QuizEditor }) {
  const { questions } = editor.draft;
  const { shown } = editor;
  const full = questions.length >= QUIZ_LIMITS.questionsMax;
  return (
    <section className={styles.form} aria-labelledby="quiz-questions-title">
      <h2 id="quiz-questions-title">{t.questions}</h2>
      {questions.length === 0 && <p className={styles.muted}>{t.noQuestions}</p>}
      {questions.length > 0 && (
        <ol className={styles.questions}>
          {questions.map((question, index) => (
            <QuestionEditor key={editor.questionIds[index]} editor={editor} index={index} />
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
          onClick={editor.addQuestion}
        >
          {t.addQuestion}
        </Button>
        {full && <p className={styles.muted}>{t.questionsFull(QUIZ_LIMITS.questionsMax)}</p>}
      </div>
    </section>
  );
}

function SaveBar({ editor }: { editor: QuizEditor }) {
  return (
    <div className={styles.saveBar}>
      <Button type="submit" loading={editor.busy}>
        {editor.busy ? t.saving : t.save}
      </Button>
      {editor.dirty && !editor.busy && <p className={styles.muted}>{t.unsaved}</p>}
    </div>
  );
}

/**
 * The editor or its preview (the draft lives in the form above both, so switching loses nothing), then the
 * save bar. Nothing is sent while the draft is invalid: the submit shows the summary instead.
 */
export function QuizForm({ editor }: { editor: QuizEditor }) {
  return (
    <form className={styles.form} onSubmit={editor.save} noValidate aria-busy={editor.busy}>
      {editor.mode === 'edit' ? (
        <>
          {editor.showAll && (
            <ErrorSummary
              id={ERROR_SUMMARY_ID}
              title={t.summaryTitle(editor.errors.length)}
              errors={editor.errors.map(summaryError)}
            />
          )}
          <QuizSettings editor={editor} />
          <Questions editor={editor} />
        </>
      ) : (
        <QuizPreview draft={editor.draft} />
      )}
      {editor.failure && (
        <div>
          <FormError message={editor.failure} />
          <p className={styles.muted}>{t.saveFailed}</p>
        </div>
      )}
      <SaveBar editor={editor} />
    </form>
  );
}
