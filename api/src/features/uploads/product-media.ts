// A product's gallery pictures (and a video's poster) and its video: two more kinds of tus upload (./tus.ts),
// for creators — and for admins, who give the academy's lessons their videos the same way. Pictures: JPEG, PNG or WebP by magic bytes, at most 10 MB, decoded and re-encoded into
// responsive variants (./variants.ts). Videos: MP4 or WebM by magic bytes (the `ftyp` box, the EBML header),
// at most 100 MB, kept as uploaded under a name that carries a hash of their bytes — nothing here re-encodes
// video (no encoder on the server), so the container's type is what is checked. Everything is served at
// GET /media/{uploadId}/{name}, cached for good, videos with byte ranges (./media-routes.ts); a lesson's video
// only at a signed address (./signed-media.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_VIDEO_MAX_BYTES } from '@app/shared/contracts/limits';
import { serverMessages } from '@app/shared/messages/server';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { findUser, hasRole, isSuspended } from '../../domain/users';
import type { Identity } from '../../http/auth';
import type { Limiter } from '../../lib/rate-limit';
import { uploadsDir } from './avatars';
import { mediaStorage, mediaUrl, writeManifest } from './media';
import { registerMediaRoutes } from './media-routes';
import { isLessonVideo } from './signed-media';
import { registerTusUploads, UploadRejection, type TusUploads } from './tus';
import { GALLERY_SHAPE, storeImageVariants } from './variants';

export const PRODUCT_IMAGE_UPLOAD_PATH = '/uploads/product-images';
export const PRODUCT_VIDEO_UPLOAD_PATH = '/uploads/product-videos';

const MSG = serverMessages.media;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function registerProductMediaUploads(
  app: FastifyInstance,
  deps: { config: Config; database: Database; identity: Identity; limiter: Limiter },
): Promise<TusUploads[]> {
  const { config, database } = deps;
  const storage = mediaStorage(config);
  const common = {
    config,
    identity: deps.identity,
    limiter: deps.limiter,
    dir: uploadsDir(config),
    suspended: (uid: string) => isSuspended(database.db, uid),
  };
  // Only creators (their products) and admins (the lessons) use media: nobody else may spend the disk.
  const mayCreate = async (uid: string) => {
    const user = await findUser(database.db, uid);
    return hasRole(user, 'creator') || hasRole(user, 'admin') ? null : MSG.creatorsOnly;
  };

  const images = await registerTusUploads(app, common, {
    name: 'product-images',
    path: PRODUCT_IMAGE_UPLOAD_PATH,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    tooLargeMessage: MSG.imageTooLarge,
    accepts: ['image/jpeg', 'image/png', 'image/webp'],
    wrongTypeMessage: serverMessages.uploads.notImage,
    mayCreate,
    complete: async ({ uploadId, file }) => {
      const image = await storeImageVariants(storage, uploadId, file, GALLERY_SHAPE);
      await writeManifest(storage, uploadId, { kind: 'image', image });
      return { 'Upload-Media-Base': mediaUrl(config, image.base) };
    },
  });

  const videos = await registerTusUploads(app, common, {
    name: 'product-videos',
    path: PRODUCT_VIDEO_UPLOAD_PATH,
    maxBytes: PRODUCT_VIDEO_MAX_BYTES,
    tooLargeMessage: MSG.videoTooLarge,
    accepts: ['video/mp4', 'video/webm'],
    wrongTypeMessage: MSG.notVideo,
    mayCreate,
    complete: async ({ uploadId, file, type }) => {
      if (type !== 'video/mp4' && type !== 'video/webm') throw new UploadRejection(415, MSG.notVideo);
      const bytes = fs.statSync(file).size;
      const key = `${uploadId}/${(await sha256Of(file)).slice(0, 16)}.${type === 'video/mp4' ? 'mp4' : 'webm'}`;
      await storage.putFile(key, file);
      await writeManifest(storage, uploadId, { kind: 'video', key, type, bytes });
      return { 'Upload-Media-Url': mediaUrl(config, key) };
    },
  });

  registerMediaRoutes(app, storage, {
    secret: config.mediaUrlSecret,
    isPaid: (key) => isLessonVideo(database.db, key),
  });
  return [images, videos];
}
