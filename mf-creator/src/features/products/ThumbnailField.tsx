import { creatorMessages } from '@app/shared/messages/creator';
import { Button } from '@app/shared/ui/Button';
import type { useThumbnailUpload } from './useThumbnailUpload';
import { EditorUploadControls } from './EditorUploadControls';
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
  const { state } = upload;
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
      <EditorUploadControls upload={upload} id="product-thumbnail" hint={t.hint}>
        {currentUrl && !state.previewUrl && (
          <Button size="sm" variant="ghost" onClick={() => onRemove(!removed)}>
            {removed ? t.undoRemove : t.remove}
          </Button>
        )}
      </EditorUploadControls>
    </fieldset>
  );
}
