// Resumable uploads over tus (docs/architecture.md §4), for any kind of file a user sends: avatars, product
// covers, gallery pictures and videos. One kind = a path, a size limit, the file types it accepts (by magic bytes) and what to
// do with the finished file. Every request carries the owner's ID token (`Authorization: Bearer …`) and
// counts against the user's rate limit.
//
// Ownership: an upload's id is `<hex of the owner's uid>_<24 random hex>`, and a request may name exactly
// one id as the one path segment after the kind's path — the same segment tus acts on — so the owner
// checked is the owner of the upload touched (anything else: 404). Incomplete uploads expire after
// UPLOAD_EXPIRY_MS and are swept on start and every hour.
//
// Where the bytes wait: a folder of UPLOADS_DIR (tus/{kind}), or, with S3_*, the bucket through
// @tus/s3-store (a multipart upload per tus upload, its `{id}.info` and `{id}.part` objects at the bucket's
// root), so an upload begun through one instance resumes through any other.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '@app/shared/messages/server';
import type { Config } from '../../config';
import type { Identity } from '../../http/auth';
import type { Limiter } from '../../lib/rate-limit';
import { deleteS3Objects, s3ClientConfig } from '../../lib/storage';
import { SNIFF_BYTES, sniffMedia, type MediaType } from './image';

const MSG = serverMessages.uploads;

/** PATCH bodies (chunks) are at most this big. */
export const CHUNK_MAX_BYTES = 32 * 1024 * 1024;
/** An upload not finished within a day is deleted (a user cannot fill the disk with near-complete files). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** A refusal with its status and Vietnamese text (also thrown by a kind's `complete`). */
export class UploadRejection extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

export type UploadKind = {
  /** For the log. */
  name: string;
  /** e.g. '/uploads/avatars'; uploads are `${path}/<id>`. */
  path: string;
  /** Largest accepted file, announced before any byte is sent (Upload-Length). */
  maxBytes: number;
  /** Text for a file over `maxBytes`. */
  tooLargeMessage: string;
  /** The types accepted, told by the file's first bytes (never by its name or declared type). */
  accepts: readonly MediaType[];
  /** Text for a file of another type. */
  wrongTypeMessage: string;
  /**
   * Who may start an upload of this kind (checked on creation, after the token): resolves to null to allow
   * `uid`, else to the refusal's text (403). Absent: any signed-in user.
   */
  mayCreate?: (uid: string) => Promise<string | null>;
  /**
   * Turns the finished file (in the tus folder; deleted afterwards) into what is kept, for `uid`. Throws an
   * UploadRejection to refuse it. Resolves to headers for the client (e.g. the new URL).
   */
  complete: (done: { uid: string; uploadId: string; file: string; type: MediaType }) => Promise<Record<string, string>>;
};

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

const ownerPart = (uid: string) => Buffer.from(uid, 'utf8').toString('hex');
const UPLOAD_ID = /^([0-9a-f]{2,512})_[0-9a-f]{24}$/;

/** The owner's uid encoded in an upload id, or null when the id is not one of ours. */
export function ownerOfUploadId(id: string): string | null {
  const match = UPLOAD_ID.exec(id);
  if (!match || match[1].length % 2) return null;
  return Buffer.from(match[1], 'hex').toString('utf8');
}

function bearer(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** The sweep of each bucket in progress in this process. */
const bucketSweeps = new Map<string, Promise<number>>();

export type TusUploads = {
  /** Deletes incomplete uploads older than UPLOAD_EXPIRY_MS; resolves to how many. */
  sweepExpired: () => Promise<number>;
};

export async function registerTusUploads(
  app: FastifyInstance,
  // Only what the module uses, so a kind can be tested on its own.
  deps: {
    config: Pick<Config, 'corsOrigins'> & Partial<Pick<Config, 's3'>>;
    identity: Pick<Identity, 'verify' | 'holderOf'>;
    /** A suspended account uploads nothing, whatever its token. */
    suspended: (uid: string) => Promise<boolean>;
    limiter: Pick<Limiter, 'hit'>;
    dir: string;
  },
  kind: UploadKind,
): Promise<TusUploads> {
  const { config, identity, limiter } = deps;
  const s3 = config.s3;
  const tusDir = path.join(deps.dir, 'tus', kind.name);
  if (!s3) fs.mkdirSync(tusDir, { recursive: true });
  // ESM-only packages, loaded the way the database drivers are (db/client.ts).
  const { Server } = await import('@tus/server');
  const datastore = s3
    ? new (await import('@tus/s3-store')).S3Store({
        s3ClientConfig: { bucket: s3.bucket, ...s3ClientConfig(s3) },
        expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
        // Object tags are not implemented by every S3-compatible server (R2, s3rver); the sweep below
        // removes what expires, so no lifecycle rule needs them.
        useTags: false,
        // No copy of an upload's state in this process: another instance may finish, resume or sweep it
        // meanwhile, and a stale copy would answer for an upload that is gone. The bucket is the truth.
        cache: { get: async () => undefined, set: async () => undefined, delete: async () => undefined },
      })
    : new (await import('@tus/file-store')).FileStore({
        directory: tusDir,
        expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      });
  const allowed = new Set(config.corsOrigins);

  /**
   * The finished upload as a local file for `work` (sniffing, sharp): the file tus wrote on disk, or a
   * temporary copy of the object in the bucket, removed afterwards.
   */
  async function withFinishedFile<T>(id: string, work: (file: string) => Promise<T>): Promise<T> {
    if (!s3) return work(path.join(tusDir, id));
    const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'api-upload-'));
    try {
      const file = path.join(folder, 'upload');
      await pipeline((await datastore.read(id)) as Readable, fs.createWriteStream(file));
      return await work(file);
    } finally {
      await fsp.rm(folder, { recursive: true, force: true });
    }
  }

  /** Forgets a finished upload: the kept files are elsewhere now. */
  async function removeFinished(id: string): Promise<void> {
    await datastore.remove(id).catch(() => undefined);
    // S3Store.remove gives up when the multipart upload is already completed (NoSuchUpload) and leaves the
    // object and its info behind.
    if (s3) await deleteS3Objects(s3, [id, `${id}.info`, `${id}.part`]);
  }

  async function uidOf(authorization: string | null | undefined): Promise<string> {
    const token = bearer(authorization);
    if (!token) throw new UploadRejection(401, MSG.unauthenticated);
    let uid: string;
    try {
      // Writes the user's profile: the token's revocation is checked each time.
      uid = (await identity.verify(token, { strict: true })).uid;
    } catch (error) {
      // A suspension also disables the account, which fails the strict check first: a token that is otherwise
      // genuine is told why (403), as on every callable (http/server.ts), not "sign in again".
      const holder = await identity.holderOf(token, error);
      if (holder && (await deps.suspended(holder))) throw new UploadRejection(403, MSG.suspended);
      throw new UploadRejection(401, MSG.badToken);
    }
    if (await deps.suspended(uid)) throw new UploadRejection(403, MSG.suspended);
    return uid;
  }

  const tus = new Server({
    path: kind.path,
    datastore,
    maxSize: kind.maxBytes,
    relativeLocation: true,
    allowedOrigins: (origin: string) => allowed.has(origin),
    allowedHeaders: ['Authorization'],
    namingFunction: async (req) =>
      `${ownerPart(await uidOf(req.headers.get('authorization')))}_${randomBytes(12).toString('hex')}`,
    onUploadCreate: async (_req, upload) => {
      if (upload.sizeIsDeferred || upload.size === undefined) throw new UploadRejection(400, MSG.noLength);
      if (upload.size === 0) throw new UploadRejection(400, MSG.empty);
      if (upload.size > kind.maxBytes) throw new UploadRejection(413, kind.tooLargeMessage);
      return {};
    },
    onUploadFinish: async (_req, upload) => {
      const uid = ownerOfUploadId(upload.id);
      if (!uid) throw new UploadRejection(403, MSG.notOwner);
      try {
        const headers = await withFinishedFile(upload.id, async (file) => {
          const type = sniffMedia(await readHead(file, SNIFF_BYTES));
          if (!type || !kind.accepts.includes(type)) throw new UploadRejection(415, kind.wrongTypeMessage);
          return kind.complete({ uid, uploadId: upload.id, file, type });
        });
        return { headers: { ...headers, 'Access-Control-Expose-Headers': Object.keys(headers).join(', ') } };
      } finally {
        await removeFinished(upload.id).catch((error: unknown) =>
          app.log.error({ err: error, upload: kind.name }, 'upload removal'),
        );
      }
    },
    onResponseError: (_req, error) => {
      if (error instanceof UploadRejection) return { status_code: error.status_code, body: error.body };
      const status = (error as { status_code?: number }).status_code;
      if (status === 413) return { status_code: 413, body: kind.tooLargeMessage };
      if (status === 404 || status === 410) return { status_code: status, body: MSG.notFound };
      if (status !== undefined && status < 500) return undefined;
      app.log.error({ err: error, upload: kind.name }, 'upload failed');
      return { status_code: 500, body: MSG.failed };
    },
  });

  function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    return reply.code(status).type('text/plain; charset=utf-8').header('tus-resumable', '1.0.0').send(message);
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    {
      let uid: string;
      try {
        uid = await uidOf(request.headers.authorization);
      } catch (error) {
        const rejection = error as UploadRejection;
        return refuse(request, reply, rejection.status_code, rejection.body);
      }
      const verdict = await limiter.hit(`user:${uid}`);
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        return refuse(request, reply, 429, serverMessages.protocol.tooManyRequests);
      }
      const id = (request.params as { id?: string }).id;
      if (id !== undefined) {
        const owner = ownerOfUploadId(id);
        if (owner === null) return refuse(request, reply, 404, MSG.notFound);
        if (owner !== uid) return refuse(request, reply, 403, MSG.notOwner);
      }
      if (request.method === 'POST' && kind.mayCreate) {
        const refusal = await kind.mayCreate(uid);
        if (refusal !== null) return refuse(request, reply, 403, refusal);
      }
      const length = Number(request.headers['content-length'] ?? 0);
      if (request.method === 'PATCH' && length > CHUNK_MAX_BYTES) {
        return refuse(request, reply, 413, MSG.chunkTooLarge);
      }
    }
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  // tus reads the request body itself.
  if (!app.hasContentTypeParser('application/offset+octet-stream')) {
    app.addContentTypeParser(
      'application/offset+octet-stream',
      (_request: FastifyRequest, _payload: IncomingMessage, done) => done(null),
    );
  }
  app.route({ method: ['POST'], url: kind.path, handler: handle });
  // One segment only: the id tus acts on is the id checked above.
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${kind.path}/:id`, handler: handle });
  // Anything deeper is not an upload.
  app.route({
    method: ['POST', 'HEAD', 'PATCH', 'DELETE'],
    url: `${kind.path}/:id/*`,
    handler: (request, reply) => refuse(request, reply, 404, MSG.notFound),
  });

  // In a bucket every kind sees every kind's uploads: the kinds of one instance sweep it once at a time.
  const sweepExpired = async () => {
    if (!s3) return tus.cleanUpExpiredUploads();
    const running = bucketSweeps.get(s3.bucket);
    if (running) return running.then(() => 0);
    const sweeping = tus.cleanUpExpiredUploads().finally(() => bucketSweeps.delete(s3.bucket));
    bucketSweeps.set(s3.bucket, sweeping);
    return sweeping;
  };
  const sweep = () =>
    void sweepExpired().catch((error: unknown) => app.log.error({ err: error, upload: kind.name }, 'upload sweep'));
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return { sweepExpired };
}
