// The quiz editor's state and every edit, pure (no React): the draft, what has been touched, the save's
// progress, and where focus and the live region go after an edit.
import type { QuizForEdit } from '@app/shared/contracts/academy';
import { QUIZ_LIMITS } from '@app/shared/contracts/academy-constants';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import {
  ADD_QUESTION_ID,
  ERROR_SUMMARY_ID,
  draftFromQuiz,
  fieldId,
  type QuestionDraft,
  type QuizDraft,
  type SettingField,
} from './quizDraft';
import type { DraftError } from './quizValidation';

const t = adminQuizzesMessages;

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; version: number }
  | { status: 'failed'; message: string };

export type EditorForm = {
  draft: QuizDraft;
  /** The last key handed out (keys are `q<n>` and `o<n>`). */
  seq: number;
  /** The version the draft is based on (sent as `baseVersion`) and when it was saved. */
  base: { version: number; updatedAt: string | null };
  /** Error keys the admin has edited: their errors show as they type. */
  touched: string[];
  /** After a submit attempt every error shows. */
  showAll: boolean;
  /** Changed since loaded or last saved. */
  dirty: boolean;
  mode: 'edit' | 'preview';
  save: SaveState;
  /** Said politely by the page's live region (moves, additions, removals). */
  announcement: string;
  /** The element to focus after an edit that added or removed one; `n` makes a repeat count. */
  focus: { id: string; n: number } | null;
};

/** Before the quiz has loaded there is nothing to edit. */
export type EditorState = { status: 'waiting' } | ({ status: 'ready' } & EditorForm);

export type EditorAction =
  | { type: 'load'; quiz: QuizForEdit }
  | { type: 'setField'; field: SettingField; value: string }
  | { type: 'setQuestionText'; question: string; value: string }
  | { type: 'setExplanation'; question: string; value: string }
  | { type: 'setMultiple'; question: string; multiple: boolean }
  | { type: 'setOption'; question: string; option: string; value: string }
  | { type: 'toggleCorrect'; question: string; option: string }
  | { type: 'addOption'; question: string }
  | { type: 'removeOption'; question: string; option: string }
  | { type: 'addQuestion' }
  | { type: 'removeQuestion'; question: string }
  | { type: 'moveQuestion'; question: string; by: -1 | 1 }
  | { type: 'setMode'; mode: 'edit' | 'preview' }
  | { type: 'submitInvalid' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; version: number; at: string }
  | { type: 'saveFailed'; message: string };

/** The errors to show now: every one after a submit attempt, else those of what the admin has edited. */
export function visibleErrors(form: EditorForm, errors: DraftError[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const error of errors) {
    if (form.showAll || form.touched.includes(error.key)) shown[error.key] = error.message;
  }
  return shown;
}

export const initialEditorState: EditorState = { status: 'waiting' };

function touch(form: EditorForm, ...keys: string[]): string[] {
  return [...new Set([...form.touched, ...keys])];
}

/** What every edit does besides its change: dirty, and a "saved" status gives way to the new changes. */
function edited(form: EditorForm, changes: Partial<EditorForm>, ...touched: string[]): EditorForm {
  return {
    ...form,
    ...changes,
    touched: touch(form, ...touched),
    dirty: true,
    save: form.save.status === 'saved' ? { status: 'idle' } : form.save,
  };
}

function mapQuestion(form: EditorForm, key: string, change: (question: QuestionDraft) => QuestionDraft): QuizDraft {
  return {
    ...form.draft,
    questions: form.draft.questions.map((question) => (question.key === key ? change(question) : question)),
  };
}

function focusOn(form: EditorForm, id: string) {
  return { id, n: (form.focus?.n ?? 0) + 1 };
}

function emptyQuestion(seq: number): { question: QuestionDraft; seq: number } {
  const question: QuestionDraft = {
    key: `q${seq + 1}`,
    text: '',
    multiple: false,
    options: [
      { key: `o${seq + 2}`, text: '' },
      { key: `o${seq + 3}`, text: '' },
    ],
    correct: [],
    explanation: '',
  };
  return { question, seq: seq + 3 };
}

function editQuestion(form: EditorForm, action: EditorAction): EditorForm {
  switch (action.type) {
    case 'setQuestionText':
      return edited(
        form,
        { draft: mapQuestion(form, action.question, (q) => ({ ...q, text: action.value })) },
        `${action.question}.text`,
      );
    case 'setExplanation':
      return edited(
        form,
        { draft: mapQuestion(form, action.question, (q) => ({ ...q, explanation: action.value })) },
        `${action.question}.explanation`,
      );
    case 'setMultiple':
      // Back to one choice: only the first correct option stays (radio buttons show one).
      return edited(
        form,
        {
          draft: mapQuestion(form, action.question, (q) => ({
            ...q,
            multiple: action.multiple,
            correct: action.multiple
              ? q.correct
              : q.options
                  .filter((o) => q.correct.includes(o.key))
                  .slice(0, 1)
                  .map((o) => o.key),
          })),
        },
        `${action.question}.correct`,
      );
    case 'setOption':
      return edited(
        form,
        {
          draft: mapQuestion(form, action.question, (q) => ({
            ...q,
            options: q.options.map((o) => (o.key === action.option ? { ...o, text: action.value } : o)),
          })),
        },
        action.option,
        `${action.question}.options`,
      );
    case 'toggleCorrect':
      return edited(
        form,
        {
          draft: mapQuestion(form, action.question, (q) => {
            if (!q.multiple) return { ...q, correct: [action.option] };
            const on = q.correct.includes(action.option);
            return { ...q, correct: on ? q.correct.filter((k) => k !== action.option) : [...q.correct, action.option] };
          }),
        },
        `${action.question}.correct`,
      );
    case 'addOption': {
      const question = form.draft.questions.find((q) => q.key === action.question);
      if (!question || question.options.length >= QUIZ_LIMITS.optionsMax) return form;
      const key = `o${form.seq + 1}`;
      return edited(
        form,
        {
          seq: form.seq + 1,
          draft: mapQuestion(form, action.question, (q) => ({ ...q, options: [...q.options, { key, text: '' }] })),
          focus: focusOn(form, fieldId(key)),
        },
        `${action.question}.options`,
      );
    }
    case 'removeOption': {
      const question = form.draft.questions.find((q) => q.key === action.question);
      // The last option stays: a question always has a field to type its first option in.
      if (!question || question.options.length <= 1) return form;
      const index = question.options.findIndex((o) => o.key === action.option);
      if (index < 0) return form;
      const remaining = question.options.filter((o) => o.key !== action.option);
      const focusKey = remaining[Math.min(index, remaining.length - 1)].key;
      return edited(
        form,
        {
          draft: mapQuestion(form, action.question, (q) => ({
            ...q,
            options: remaining,
            correct: q.correct.filter((k) => k !== action.option),
          })),
          focus: focusOn(form, fieldId(focusKey)),
        },
        `${action.question}.options`,
        `${action.question}.correct`,
      );
    }
    default:
      return form;
  }
}

function editQuestions(form: EditorForm, action: EditorAction): EditorForm {
  const questions = form.draft.questions;
  switch (action.type) {
    case 'addQuestion': {
      if (questions.length >= QUIZ_LIMITS.questionsMax) return form;
      const { question, seq } = emptyQuestion(form.seq);
      return edited(
        form,
        {
          seq,
          draft: { ...form.draft, questions: [...questions, question] },
          announcement: t.added(questions.length + 1),
          focus: focusOn(form, fieldId(`${question.key}.text`)),
        },
        'questions',
      );
    }
    case 'removeQuestion': {
      const index = questions.findIndex((q) => q.key === action.question);
      if (index < 0) return form;
      const remaining = questions.filter((q) => q.key !== action.question);
      const next = remaining[Math.min(index, remaining.length - 1)];
      return edited(
        form,
        {
          draft: { ...form.draft, questions: remaining },
          announcement: t.removed(index + 1),
          focus: focusOn(form, next ? fieldId(`${next.key}.text`) : ADD_QUESTION_ID),
        },
        'questions',
      );
    }
    case 'moveQuestion': {
      const from = questions.findIndex((q) => q.key === action.question);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= questions.length) return form;
      const moved = [...questions];
      [moved[from], moved[to]] = [moved[to], moved[from]];
      return edited(form, { draft: { ...form.draft, questions: moved }, announcement: t.moved(from + 1, to + 1) });
    }
    default:
      return editQuestion(form, action);
  }
}

function editForm(form: EditorForm, action: EditorAction): EditorForm {
  switch (action.type) {
    case 'setField':
      return edited(form, { draft: { ...form.draft, [action.field]: action.value } }, action.field);
    case 'setMode':
      return { ...form, mode: action.mode };
    case 'submitInvalid':
      // The summary of what to fix takes the focus (and is read out).
      return { ...form, mode: 'edit', showAll: true, save: { status: 'idle' }, focus: focusOn(form, ERROR_SUMMARY_ID) };
    case 'saveStarted':
      return { ...form, showAll: true, save: { status: 'saving' } };
    case 'saveSucceeded':
      return {
        ...form,
        base: { version: action.version, updatedAt: action.at },
        dirty: false,
        save: { status: 'saved', version: action.version },
      };
    case 'saveFailed':
      // The draft stays exactly as typed: the admin can copy it, fix it, or try again.
      return { ...form, save: { status: 'failed', message: action.message } };
    default:
      return editQuestions(form, action);
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === 'load') {
    // Loaded once: a later refetch (after a save, a window focus) never overwrites what is being typed.
    if (state.status === 'ready') return state;
    const { draft, seq } = draftFromQuiz(action.quiz);
    return {
      status: 'ready',
      draft,
      seq,
      base: { version: action.quiz.version, updatedAt: action.quiz.updatedAt },
      touched: [],
      showAll: false,
      dirty: false,
      mode: 'edit',
      save: { status: 'idle' },
      announcement: '',
      focus: null,
    };
  }
  if (state.status !== 'ready') return state;
  const { status: _status, ...form } = state;
  return { status: 'ready', ...editForm(form, action) };
}
