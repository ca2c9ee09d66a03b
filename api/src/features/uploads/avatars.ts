// Avatars: the first kind of tus upload (./tus.ts). JPEG, PNG or WebP by magic bytes, at most 5 MB; the
// finished file is decoded and re-encoded by sharp into a clean 512×512 JPEG — what is served is always a
// picture the server made, never the bytes as sent — stored as avatars/{uid}/avatar.jpg in the upload store
// (./media.ts: the folder or the bucket) and served at GET /avatars/{uid}/avatar.jpg. The user's photoURL
// (users row and Firebase profile) points at it on PUBLIC_API_URL (never on the request's Host), with a
// version so every page shows it.
import { ensureUserRow, isSuspended } from '../../domain/users';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@app/shared/messages/server';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { now } from '../../lib/clock';
import type { Identity } from '../../http/auth';
import type { Limiter } from '../../lib/rate-limit';
import { isStorageKey } from '../../lib/storage';
import { uploadsDir, uploadStorage } from './media';
import { reencodeJpeg, sendEncodedJpeg } from './reencode';
import { registerTusUploads, UploadRejection, type TusUploads } from './tus';

export { CHUNK_MAX_BYTES } from './tus';
export { uploadsDir } from './media';

export const AVATAR_UPLOAD_PATH = '/uploads/avatars';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square avatar the server stores. */
export const AVATAR_SIZE = 512;
/** An avatar is replaced under the same name (its URL's ?v= changes): kept a short while only. */
export const AVATAR_CACHE = 'public, max-age=300';

/** Where a user's avatar is in the upload store, or null for a uid that cannot be a key. */
export const avatarKey = (uid: string) => {
  const key = `avatars/${uid}/avatar.jpg`;
  return isStorageKey(key) ? key : null;
};

export const UPLOAD_MSG = serverMessages.uploads;

export async function registerAvatarUploads(
  app: FastifyInstance,
  deps: { config: Config; database: Database; identity: Identity; limiter: Limiter },
): Promise<TusUploads> {
  const { config, database, identity } = deps;
  const root = uploadsDir(config);
  const storage = uploadStorage(config);

  const uploads = await registerTusUploads(
    app,
    { config, identity, limiter: deps.limiter, dir: root, suspended: (uid) => isSuspended(database.db, uid) },
    {
      name: 'avatars',
      path: AVATAR_UPLOAD_PATH,
      maxBytes: AVATAR_MAX_BYTES,
      tooLargeMessage: UPLOAD_MSG.tooLarge,
      accepts: ['image/jpeg', 'image/png', 'image/webp'],
      wrongTypeMessage: UPLOAD_MSG.notImage,
      complete: async ({ uid, file }) => {
        const key = avatarKey(uid);
        if (!key) throw new UploadRejection(403, UPLOAD_MSG.notOwner);
        await storage.put(key, await reencodeJpeg(file, AVATAR_SIZE, AVATAR_SIZE), { cacheControl: AVATAR_CACHE });
        const photoURL = `${config.publicApiUrl}/avatars/${encodeURIComponent(uid)}/avatar.jpg?v=${Date.now()}`;
        const authUser = await identity.auth.getUser(uid);
        await ensureUserRow(database.db, {
          uid,
          email: authUser.email ?? null,
          name: authUser.displayName ?? null,
          picture: authUser.photoURL ?? null,
        });
        await database.db.update(users).set({ photoURL, updatedAt: now() }).where(eq(users.uid, uid));
        await identity.auth.updateUser(uid, { photoURL });
        return { 'Upload-Photo-Url': photoURL };
      },
    },
  );

  app.get('/avatars/:uid/avatar.jpg', async (request, reply) => {
    const { uid } = request.params as { uid: string };
    return sendEncodedJpeg(reply, storage, avatarKey(uid), AVATAR_CACHE, UPLOAD_MSG.avatarNotFound);
  });
  return uploads;
}
