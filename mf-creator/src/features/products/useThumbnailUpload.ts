import { creatorMessages } from '@app/shared/messages/creator';
import { IMAGE_TYPES } from '@app/shared/uploads/mediaUploads';
import { useTusUpload, type TusUploadOptions } from '@app/shared/uploads/useTusUpload';

/** The server's limit (api/src/features/uploads/thumbnails.ts), checked here before any byte is sent. */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

const t = creatorMessages.products.thumbnail;

const THUMBNAILS: TusUploadOptions<typeof t> = {
  endpoint: '/uploads/thumbnails',
  accept: IMAGE_TYPES,
  maxBytes: THUMBNAIL_MAX_BYTES,
  messages: t,
  // The new picture shows before the product is saved.
  preview: true,
  // The upload's id is what saveProduct's thumbnailUploadId takes: without one there is nothing to save.
  onSuccess: (uploadId) => (uploadId ? null : t.failed),
};

/**
 * A resumable thumbnail upload over tus: running / paused / success / canceled / error. `state.uploadId` is
 * the finished upload's, `state.previewUrl` the chosen picture's; `reset` forgets it once the product is saved.
 */
export function useThumbnailUpload() {
  return useTusUpload(THUMBNAILS);
}
