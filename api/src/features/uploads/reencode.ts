// Decoding and re-encoding an uploaded picture with sharp: what is kept and served is always a JPEG the
// server made (never the bytes as sent), so a polyglot file (image header, HTML or script after it) dies here.
import fsp from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { serverMessages } from '@app/shared/messages/server';
import { UploadRejection } from './tus';

/** Writes `target` as a `width`×`height` JPEG (cropped to cover); refused (415) when `source` does not decode. */
export async function reencodeJpeg(source: string, target: string, width: number, height: number): Promise<void> {
  try {
    await sharp(source, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toFile(target);
  } catch {
    await fsp.rm(target, { force: true });
    throw new UploadRejection(415, serverMessages.uploads.notImage);
  }
}

/**
 * Answers the JPEG the server encoded at `file` (never sniffed as anything else), kept by browsers as
 * `cacheControl` says; 404 with `missing` when there is no such file (or `file` is null: a refused name).
 */
export async function sendEncodedJpeg(reply: FastifyReply, file: string | null, cacheControl: string, missing: string) {
  const data = file ? await fsp.readFile(file).catch(() => null) : null;
  if (!data) return reply.code(404).type('text/plain; charset=utf-8').send(missing);
  return reply
    .type('image/jpeg')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(data);
}
