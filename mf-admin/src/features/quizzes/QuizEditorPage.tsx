import type { QuizForEdit } from '@app/shared/contracts/academy';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { ActionStatus } from '@app/shared/ui/ActionStatus';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { vnDateTime } from '@app/shared/time/vietnam';
import { areaNav } from '../../app/nav';
import { QuizForm } from './QuizForm';
import { useQuizEditor, useQuizLoad, type QuizEditor } from './useQuizEditor';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

function Meta({ editor }: { editor: QuizEditor }) {
  const { version, updatedAt } = editor.base;
  return (
    <p className={styles.meta}>
      {version > 0 ? <span>{t.version(version)}</span> : <span>{t.neverSaved}</span>}
      {updatedAt && <span>{t.updatedAt(vnDateTime(updatedAt))}</span>}
    </p>
  );
}

/** Edit or preview: two toggle buttons (aria-pressed), both reachable with Tab. */
function ModeSwitch({ editor }: { editor: QuizEditor }) {
  return (
    <div className={styles.toolbar} role="group" aria-label={t.modes}>
      {(['edit', 'preview'] as const).map((mode) => (
        <Button
          key={mode}
          variant={editor.mode === mode ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={editor.mode === mode}
          onClick={() => editor.setMode(mode)}
        >
          {mode === 'edit' ? t.edit : t.preview}
        </Button>
      ))}
    </div>
  );
}

/** The loaded quiz's editor; mounted once, so a later load of the quiz never replaces the draft. */
function Editor({ quiz }: { quiz: QuizForEdit }) {
  const editor = useQuizEditor(quiz);
  return (
    <>
      <ActionStatus status={editor.status} />
      <Meta editor={editor} />
      <ModeSwitch editor={editor} />
      <QuizForm editor={editor} />
    </>
  );
}

/** /admin/quizzes — the academy course quiz: edit, preview, save as a new version. */
export function QuizEditorPage() {
  const { state, retry } = useQuizLoad();
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      {state.status === 'loading' && <Notice kind="loading" label={t.loading} />}
      {state.status === 'error' && (
        <Notice kind="error" onRetry={retry}>
          {state.message}
        </Notice>
      )}
      {state.status === 'ready' && <Editor quiz={state.quiz} />}
    </PageFrame>
  );
}
