// Avatar uploads over tus (resumable; DESIGN §4): POST/HEAD/PATCH/DELETE /uploads/avatars[/:id], each
// request with the owner's ID token in `Authorization: Bearer …`. JPEG, PNG or WebP by magic bytes, at most
// 5 MB, PATCH bodies (chunks) at most 32 MiB. On completion the file becomes avatars/{uid}/avatar.jpg in the
// uploads folder, served at GET /avatars/{uid}/avatar.jpg, and the user's photoURL (users row and Firebase
// profile) points at it with a version parameter so every page shows the new picture at once.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Identity } from '../../http/auth';
import { ensureUserRow } from '../profile/users';
import { sniffImage } from './image';

export const AVATAR_UPLOAD_PATH = '/uploads/avatars';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const CHUNK_MAX_BYTES = 32 * 1024 * 1024;

export const UPLOAD_MSG = {
  unauthenticated: 'Bạn cần đăng nhập để tải ảnh lên.',
  badToken: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
  notOwner: 'Bạn không có quyền với tệp tải lên này.',
  notFound: 'Không tìm thấy tệp tải lên này.',
  tooLarge: 'Ảnh đại diện không được lớn hơn 5 MB.',
  chunkTooLarge: 'Mỗi phần tải lên không được lớn hơn 32 MB.',
  noLength: 'Cần cho biết kích thước tệp trước khi tải lên.',
  empty: 'Tệp ảnh trống.',
  notImage: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.',
  failed: 'Không thể lưu ảnh đại diện. Vui lòng thử lại.',
  avatarNotFound: 'Không tìm thấy ảnh đại diện.',
} as const;

/** Where uploads live: UPLOADS_DIR, else `uploads` beside the data folder (api/uploads), else a temp folder. */
export function uploadsDir(config: Config, env: NodeJS.ProcessEnv = process.env): string {
  if (env.UPLOADS_DIR) return path.resolve(env.UPLOADS_DIR);
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) {
    return path.join(os.tmpdir(), 'ai-market-uploads');
  }
  return path.join(path.dirname(config.dataDir), 'uploads');
}

/** Upload ids carry their owner (hex of the uid) so every later request is checked against the token. */
const ownerPart = (uid: string) => Buffer.from(uid, 'utf8').toString('hex');
function ownerOfId(id: string): string | null {
  const [hex] = id.split('_');
  if (!hex || !/^[0-9a-f]+$/.test(hex) || hex.length % 2) return null;
  return Buffer.from(hex, 'hex').toString('utf8');
}

class UploadRejection extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

function bearer(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

async function readHead(file: string, bytes: number): Promise<Uint8Array> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function registerAvatarUploads(
  app: FastifyInstance,
  deps: { config: Config; database: Database; identity: Identity },
): Promise<void> {
  const { config, database, identity } = deps;
  const root = uploadsDir(config);
  const tusDir = path.join(root, 'tus');
  fs.mkdirSync(tusDir, { recursive: true });
  // ESM-only packages, loaded the way the database drivers are (db/client.ts).
  const [{ Server }, { FileStore }] = await Promise.all([import('@tus/server'), import('@tus/file-store')]);
  const datastore = new FileStore({ directory: tusDir });
  const allowed = new Set(config.corsOrigins);
  const publicBase = process.env.PUBLIC_API_URL?.replace(/\/$/, '');

  async function uidOf(authorization: string | null | undefined): Promise<string> {
    const token = bearer(authorization);
    if (!token) throw new UploadRejection(401, UPLOAD_MSG.unauthenticated);
    try {
      return (await identity.verify(token)).uid;
    } catch {
      throw new UploadRejection(401, UPLOAD_MSG.badToken);
    }
  }

  const tus = new Server({
    path: AVATAR_UPLOAD_PATH,
    datastore,
    maxSize: AVATAR_MAX_BYTES,
    relativeLocation: true,
    allowedOrigins: (origin: string) => allowed.has(origin),
    allowedHeaders: ['Authorization'],
    namingFunction: async (req) =>
      `${ownerPart(await uidOf(req.headers.get('authorization')))}_${randomBytes(12).toString('hex')}`,
    onUploadCreate: async (_req, upload) => {
      if (upload.sizeIsDeferred || upload.size === undefined) throw new UploadRejection(400, UPLOAD_MSG.noLength);
      if (upload.size === 0) throw new UploadRejection(400, UPLOAD_MSG.empty);
      if (upload.size > AVATAR_MAX_BYTES) throw new UploadRejection(413, UPLOAD_MSG.tooLarge);
      return {};
    },
    onUploadFinish: async (req, upload) => {
      const uid = ownerOfId(upload.id);
      if (!uid) throw new UploadRejection(403, UPLOAD_MSG.notOwner);
      const source = path.join(tusDir, upload.id);
      const discard = () => datastore.remove(upload.id).catch(() => undefined);
      const type = sniffImage(await readHead(source, 16));
      if (!type) {
        await discard();
        throw new UploadRejection(415, UPLOAD_MSG.notImage);
      }
      const folder = path.join(root, 'avatars', uid);
      await fsp.mkdir(folder, { recursive: true });
      // Write beside, then rename: a reader never sees half a picture.
      const temporary = path.join(folder, `.avatar-${upload.id}`);
      await fsp.copyFile(source, temporary);
      await fsp.rename(temporary, path.join(folder, 'avatar.jpg'));
      await discard();
      const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? `127.0.0.1:${config.port}`;
      const base = publicBase ?? `http://${host}`;
      const photoURL = `${base}/avatars/${encodeURIComponent(uid)}/avatar.jpg?v=${Date.now()}`;
      const authUser = await identity.auth.getUser(uid);
      await ensureUserRow(database.db, {
        uid,
        email: authUser.email ?? null,
        name: authUser.displayName ?? null,
        picture: authUser.photoURL ?? null,
      });
      await database.db.update(users).set({ photoURL, updatedAt: new Date() }).where(eq(users.uid, uid));
      await identity.auth.updateUser(uid, { photoURL });
      return { headers: { 'Upload-Photo-Url': photoURL, 'Access-Control-Expose-Headers': 'Upload-Photo-Url' } };
    },
    onResponseError: (_req, error) => {
      if (error instanceof UploadRejection) return { status_code: error.status_code, body: error.body };
      const status = (error as { status_code?: number }).status_code;
      if (status === 413) return { status_code: 413, body: UPLOAD_MSG.tooLarge };
      if (status === 404 || status === 410) return { status_code: status, body: UPLOAD_MSG.notFound };
      if (status !== undefined && status < 500) return undefined;
      app.log.error({ err: error }, 'avatar upload failed');
      return { status_code: 500, body: UPLOAD_MSG.failed };
    },
  });

  // tus reads the request body itself.
  app.addContentTypeParser(
    'application/offset+octet-stream',
    (_request: FastifyRequest, _payload: IncomingMessage, done) => done(null),
  );

  function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    return reply.code(status).type('text/plain; charset=utf-8').header('tus-resumable', '1.0.0').send(message);
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'OPTIONS') {
      let uid: string;
      try {
        uid = await uidOf(request.headers.authorization);
      } catch (error) {
        const rejection = error as UploadRejection;
        return refuse(request, reply, rejection.status_code, rejection.body);
      }
      const id = (request.params as { '*'?: string })['*'];
      if (id) {
        const owner = ownerOfId(id);
        if (owner === null) return refuse(request, reply, 404, UPLOAD_MSG.notFound);
        if (owner !== uid) return refuse(request, reply, 403, UPLOAD_MSG.notOwner);
      }
      const length = Number(request.headers['content-length'] ?? 0);
      if (request.method === 'PATCH' && length > CHUNK_MAX_BYTES) {
        return refuse(request, reply, 413, UPLOAD_MSG.chunkTooLarge);
      }
    }
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  for (const url of [AVATAR_UPLOAD_PATH, `${AVATAR_UPLOAD_PATH}/*`]) {
    app.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE'], url, handler: handle });
  }

  app.get('/avatars/:uid/avatar.jpg', async (request, reply) => {
    const { uid } = request.params as { uid: string };
    const file = path.join(root, 'avatars', uid, 'avatar.jpg');
    if (uid.includes('/') || uid.includes('..') || !file.startsWith(path.join(root, 'avatars'))) {
      return reply.code(404).type('text/plain; charset=utf-8').send(UPLOAD_MSG.avatarNotFound);
    }
    let data: Buffer;
    try {
      data = await fsp.readFile(file);
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send(UPLOAD_MSG.avatarNotFound);
    }
    return reply
      .type(sniffImage(data.subarray(0, 16)) ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
