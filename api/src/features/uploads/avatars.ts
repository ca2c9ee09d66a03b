// Avatars: the first kind of tus upload (./tus.ts). JPEG, PNG or WebP by magic bytes, at most 5 MB; the
// finished file is decoded and re-encoded by sharp into a clean 512×512 JPEG — what is served is always a
// picture the server made, never the bytes as sent — stored as avatars/{uid}/avatar.jpg in the uploads
// folder and served at GET /avatars/{uid}/avatar.jpg. The user's photoURL (users row and Firebase profile)
// points at it on PUBLIC_API_URL (never on the request's Host), with a version so every page shows it.
import { ensureUserRow, isSuspended } from '../../domain/users';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@app/shared/messages/server';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { now } from '../../lib/clock';
import type { Identity } from '../../http/auth';
import type { Limiter } from '../../lib/rate-limit';
import { reencodeJpeg, sendEncodedJpeg } from './reencode';
import { registerTusUploads, type TusUploads } from './tus';

export { CHUNK_MAX_BYTES } from './tus';

export const AVATAR_UPLOAD_PATH = '/uploads/avatars';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square avatar the server stores. */
export const AVATAR_SIZE = 512;

export const UPLOAD_MSG = serverMessages.uploads;

/** Where uploads live: UPLOADS_DIR, else `uploads` beside the data folder (api/uploads), else a temp folder. */
export function uploadsDir(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (env.UPLOADS_DIR) return path.resolve(env.UPLOADS_DIR);
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) {
    return path.join(os.tmpdir(), 'ai-market-uploads');
  }
  return path.join(path.dirname(config.dataDir), 'uploads');
}

export async function registerAvatarUploads(
  app: FastifyInstance,
  deps: { config: Config; database: Database; identity: Identity; limiter: Limiter },
): Promise<TusUploads> {
  const { config, database, identity } = deps;
  const root = uploadsDir(config);

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
        const folder = path.join(root, 'avatars', uid);
        await fsp.mkdir(folder, { recursive: true });
        // Write beside, then rename: a reader never sees half a picture.
        const temporary = path.join(folder, `.avatar-${process.pid}-${Date.now()}.jpg`);
        await reencodeJpeg(file, temporary, AVATAR_SIZE, AVATAR_SIZE);
        await fsp.rename(temporary, path.join(folder, 'avatar.jpg'));
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
    const file = path.join(root, 'avatars', uid, 'avatar.jpg');
    const refused = uid.includes('/') || uid.includes('..') || !file.startsWith(path.join(root, 'avatars'));
    return sendEncodedJpeg(reply, refused ? null : file, 'public, max-age=300', UPLOAD_MSG.avatarNotFound);
  });
  return uploads;
}
