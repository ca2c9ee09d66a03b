import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_VIDEO_MAX_BYTES } from '@app/shared/contracts/limits';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import { useTusUpload } from '@app/shared/uploads/useTusUpload';
import { ACCEPTED_TYPES } from './useThumbnailUpload';

const m = productMediaMessages;
/** What browsers play as uploaded (the server checks again, by the file's first bytes). */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/** Resolves to the refusal's text, or null: the upload finished and its id is what saveProduct takes. */
const needsId = (failed: string) => (uploadId: string | null) => (uploadId ? null : failed);

/**
 * One gallery picture at a time (api/src/features/uploads/product-media.ts): `added` receives each finished
 * upload with the chosen file, and `unavailable` says why no more may start (the gallery is full).
 */
export function useGalleryUpload(added: (uploadId: string, file: File) => void, unavailable: string | null) {
  return useTusUpload({
    endpoint: '/uploads/product-images',
    accept: ACCEPTED_TYPES,
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

export function useVideoUpload() {
  return useTusUpload({
    endpoint: '/uploads/product-videos',
    accept: VIDEO_TYPES,
    maxBytes: PRODUCT_VIDEO_MAX_BYTES,
    messages: m.video,
    onSuccess: needsId(m.video.failed),
  });
}

export function usePosterUpload() {
  return useTusUpload({
    endpoint: '/uploads/product-images',
    accept: ACCEPTED_TYPES,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    messages: m.video.poster,
    preview: true,
    onSuccess: needsId(m.video.poster.failed),
  });
}
