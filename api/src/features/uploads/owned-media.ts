// Upload ids named in a call, turned into the media they hold (contracts/media.ts): each must be one of the
// caller's finished uploads of the right kind, as its manifest (./media.ts) says. A product's save and a
// lesson's video both go through here, so the two check an upload the same way.
import type { ProductVideo } from '@app/shared/contracts/media';
import { serverMessages } from '@app/shared/messages/server';
import type { CallContext } from '../../http/context';
import { invalidArgument, permissionDenied } from '../../http/errors';
import { mediaImage, mediaStorage, mediaUrl, readManifest, type MediaManifest } from './media';
import { ownerOfUploadId } from './tus';

const MSG = serverMessages.media;

/** The manifest of `uid`'s finished upload: someone else's is refused (403), an unfinished or unknown one (400). */
export async function manifestOf(
  ctx: Pick<CallContext, 'config'>,
  uid: string,
  uploadId: string,
  missing: string,
): Promise<MediaManifest> {
  const owner = ownerOfUploadId(uploadId);
  if (owner !== null && owner !== uid) throw permissionDenied(MSG.notYours);
  const manifest = owner === null ? null : await readManifest(mediaStorage(ctx.config), uploadId);
  if (!manifest) throw invalidArgument(missing);
  return manifest;
}

/** A picture upload of `uid`'s (a gallery picture, a poster): anything but a video. */
export async function pictureOf(ctx: Pick<CallContext, 'config'>, uid: string, uploadId: string, missing: string) {
  const manifest = await manifestOf(ctx, uid, uploadId, missing);
  if (manifest.kind === 'video') throw invalidArgument(missing);
  return mediaImage(ctx.config, manifest.image);
}

/**
 * The video `input` names, with its poster. The video already shown (`current`, the same upload id) is kept as it
 * is — whoever uploaded it — and so is its poster when `posterUploadId` is absent; null removes the poster.
 */
export async function videoFor(
  ctx: Pick<CallContext, 'config'>,
  uid: string,
  input: { uploadId: string; posterUploadId?: string | null },
  current: ProductVideo | null,
): Promise<ProductVideo> {
  const { uploadId, posterUploadId } = input;
  const same = current?.id === uploadId ? current : null;
  let file: Omit<ProductVideo, 'poster'>;
  if (same) file = { id: same.id, url: same.url, type: same.type, bytes: same.bytes };
  else {
    const manifest = await manifestOf(ctx, uid, uploadId, MSG.videoMissing);
    if (manifest.kind !== 'video') throw invalidArgument(MSG.videoMissing);
    file = { id: uploadId, url: mediaUrl(ctx.config, manifest.key), type: manifest.type, bytes: manifest.bytes };
  }
  const poster =
    posterUploadId === undefined
      ? (same?.poster ?? null)
      : posterUploadId === null
        ? null
        : await pictureOf(ctx, uid, posterUploadId, MSG.imageMissing);
  return { ...file, poster };
}

/** Whether two videos show the same thing: the same file and the same poster (jsonb keeps its own key order). */
export function sameVideo(a: ProductVideo | null | undefined, b: ProductVideo | null | undefined): boolean {
  return (a?.url ?? null) === (b?.url ?? null) && (a?.poster?.base ?? null) === (b?.poster?.base ?? null);
}
