// Decoding and re-encoding an uploaded picture with sharp: what is kept and served is always a JPEG the
// server made (never the bytes as sent), so a polyglot file (image header, HTML or script after it) dies here.
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { serverMessages } from '@app/shared/messages/server';
import type { Storage } from '../../lib/storage';
import { UploadRejection } from './tus';

/** A `width`×`height` JPEG (cropped to cover) of `source`; refused (415) when `source` does not decode. */
export async function reencodeJpeg(source: string, width: number, height: number): Promise<Buffer> {
  try {
    return await sharp(source, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw new UploadRejection(415, serverMessages.uploads.notImage);
  }
}

/**
 * Answers the JPEG the server encoded and stored under `key` (never sniffed as anything else), kept by
 * browsers as `cacheControl` says; 404 with `missing` when there is no such file (or `key` is null: a refused
 * name). With a public bucket (S3_PUBLIC_URL) the browser is sent there instead, with the same lifetime.
 */
export async function sendEncodedJpeg(
  reply: FastifyReply,
  storage: Storage,
  key: string | null,
  cacheControl: string,
  missing: string,
) {
  const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send(missing);
  if (key === null) return notFound();
  const elsewhere = storage.publicUrl(key);
  if (elsewhere) {
    if ((await storage.size(key)) === null) return notFound();
    return reply.header('cache-control', cacheControl).redirect(elsewhere, 302);
  }
  // Small pictures, read whole: an avatar replaced meanwhile is answered old or new, never half of each.
  const data = await storage.get(key);
  if (!data) return notFound();
  return reply
    .type('image/jpeg')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(data);
}
