// GET /media/{uploadId}/{name}: the variants of product pictures and product videos, from the store. Only the
// names the server writes are served (a manifest never is), with the type their name says (never sniffed),
// immutable (a name carries a hash of its content) and, for video, with byte ranges: a player asks for the
// part it needs (seeking, the first frames) instead of the whole file. With a public bucket (S3_PUBLIC_URL, a
// CDN in front) the browser is redirected there: the objects carry the same type and lifetime, and the CDN
// answers the ranges. A lesson video is the exception: served only at a signed address, privately cached and
// never from the public bucket (./signed-media.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serverMessages } from '@app/shared/messages/server';
import { now } from '../../lib/clock';
import { IMMUTABLE, type Storage } from '../../lib/storage';
import { signedUntil } from './signed-media';
import { ownerOfUploadId } from './tus';

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
const NAME = /^[0-9a-f]{16}(?:-(?:\d{2,4}|share))?\.(avif|webp|jpg|mp4|webm)$/;
/** Covers drawn by the API (seeded, or for a product published without one) are stored under
 * `seed-{productId}` and `drawn-{productId}`, not under an upload id. */
const DRAWN_FOLDER = /^(?:seed|drawn)-[A-Za-z0-9_-]{1,80}$/;

export type ByteRange = { start: number; end: number };

/**
 * The one range of a `Range: bytes=…` header within `size` bytes: null when absent (the whole file),
 * 'unsatisfiable' when it lies outside or asks for several ranges (answered 416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send(serverMessages.media.notFound);
}

/** Which files are paid for (a lesson's video) and the secret their addresses are signed with. */
export type PaidMedia = { secret: string; isPaid: (key: string) => Promise<boolean> };

const isVideo = (extension: string) => extension === 'mp4' || extension === 'webm';

export function registerMediaRoutes(app: FastifyInstance, storage: Storage, paid: PaidMedia): void {
  app.get('/media/:folder/:name', async (request, reply) => {
    const { folder, name } = request.params as { folder: string; name: string };
    const match = NAME.exec(name);
    if (!match || (ownerOfUploadId(folder) === null && !DRAWN_FOLDER.test(folder))) return notFound(reply);
    const key = `${folder}/${name}`;
    // A paid file without a valid signature is answered as if it did not exist: nothing tells it is there.
    let privateUntilMs: number | null = null;
    if (isVideo(match[1]) && (await paid.isPaid(key))) {
      const atMs = now().getTime();
      privateUntilMs = signedUntil(paid.secret, key, request.query, atMs);
      if (privateUntilMs === null) return notFound(reply);
      const seconds = Math.floor((privateUntilMs - atMs) / 1000);
      reply.header('cache-control', `private, max-age=${seconds}`);
    }
    const size = await storage.size(key);
    if (size === null) return notFound(reply);
    const elsewhere = privateUntilMs === null ? storage.publicUrl(key) : null;
    // The name never names other bytes, so the redirect is as permanent as the file.
    if (elsewhere) return reply.header('cache-control', IMMUTABLE).redirect(elsewhere, 301);
    if (privateUntilMs === null) reply.header('cache-control', IMMUTABLE);
    reply.type(TYPES[match[1]]).header('x-content-type-options', 'nosniff').header('accept-ranges', 'bytes');
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    if (range === null) return reply.header('content-length', size).send(await storage.stream(key));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(await storage.stream(key, range));
  });
}
