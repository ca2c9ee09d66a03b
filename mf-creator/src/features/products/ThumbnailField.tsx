import { useRef } from 'react';
import { creatorMessages } from '@app/shared/messages/creator';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError } from '@app/shared/ui/Field';
import { ACCEPTED_TYPES, type useThumbnailUpload } from './useThumbnailUpload';
import styles from './Editor.module.css';

const t = creatorMessages.products.thumbnail;

type Props = {
  upload: ReturnType<typeof useThumbnailUpload>;
  /** The saved thumbnail, if any. */
  currentUrl: string | null;
  /** The saved thumbnail is to be removed on save. */
  removed: boolean;
  onRemove: (removed: boolean) => void;
};

/** Pick a picture, watch the upload (pause, resume, cancel), see it before saving. */
export function ThumbnailField({ upload, currentUrl, removed, onRemove }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, start, pause, resume, cancel } = upload;
  const active = state.status === 'running' || state.status === 'paused';
  const showing = state.previewUrl ?? (removed ? null : currentUrl);

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t.section}</legend>
      <div className={styles.thumbnail}>
        {showing ? (
          <img src={showing} alt={state.previewUrl ? t.next : t.current} width={320} height={180} />
        ) : (
          <p className={styles.muted}>{removed ? t.removed : t.none}</p>
        )}
      </div>
      <Field
        ref={fileInput}
        id="product-thumbnail"
        label={t.choose}
        hint={t.hint}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        disabled={active}
      />
      <div className={styles.actions}>
        <Button size="sm" disabled={active} onClick={() => void start(fileInput.current?.files?.[0])}>
          {t.upload}
        </Button>
        <Button size="sm" variant="secondary" disabled={state.status !== 'running'} onClick={pause}>
          {t.pause}
        </Button>
        <Button size="sm" variant="secondary" disabled={state.status !== 'paused'} onClick={resume}>
          {t.resume}
        </Button>
        <Button size="sm" variant="secondary" disabled={!active} onClick={cancel}>
          {t.cancel}
        </Button>
        {currentUrl && !state.previewUrl && (
          <Button size="sm" variant="ghost" onClick={() => onRemove(!removed)}>
            {removed ? t.undoRemove : t.remove}
          </Button>
        )}
      </div>
      {active && (
        <progress className={styles.progress} max={100} value={state.percent} aria-label={t.progressLabel}>
          {state.percent}%
        </progress>
      )}
      <div aria-live="polite" data-upload-status={state.status}>
        {state.status === 'running' && <p className={styles.muted}>{t.running(state.percent)}</p>}
        {state.status === 'paused' && <p className={styles.muted}>{t.paused(state.percent)}</p>}
        {state.status === 'success' && <p className={styles.saved}>{t.success}</p>}
        {state.status === 'canceled' && <p className={styles.muted}>{t.canceled}</p>}
      </div>
      {state.status === 'error' && <FormError message={state.error} />}
    </fieldset>
  );
}
