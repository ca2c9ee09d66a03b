// What a save does to a product's media (contracts/media.ts): the cover follows thumbnailUploadId, the gallery
// and the video follow their own fields; absent keeps what the product has. Each upload id named must be one
// of the caller's finished uploads of the right kind (its manifest says which: features/uploads/media.ts) or
// a picture the product already shows (kept as it is, captions changeable).
import type { ProductMedia } from '@app/shared/contracts/media';
import { invalidArgument } from '../../http/errors';
import type { CallContext, Handler } from '../../http/context';
import { serverMessages } from '@app/shared/messages/server';
import { mediaImage } from '../uploads/media';
import { manifestOf, pictureOf, sameVideo, videoFor } from '../uploads/owned-media';

const MSG = serverMessages.media;
type SaveInput = Parameters<Handler<'saveProduct'>>[0];

/**
 * The media a save leaves on the product. `current` is what the product shows now (its pending proposal, if
 * any, so a second save keeps building on it); `thumbnailUploadId` is the cover's upload (null removes it).
 */
export async function mediaFor(
  ctx: CallContext,
  uid: string,
  input: Pick<SaveInput, 'thumbnailUploadId' | 'gallery' | 'video'>,
  current: ProductMedia,
): Promise<ProductMedia> {
  let cover = current.cover;
  if (input.thumbnailUploadId === null) cover = null;
  else if (input.thumbnailUploadId !== undefined) {
    const manifest = await manifestOf(ctx, uid, input.thumbnailUploadId, serverMessages.creatorArea.thumbnailMissing);
    // A thumbnail uploaded before covers had variants keeps only its thumbnail.
    cover = manifest.kind === 'cover' ? mediaImage(ctx.config, manifest.image) : null;
  }

  let gallery = current.gallery;
  if (input.gallery !== undefined) {
    const kept = new Map(current.gallery.map((image) => [image.id, image]));
    const ids = new Set<string>();
    gallery = [];
    for (const { uploadId, caption } of input.gallery) {
      if (ids.has(uploadId)) throw invalidArgument(MSG.duplicateImage);
      ids.add(uploadId);
      const known = kept.get(uploadId);
      const image = known ?? { id: uploadId, ...(await pictureOf(ctx, uid, uploadId, MSG.imageMissing)) };
      gallery.push({ ...image, caption });
    }
  }

  let video = current.video;
  if (input.video === null) video = null;
  else if (input.video !== undefined) video = await videoFor(ctx, uid, input.video, current.video);
  return { cover, gallery, video };
}

/** Whether two media show the same thing (jsonb answers keys in its own order: compared field by field). */
export function sameMedia(a: ProductMedia, b: ProductMedia): boolean {
  const picture = (image: { base: string } | null | undefined) => image?.base ?? null;
  return (
    picture(a.cover) === picture(b.cover) &&
    a.gallery.length === b.gallery.length &&
    a.gallery.every((image, i) => image.base === b.gallery[i].base && image.caption === b.gallery[i].caption) &&
    sameVideo(a.video, b.video)
  );
}
