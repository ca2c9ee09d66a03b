import type { QuizForEdit } from '@app/shared/contracts/academy';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { ActionStatus } from '@app/shared/ui/ActionStatus';
import { ModeSwitch } from '@app/shared/ui/ModeSwitch';
import { Loaded } from '@app/shared/ui/Loaded';
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

const MODES = [
  { value: 'edit', label: t.edit },
  { value: 'preview', label: t.preview },
] as const;

/** The loaded quiz's editor; mounted once, so a later load of the quiz never replaces the draft. */
function Editor({ quiz }: { quiz: QuizForEdit }) {
  const editor = useQuizEditor(quiz);
  return (
    <>
      <ActionStatus status={editor.status} />
      <Meta editor={editor} />
      <ModeSwitch
        label={t.modes}
        modes={MODES}
        value={editor.mode}
        onChange={editor.setMode}
        className={styles.modes}
      />
      <QuizForm editor={editor} />
    </>
  );
}

/** /admin/quizzes — the academy course quiz: edit, preview, save as a new version. */
export function QuizEditorPage() {
  const query = useQuizLoad();
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Loaded query={query} messages={t}>
        {(quiz) => <Editor quiz={quiz} />}
      </Loaded>
    </PageFrame>
  );
}
