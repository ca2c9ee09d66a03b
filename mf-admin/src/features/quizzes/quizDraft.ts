// The quiz editor's draft, pure: what the admin types (strings, as the inputs hold them), the DOM ids its
// errors point at, the way between the server's quiz and the draft, and the rules of each edit (limits,
// which answer stays correct). Checked by the contract in ./quizValidation.ts, held by the form in
// ./useQuizEditor.ts (tested in quizDraft.test.ts).
import type { QuizForEdit } from '@app/shared/contracts/academy';
import { questionForEdit, questionFromEdit, QUIZ_LIMITS } from '@app/shared/contracts/academy-constants';

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

/** Hands out the keys `q<n>` and `o<n>`, one number after another (so tests can name them). */
export type KeyMaker = (prefix: 'q' | 'o') => string;

export function keyMaker(): KeyMaker {
  let seq = 0;
  return (prefix) => `${prefix}${++seq}`;
}

/** The draft of a loaded quiz; `next` then goes on handing out keys for what the admin adds. */
export function draftFromQuiz(quiz: QuizForEdit, next: KeyMaker): QuizDraft {
  const questions = quiz.questions.map((question) => questionFromEdit(question, 'key', next));
  return {
    title: quiz.title,
    passScore: String(quiz.passScore),
    attemptLimit: String(quiz.attemptLimit),
    timeLimitMinutes: numberText(quiz.timeLimitMinutes),
    questions,
  };
}

/** A number input's text as the schema expects it: a number, NaN when empty or not one (the schema says so). */
function toNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** The draft in the contract's shape (before validation: the schema decides what is wrong). */
export function draftInput(draft: QuizDraft) {
  return {
    title: draft.title,
    passScore: toNumber(draft.passScore),
    attemptLimit: toNumber(draft.attemptLimit),
    timeLimitMinutes: draft.timeLimitMinutes.trim() === '' ? null : toNumber(draft.timeLimitMinutes),
    questions: draft.questions.map((question) => questionForEdit(question, (option) => option.key)),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The rules of each edit

/** A new question: single choice, two empty options, nothing marked correct yet. */
export function emptyQuestion(next: KeyMaker): QuestionDraft {
  const key = next('q');
  return {
    key,
    text: '',
    multiple: false,
    options: [
      { key: next('o'), text: '' },
      { key: next('o'), text: '' },
    ],
    correct: [],
    explanation: '',
  };
}

export const canAddQuestion = (questions: readonly QuestionDraft[]) => questions.length < QUIZ_LIMITS.questionsMax;
export const canAddOption = (question: QuestionDraft) => question.options.length < QUIZ_LIMITS.optionsMax;
/** The last option stays: a question always has a field to type its first option in. */
export const canRemoveOption = (question: QuestionDraft) => question.options.length > 1;

/** The correct options after a change of type: back to one choice, only the first stays (radios show one). */
export function correctForType(question: QuestionDraft, multiple: boolean): string[] {
  if (multiple) return question.correct;
  return question.options
    .filter((option) => question.correct.includes(option.key))
    .slice(0, 1)
    .map((option) => option.key);
}

/** The correct options after a press on one: a radio picks it, a checkbox turns it on or off. */
export function correctAfterToggle(question: QuestionDraft, option: string): string[] {
  if (!question.multiple) return [option];
  return question.correct.includes(option)
    ? question.correct.filter((key) => key !== option)
    : [...question.correct, option];
}

/** What takes focus after removing the item at `index`: the one now in its place, else the one before. */
export function afterRemoval<Item>(items: readonly Item[], index: number): Item | undefined {
  const remaining = items.filter((_, at) => at !== index);
  return remaining[Math.min(index, remaining.length - 1)];
}

/** Where a question moved by one goes, or null at either end. */
export function moveTarget(index: number, by: -1 | 1, count: number): number | null {
  const to = index + by;
  return to < 0 || to >= count ? null : to;
}
