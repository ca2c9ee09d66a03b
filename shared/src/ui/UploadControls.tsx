import { useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonSize } from '@app/shared/ui/Button';
import { Field, FormError } from '@app/shared/ui/Field';
import type { TusUpload, TusUploadMessages } from '@app/shared/uploads/useTusUpload';
import { formatPercent } from '@app/shared/format';
import styles from './UploadControls.module.css';

export type UploadControlsMessages = {
  choose: string;
  upload: string;
  pause: string;
  resume: string;
  cancel: string;
  progressLabel: string;
  running: (percent: number) => string;
  paused: (percent: number) => string;
  success: string;
  canceled: string;
};

type Props = {
  /** The upload (`useTusUpload`): its state and actions, the MIME types the picker offers, and its words. */
  upload: Pick<
    TusUpload<TusUploadMessages & UploadControlsMessages>,
    'state' | 'start' | 'pause' | 'resume' | 'cancel' | 'accept' | 'messages'
  >;
  /** The file picker's id. */
  id: string;
  /** A help text under the file picker. */
  hint?: string;
  size?: ButtonSize;
  /** More buttons at the end of the row (e.g. remove the saved picture). */
  children?: ReactNode;
  /** The area's own look of the progress bar and of the running / paused / canceled lines. */
  classNames?: { progress?: string; status?: string };
};

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The one upload control, for a tus upload (`useTusUpload`): choose a file, then upload it; while it runs, the
 * progress bar with pause (or resume) and cancel; then done, or the error. A button is there only when it
 * applies: nothing to pause or cancel before a file is on its way, nothing to upload before one is chosen.
 */
export function UploadControls({ upload, id, hint, size, children, classNames }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, start, pause, resume, cancel, accept, messages: t } = upload;
  const active = state.status === 'running' || state.status === 'paused';
  const status = join(styles.status, classNames?.status);
  const [chosen, setChosen] = useState(false);

  return (
    <>
      <Field
        ref={fileInput}
        id={id}
        label={t.choose}
        hint={hint}
        type="file"
        accept={accept.join(',')}
        disabled={active}
        onChange={(event) => setChosen(Boolean(event.currentTarget.files?.length))}
      />
      <div className={styles.actions}>
        {!active && (
          <Button size={size} disabled={!chosen} onClick={() => void start(fileInput.current?.files?.[0])}>
            {t.upload}
          </Button>
        )}
        {state.status === 'running' && (
          <Button size={size} variant="secondary" onClick={pause}>
            {t.pause}
          </Button>
        )}
        {state.status === 'paused' && (
          <Button size={size} onClick={resume}>
            {t.resume}
          </Button>
        )}
        {active && (
          <Button size={size} variant="secondary" onClick={cancel}>
            {t.cancel}
          </Button>
        )}
        {children}
      </div>
      {active && (
        <progress
          className={join(styles.progress, classNames?.progress)}
          max={100}
          value={state.percent}
          aria-label={t.progressLabel}
        >
          {formatPercent(state.percent)}
        </progress>
      )}
      <div aria-live="polite" data-upload-status={state.status}>
        {state.status === 'running' && <p className={status}>{t.running(state.percent)}</p>}
        {state.status === 'paused' && <p className={status}>{t.paused(state.percent)}</p>}
        {state.status === 'success' && <p className={styles.success}>{t.success}</p>}
        {state.status === 'canceled' && <p className={status}>{t.canceled}</p>}
      </div>
      {state.status === 'error' && <FormError message={state.error} />}
    </>
  );
}
