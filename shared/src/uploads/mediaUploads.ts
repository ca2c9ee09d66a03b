// The uploads of product media (api/src/features/uploads/product-media.ts): gallery pictures, a video and its
// poster. The creator's product editor and the admins' lesson page upload the same kinds, through these.
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_VIDEO_MAX_BYTES } from '@app/shared/contracts/limits';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import type { UploadControlsMessages } from '@app/shared/ui/UploadControls';
import { useTusUpload, type TusUploadMessages } from '@app/shared/uploads/useTusUpload';

const m = productMediaMessages;
/** The pictures the server decodes (it checks again, by the file's first bytes). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** What browsers play as uploaded (the server checks again, by the file's first bytes). */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/** What an upload's refusals and its controls say: a page may give its own words. */
export type MediaUploadMessages = TusUploadMessages & UploadControlsMessages;

/** Resolves to the refusal's text, or null: the upload finished and its id is what the save takes. */
const needsId = (failed: string) => (uploadId: string | null) => (uploadId ? null : failed);

/**
 * One gallery picture at a time: `added` receives each finished upload with the chosen file, and `unavailable`
 * says why no more may start (the gallery is full).
 */
export function useGalleryUpload(added: (uploadId: string, file: File) => void, unavailable: string | null) {
  return useTusUpload({
    endpoint: '/uploads/product-images',
    accept: IMAGE_TYPES,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    messages: m.gallery,
    unavailable,
    onSuccess: (uploadId, file) => {
      if (!uploadId || !file) return m.gallery.failed;
      added(uploadId, file);
      return null;
    },
  });
}

/** One video (MP4 or WebM, at most 100 MB); `state.uploadId` is what the save takes. */
export function useVideoUpload(messages: MediaUploadMessages = m.video) {
  return useTusUpload({
    endpoint: '/uploads/product-videos',
    accept: VIDEO_TYPES,
    maxBytes: PRODUCT_VIDEO_MAX_BYTES,
    messages,
    onSuccess: needsId(messages.failed),
  });
}

/** The picture shown before the video plays, previewed before it is saved. */
export function usePosterUpload(messages: MediaUploadMessages = m.video.poster) {
  return useTusUpload({
    endpoint: '/uploads/product-images',
    accept: IMAGE_TYPES,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    messages,
    preview: true,
    onSuccess: needsId(messages.failed),
  });
}
