// Product thumbnails: the second kind of tus upload (./tus.ts), for creators. JPEG, PNG or WebP by magic
// bytes, at most 5 MB; the finished file is decoded and re-encoded by sharp into a 1280×720 (16:9, cropped
// to cover) JPEG, stored as thumbnails/{uploadId}.jpg and served at GET /thumbnails/{uploadId}.jpg. A file
// is never rewritten (a new picture is a new upload id), so it is cached as immutable. saveProduct takes
// the upload id (thumbnailUploadId), checks it is the caller's and finished, and points the product's
// thumbnail_url at it on PUBLIC_API_URL. The thumbnail is the product's cover: the same upload also makes the
// cover's responsive variants and its link-preview picture (./variants.ts), which saveProduct puts in the
// product's media.
import { findUser, isSuspended } from '../../domain/users';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@app/shared/messages/server';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Identity } from '../../http/auth';
import type { Limiter } from '../../lib/rate-limit';
import { IMMUTABLE } from '../../lib/storage';
import { mediaStorage, uploadsDir, uploadStorage, writeManifest } from './media';
import { reencodeJpeg, sendEncodedJpeg } from './reencode';
import { COVER_SHAPE, storeImageVariants } from './variants';
import { ownerOfUploadId, registerTusUploads, type TusUploads } from './tus';

export const THUMBNAIL_UPLOAD_PATH = '/uploads/thumbnails';
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;

const MSG = serverMessages.uploads;

/** The stored picture of an upload id in the upload store, or null when the id is not one of ours. */
export function thumbnailKey(uploadId: string): string | null {
  if (ownerOfUploadId(uploadId) === null) return null;
  return `thumbnails/${uploadId}.jpg`;
}

/** Whether the upload finished and its picture was kept. */
export async function thumbnailExists(config: Config, uploadId: string): Promise<boolean> {
  const key = thumbnailKey(uploadId);
  return key !== null && (await uploadStorage(config).size(key)) !== null;
}

/** Where the picture is served, on PUBLIC_API_URL (never the request's Host). */
export function thumbnailUrl(config: Config, uploadId: string): string {
  return `${config.publicApiUrl}/thumbnails/${uploadId}.jpg`;
}

export async function registerThumbnailUploads(
  app: FastifyInstance,
  deps: { config: Config; database: Database; identity: Identity; limiter: Limiter },
): Promise<TusUploads> {
  const { config, database } = deps;
  const root = uploadsDir(config);
  const storage = uploadStorage(config);

  const uploads = await registerTusUploads(
    app,
    {
      config,
      identity: deps.identity,
      limiter: deps.limiter,
      dir: root,
      suspended: (uid) => isSuspended(deps.database.db, uid),
    },
    {
      name: 'thumbnails',
      path: THUMBNAIL_UPLOAD_PATH,
      maxBytes: THUMBNAIL_MAX_BYTES,
      tooLargeMessage: MSG.thumbnailTooLarge,
      accepts: ['image/jpeg', 'image/png', 'image/webp'],
      wrongTypeMessage: MSG.notImage,
      // Only creators make products: nobody else may spend the disk.
      mayCreate: async (uid) => {
        const user = await findUser(database.db, uid);
        return user?.roles.includes('creator') ? null : MSG.thumbnailCreatorsOnly;
      },
      complete: async ({ uploadId, file }) => {
        // The variants first: they refuse a picture too small for a cover or too big to decode.
        const media = mediaStorage(config);
        const image = await storeImageVariants(media, uploadId, file, COVER_SHAPE, { share: true });
        await writeManifest(media, uploadId, { kind: 'cover', image });
        await storage.put(
          thumbnailKey(uploadId) as string,
          await reencodeJpeg(file, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT),
        );
        return { 'Upload-Thumbnail-Url': thumbnailUrl(config, uploadId) };
      },
    },
  );

  app.get('/thumbnails/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const match = /^(.+)\.jpg$/.exec(name);
    // One id, one picture forever.
    return sendEncodedJpeg(reply, storage, match ? thumbnailKey(match[1]) : null, IMMUTABLE, MSG.thumbnailNotFound);
  });
  return uploads;
}
