// The quiz editor's draft, pure: what the admin types (strings, as the inputs hold them), the DOM ids its
// errors point at, and the way between the server's quiz and the draft. Checked by the contract in
// ./quizValidation.ts, edited by ./quizEditorReducer.ts (tested in quizDraft.test.ts).
import type { QuizForEdit } from '@app/shared/contracts/academy';

/** Options and questions carry a stable key (React lists, focus, errors) that survives reordering. */
export type OptionDraft = { key: string; text: string };
export type QuestionDraft = {
  key: string;
  text: string;
  multiple: boolean;
  options: OptionDraft[];
  /** Keys of the correct options (not indexes: removing an option must not move the marks). */
  correct: string[];
  explanation: string;
};
export type QuizDraft = {
  title: string;
  passScore: string;
  attemptLimit: string;
  /** Empty: no time limit. */
  timeLimitMinutes: string;
  questions: QuestionDraft[];
};

export type SettingField = 'title' | 'passScore' | 'attemptLimit' | 'timeLimitMinutes';

// ---------------------------------------------------------------------------------------------------------
// Ids and error keys

/** The DOM id of the control an error key belongs to ('title', 'q3.text', 'o7'). */
export const fieldId = (key: string) => `quiz-${key.replace(/\./g, '-')}`;
export const ADD_QUESTION_ID = 'quiz-add-question';
export const ERROR_SUMMARY_ID = 'quiz-error-summary';
export const addOptionId = (question: string) => `quiz-${question}-add-option`;

// ---------------------------------------------------------------------------------------------------------
// From the server and back

function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}

export function draftFromQuiz(quiz: QuizForEdit): { draft: QuizDraft; seq: number } {
  let seq = 0;
  const next = (prefix: 'q' | 'o') => `${prefix}${++seq}`;
  const questions = quiz.questions.map((question) => {
    const options = question.options.map((text) => ({ key: next('o'), text }));
    return {
      key: next('q'),
      text: question.text,
      multiple: question.multiple,
      options,
      correct: question.correct.flatMap((index) => (options[index] ? [options[index].key] : [])),
      explanation: question.explanation,
    };
  });
  const draft: QuizDraft = {
    title: quiz.title,
    passScore: String(quiz.passScore),
    attemptLimit: String(quiz.attemptLimit),
    timeLimitMinutes: numberText(quiz.timeLimitMinutes),
    questions,
  };
  return { draft, seq };
}

/** A number input's text as the schema expects it: empty is missing, anything else a number (NaN if not). */
function toNumber(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

/** The draft in the contract's shape (before validation: the schema decides what is wrong). */
export function draftInput(draft: QuizDraft) {
  return {
    title: draft.title,
    passScore: toNumber(draft.passScore),
    attemptLimit: toNumber(draft.attemptLimit),
    timeLimitMinutes: draft.timeLimitMinutes.trim() === '' ? null : toNumber(draft.timeLimitMinutes),
    questions: draft.questions.map((question) => ({
      text: question.text,
      options: question.options.map((option) => option.text),
      correct: question.options.flatMap((option, index) => (question.correct.includes(option.key) ? [index] : [])),
      multiple: question.multiple,
      explanation: question.explanation,
    })),
  };
}
