import { useEffect, useMemo, useReducer } from 'react';
import { ApiError } from '@app/shared/api/client';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { commonMessages } from '@app/shared/messages/common';
import {
  editorReducer,
  initialEditorState,
  visibleErrors,
  type EditorAction,
  type EditorForm,
} from './quizEditorReducer';
import { validateDraft, type DraftError } from './quizValidation';

/** What the page shows: the load's states, then the form with its errors. */
export type QuizEditorState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; form: EditorForm; errors: DraftError[]; shown: Record<string, string> };

function loadError(error: ApiError): string {
  // Refusals carry the catalogue's words (e.g. no quiz yet, not an admin); a failure of the network or the
  // server gets the page's own sentence with a retry.
  return error.code === 'unavailable' || error.code === 'internal' || error.code === 'deadline-exceeded'
    ? adminQuizzesMessages.loadFailed
    : error.message;
}

/**
 * The academy quiz for editing: loaded once into a reducer (a refetch never overwrites what is being typed),
 * validated on every change by the contract's schemas, and saved as a new version on top of the loaded one.
 */
export function useQuizEditor(courseId: string = ACADEMY_COURSE_ID) {
  const query = useApiQuery('getQuizForEdit', { courseId });
  const [form, dispatch] = useReducer(editorReducer, initialEditorState);
  const mutation = useApiMutation('saveQuiz');

  useEffect(() => {
    if (query.data) dispatch({ type: 'load', quiz: query.data });
  }, [query.data]);

  const draft = form.status === 'ready' ? form.draft : null;
  const validation = useMemo(() => (draft ? validateDraft(draft) : null), [draft]);

  const dirty = form.status === 'ready' && form.dirty;
  useEffect(() => {
    if (!dirty) return;
    // The browser asks before leaving with unsaved changes (its own words; ours are not shown).
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  async function save(): Promise<boolean> {
    if (form.status !== 'ready' || !validation || form.save.status === 'saving') return false;
    if (!validation.ok) {
      dispatch({ type: 'submitInvalid' });
      return false;
    }
    dispatch({ type: 'saveStarted' });
    try {
      const { version } = await mutation.mutateAsync({ courseId, baseVersion: form.base.version, ...validation.value });
      dispatch({ type: 'saveSucceeded', version, at: new Date().toISOString() });
      return true;
    } catch (error) {
      dispatch({
        type: 'saveFailed',
        message: error instanceof ApiError ? error.message : commonMessages.errors.generic,
      });
      return false;
    }
  }

  let state: QuizEditorState;
  if (form.status === 'ready' && validation) {
    state = { status: 'ready', form, errors: validation.errors, shown: visibleErrors(form, validation.errors) };
  } else if (query.isError && !query.isFetching) state = { status: 'error', message: loadError(query.error) };
  else state = { status: 'loading' };

  return {
    state,
    dispatch: dispatch as (action: Exclude<EditorAction, { type: 'load' }>) => void,
    save,
    retry: () => void query.refetch(),
  };
}
