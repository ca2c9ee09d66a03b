import { useEffect } from 'react';
import type { ProductVideo } from '@app/shared/contracts/media';
import type { ContractForm } from '@app/shared/forms/useContractForm';
import { useWatch } from '@app/shared/forms/useContractForm';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import { Button } from '@app/shared/ui/Button';
import type { ProductDraft, SaveInput } from './productDraft';
import type { usePosterUpload, useVideoUpload } from '@app/shared/uploads/mediaUploads';
import { EditorUploadControls } from './EditorUploadControls';
import styles from './Editor.module.css';

const t = productMediaMessages.video;

type Props = {
  form: ContractForm<ProductDraft, SaveInput>;
  video: ReturnType<typeof useVideoUpload>;
  poster: ReturnType<typeof usePosterUpload>;
  /** The video the product has (under review, if a change is). */
  current: ProductVideo | null;
};

/** One short video (uploaded resumably) and the picture shown before it plays; saved with the product. */
export function VideoField({ form, video, poster, current }: Props) {
  const { setValue } = form;
  const chosen = useWatch({ control: form.control, name: 'videoUploadId' });
  const finishedVideo = video.state.uploadId;
  const finishedPoster = poster.state.uploadId;
  useEffect(() => {
    if (finishedVideo) setValue('videoUploadId', finishedVideo, { shouldDirty: true });
  }, [finishedVideo, setValue]);
  useEffect(() => {
    if (finishedPoster) setValue('posterUploadId', finishedPoster, { shouldDirty: true });
  }, [finishedPoster, setValue]);
  const removed = current !== null && chosen === null;

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t.section}</legend>
      {current && !finishedVideo ? (
        <p className={styles.muted}>
          {removed ? t.removed : `${t.current}: ${current.type === 'video/mp4' ? 'MP4' : 'WebM'}`}
        </p>
      ) : (
        !finishedVideo && <p className={styles.muted}>{t.none}</p>
      )}
      <EditorUploadControls upload={video} id="product-video-file" hint={t.hint}>
        {current && !finishedVideo && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setValue('videoUploadId', removed ? current.id : null, { shouldDirty: true })}
          >
            {removed ? t.undoRemove : t.remove}
          </Button>
        )}
      </EditorUploadControls>
      {chosen !== null && (
        <fieldset className={styles.fieldset}>
          <legend>{t.poster.section}</legend>
          {poster.state.previewUrl && <img src={poster.state.previewUrl} alt="" width={160} height={90} />}
          <EditorUploadControls upload={poster} id="product-video-poster" hint={t.poster.hint} />
        </fieldset>
      )}
    </fieldset>
  );
}
