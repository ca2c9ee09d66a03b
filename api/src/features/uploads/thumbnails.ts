// Product thumbnails: the second kind of tus upload (./tus.ts), for creators. JPEG, PNG or WebP by magic
// bytes, at most 5 MB; the finished file is decoded and re-encoded by sharp into a 1280×720 (16:9, cropped
// to cover) JPEG, stored as thumbnails/{uploadId}.jpg and served at GET /thumbnails/{uploadId}.jpg. A file
// is never rewritten (a new picture is a new upload id), so it is cached as immutable. saveProduct takes
// the upload id (thumbnailUploadId), checks it is the caller's and finished, and points the product's
// thumbnail_url at it on PUBLIC_API_URL. The thumbnail is the product's cover: the same upload also makes the
// cover's responsive variants and its link-preview picture (./variants.ts), which saveProduct puts in the
// product's media.
import { findUser, isSuspended } from '../../domain/users';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@app/shared/messages/server';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Identity } from '../../http/auth';
import type { Limiter } from '../../lib/rate-limit';
import { uploadsDir } from './avatars';
import { mediaStorage, writeManifest } from './media';
import { reencodeJpeg, sendEncodedJpeg } from './reencode';
import { COVER_SHAPE, storeImageVariants } from './variants';
import { ownerOfUploadId, registerTusUploads, type TusUploads } from './tus';

export const THUMBNAIL_UPLOAD_PATH = '/uploads/thumbnails';
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;

const MSG = serverMessages.uploads;

/** The stored picture of an upload id, or null when the id is not one of ours (never a path outside). */
export function thumbnailFile(config: Config, uploadId: string): string | null {
  if (ownerOfUploadId(uploadId) === null) return null;
  return path.join(uploadsDir(config), 'thumbnails', `${uploadId}.jpg`);
}

/** Whether the upload finished and its picture was kept. */
export function thumbnailExists(config: Config, uploadId: string): boolean {
  const file = thumbnailFile(config, uploadId);
  return file !== null && fs.existsSync(file);
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
  const folder = path.join(root, 'thumbnails');

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
        const storage = mediaStorage(config);
        const image = await storeImageVariants(storage, uploadId, file, COVER_SHAPE, { share: true });
        await writeManifest(storage, uploadId, { kind: 'cover', image });
        await fsp.mkdir(folder, { recursive: true });
        // Write beside, then rename: a reader never sees half a picture.
        const temporary = path.join(folder, `.${uploadId}-${process.pid}.jpg`);
        await reencodeJpeg(file, temporary, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
        await fsp.rename(temporary, path.join(folder, `${uploadId}.jpg`));
        return { 'Upload-Thumbnail-Url': thumbnailUrl(config, uploadId) };
      },
    },
  );

  app.get('/thumbnails/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const match = /^(.+)\.jpg$/.exec(name);
    const file = match ? thumbnailFile(config, match[1]) : null;
    // One id, one picture forever.
    return sendEncodedJpeg(reply, file, 'public, max-age=31536000, immutable', MSG.thumbnailNotFound);
  });
  return uploads;
}
