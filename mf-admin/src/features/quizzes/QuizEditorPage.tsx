import { useEffect } from 'react';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { vnDateTime } from '@app/shared/time/vietnam';
import { areaNav } from '../../app/nav';
import type { EditorDispatch } from './QuestionEditor';
import type { EditorForm } from './quizEditorReducer';
import { QuizForm } from './QuizForm';
import { useQuizEditor, type QuizEditorState } from './useQuizEditor';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

function Meta({ form }: { form: EditorForm }) {
  const { version, updatedAt } = form.base;
  return (
    <p className={styles.meta}>
      {version > 0 ? <span>{t.version(version)}</span> : <span>{t.neverSaved}</span>}
      {updatedAt && <span>{t.updatedAt(vnDateTime(updatedAt))}</span>}
    </p>
  );
}

/** Edit or preview: two toggle buttons (aria-pressed), both reachable with Tab. */
function ModeSwitch({ form, dispatch }: { form: EditorForm; dispatch: EditorDispatch }) {
  return (
    <div className={styles.toolbar} role="group" aria-label={t.modes}>
      {(['edit', 'preview'] as const).map((mode) => (
        <Button
          key={mode}
          variant={form.mode === mode ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={form.mode === mode}
          onClick={() => dispatch({ type: 'setMode', mode })}
        >
          {mode === 'edit' ? t.edit : t.preview}
        </Button>
      ))}
    </div>
  );
}

function Body({ state, dispatch, save, retry }: ReturnType<typeof useQuizEditor>) {
  if (state.status === 'loading') return <Notice kind="loading" label={t.loading} />;
  if (state.status === 'error')
    return (
      <Notice kind="error" onRetry={retry}>
        {state.message}
      </Notice>
    );
  return (
    <>
      <Meta form={state.form} />
      <ModeSwitch form={state.form} dispatch={dispatch} />
      <QuizForm
        form={state.form}
        errors={state.errors}
        shown={state.shown}
        dispatch={dispatch}
        onSave={() => void save()}
      />
    </>
  );
}

/** Moves focus where the last edit asked (a new question, the option after a removed one, the summary). */
function useEditorFocus(state: QuizEditorState) {
  const focus = state.status === 'ready' ? state.form.focus : null;
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
}

/** /admin/quizzes — the academy course quiz: edit, preview, save as a new version. */
export function QuizEditorPage() {
  const editor = useQuizEditor();
  useEditorFocus(editor.state);
  const announcement = editor.state.status === 'ready' ? editor.state.form.announcement : '';
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <p className={styles.srOnly} role="status" aria-live="polite">
        {announcement}
      </p>
      <Body {...editor} />
    </PageFrame>
  );
}
