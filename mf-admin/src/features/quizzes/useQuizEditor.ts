import { useEffect, useLayoutEffect, useState } from 'react';
import { ApiError } from '@app/shared/api/client';
import type { QuizForEdit } from '@app/shared/contracts/academy';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import { useContractForm, useFieldArray, type FieldPath } from '@app/shared/forms/useContractForm';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { commonMessages } from '@app/shared/messages/common';
import { useActionStatus } from '@app/shared/ui/ActionStatus';
import {
  ADD_QUESTION_ID,
  ERROR_SUMMARY_ID,
  afterRemoval,
  canAddQuestion,
  correctAfterToggle,
  correctForType,
  draftFromQuiz,
  emptyQuestion,
  fieldId,
  keyMaker,
  moveTarget,
  type QuizDraft,
} from './quizDraft';
import { quizResolver, validateDraft, type ValidQuiz } from './quizValidation';

const t = adminQuizzesMessages;

/** The quiz to edit (the editor reads it once). */
export const useQuizLoad = (courseId: string = ACADEMY_COURSE_ID) => useApiQuery('getQuizForEdit', { courseId });

/**
 * The academy quiz in a contract form: the draft is read from the quiz once (a refetch after a save or a
 * window focus never overwrites what is being typed), checked by the contract's schemas on every change, and
 * saved as a new version on top of the one it was based on. An error shows once the admin has edited what it
 * belongs to, and every error after a submit.
 */
export function useQuizEditor(quiz: QuizForEdit, courseId: string = ACADEMY_COURSE_ID) {
  const [start] = useState(() => {
    const next = keyMaker();
    return { next, draft: draftFromQuiz(quiz, next) };
  });
  const form = useContractForm<QuizDraft, ValidQuiz>({
    resolver: quizResolver,
    defaultValues: start.draft,
    // A refused save focuses the summary of every error, not the first field.
    focusError: false,
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  // The values as they are now (the field arrays and the values change together, so the lists drawn from
  // them never lag behind an edit); each change draws the editor again.
  const draft = form.watch() as QuizDraft;
  const validation = validateDraft(draft);
  const mutation = useApiMutation('saveQuiz');

  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [focus, setFocus] = useState<{ id: string; n: number } | null>(null);
  const [showAll, setShowAll] = useState(false);
  // What the last edit or save did: moves, additions and removals are said, and so is the version saved.
  const status = useActionStatus();
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [base, setBase] = useState({ version: quiz.version, updatedAt: quiz.updatedAt });
  const { isDirty } = form.formState;

  useEffect(() => {
    if (!isDirty) return;
    // The browser asks before leaving with unsaved changes (its own words; ours are not shown).
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // Focus goes where the last edit asked (a new question, the option after a removed one, the summary); `n`
  // makes a repeat of the same place a new request. As the page is drawn, not after: the summary comes from
  // the check's answer, outside the press that asked for it.
  useLayoutEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const touch = (...keys: string[]) => {
    // A change makes "saved" old news.
    status.clear();
    setEdited((before) => (keys.every((key) => before.has(key)) ? before : new Set([...before, ...keys])));
  };
  const focusOn = (id: string) => setFocus((before) => ({ id, n: (before?.n ?? 0) + 1 }));
  const setCorrect = (index: number, correct: string[]) =>
    form.setValue(`questions.${index}.correct`, correct, { shouldDirty: true });

  const shown: Record<string, string> = {};
  for (const error of validation.errors) {
    if (showAll || edited.has(error.key)) shown[error.key] = error.message;
  }

  return {
    draft,
    errors: validation.errors,
    shown,
    /** After a submit attempt every error shows, with the summary above the form. */
    showAll,
    control: form.control,
    nextKey: start.next,
    touch,
    focusOn,
    mode,
    setMode,
    status,
    base,
    dirty: isDirty,
    busy: form.busy,
    failure: form.failure,

    /** A text input's wiring; typing in it shows the errors of `keys`. */
    input: (name: FieldPath<QuizDraft>, ...keys: string[]) => form.register(name, { onChange: () => touch(...keys) }),

    setMultiple(index: number, multiple: boolean) {
      const question = form.getValues(`questions.${index}`);
      form.setValue(`questions.${index}.multiple`, multiple, { shouldDirty: true });
      setCorrect(index, correctForType(question, multiple));
      touch(`${question.key}.correct`);
    },
    toggleCorrect(index: number, option: string) {
      const question = form.getValues(`questions.${index}`);
      setCorrect(index, correctAfterToggle(question, option));
      touch(`${question.key}.correct`);
    },
    /** After an option is removed, it is no longer among the correct ones. */
    dropCorrect(index: number, option: string) {
      const question = form.getValues(`questions.${index}`);
      setCorrect(
        index,
        question.correct.filter((key) => key !== option),
      );
      touch(`${question.key}.options`, `${question.key}.correct`);
    },

    addQuestion() {
      const list = form.getValues('questions');
      if (!canAddQuestion(list)) return;
      const question = emptyQuestion(start.next);
      questions.append(question, { shouldFocus: false });
      touch('questions');
      status.done(t.added(list.length + 1));
      focusOn(fieldId(`${question.key}.text`));
    },
    removeQuestion(index: number) {
      const next = afterRemoval(form.getValues('questions'), index);
      questions.remove(index);
      touch('questions');
      status.done(t.removed(index + 1));
      focusOn(next ? fieldId(`${next.key}.text`) : ADD_QUESTION_ID);
    },
    moveQuestion(index: number, by: -1 | 1) {
      const to = moveTarget(index, by, form.getValues('questions').length);
      if (to === null) return;
      questions.swap(index, to);
      status.done(t.moved(index + 1, to + 1));
    },
    /** React keys of the questions (the form's own, kept through moves). */
    questionIds: questions.fields.map((field) => field.id),

    save: form.submit(
      async (value) => {
        setShowAll(true);
        status.clear();
        try {
          const { version } = await mutation.mutateAsync({ courseId, baseVersion: base.version, ...value });
          setBase({ version, updatedAt: new Date().toISOString() });
          status.done(t.saved(version));
          // What was saved is the new starting point: no longer dirty.
          form.reset(form.getValues(), { keepValues: true });
        } catch (error) {
          // The draft stays exactly as typed: the admin can copy it, fix it, or try again.
          form.fail(error instanceof ApiError ? error.message : commonMessages.errors.generic);
        }
      },
      () => {
        // The summary of what to fix takes the focus (and is read out).
        setMode('edit');
        setShowAll(true);
        focusOn(ERROR_SUMMARY_ID);
      },
    ),
  };
}

export type QuizEditor = ReturnType<typeof useQuizEditor>;
