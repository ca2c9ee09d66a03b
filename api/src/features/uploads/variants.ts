// Responsive variants of a product picture: the uploaded file is decoded once (sharp), checked (dimensions,
// pixel count: a decompression bomb is refused from its header, before any decoding), normalised (rotated,
// flattened, cropped or fitted) and encoded as AVIF, WebP and a JPEG fallback at a few widths, plus, for a
// cover, the 1200×630 picture link previews show. Every name carries a hash of the normalised pixels, so a
// name is never reused for other bytes and browsers may keep them forever.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { serverMessages } from '@app/shared/messages/server';
import type { Storage } from '../../lib/storage';
import { UploadRejection } from './tus';

const MSG = serverMessages.media;

/** Above this many pixels a picture is refused unread (a small file can claim a huge canvas). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

export type ImageShape =
  /** Cropped to exactly width×height (a cover: every card the same box). */
  | { fit: 'cover'; width: number; height: number; widths: readonly number[]; minWidth: number; minHeight: number }
  /** Fitted inside max×max, never enlarged (a gallery picture keeps its own proportions). */
  | { fit: 'inside'; max: number; widths: readonly number[]; minWidth: number; minHeight: number };

export const COVER_SHAPE: ImageShape = {
  fit: 'cover',
  width: 1280,
  height: 720,
  widths: [320, 640, 960, 1280],
  minWidth: 640,
  minHeight: 360,
};
export const GALLERY_SHAPE: ImageShape = {
  fit: 'inside',
  max: 1600,
  widths: [480, 960, 1600],
  minWidth: 320,
  minHeight: 240,
};

/** Where a picture's variants are, in the store: `${base}-${width}.${format}` and, for a cover, `${base}-share.jpg`. */
export type StoredImage = { base: string; width: number; height: number; widths: number[] };

function encode(image: sharp.Sharp, format: (typeof IMAGE_FORMATS)[number]): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 72 }).toBuffer();
  return image.jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer();
}

/** Refuses what the header already tells is wrong (too many pixels, too small); 415 when it is not a picture. */
async function checkHeader(source: string | Buffer, shape: ImageShape): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(source, { limitInputPixels: false }).metadata());
  } catch {
    throw new UploadRejection(415, serverMessages.uploads.notImage);
  }
  if (!width || !height) throw new UploadRejection(415, serverMessages.uploads.notImage);
  if (width * height > MAX_INPUT_PIXELS) throw new UploadRejection(422, MSG.tooManyPixels);
  if (width < shape.minWidth || height < shape.minHeight) {
    throw new UploadRejection(422, MSG.tooSmall(shape.minWidth, shape.minHeight));
  }
}

/**
 * Makes and stores the variants of the picture at `source` under `${folder}/${hash}`; resolves to where they
 * are. Refuses (UploadRejection) a picture that is too big, too small or does not decode.
 */
export async function storeImageVariants(
  storage: Storage,
  folder: string,
  source: string | Buffer,
  shape: ImageShape,
  options: { share?: boolean } = {},
): Promise<StoredImage> {
  await checkHeader(source, shape);
  let master: { data: Buffer; info: sharp.OutputInfo };
  try {
    const decoded = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const sized =
      shape.fit === 'cover'
        ? decoded.resize(shape.width, shape.height, { fit: 'cover' })
        : decoded.resize(shape.max, shape.max, { fit: 'inside', withoutEnlargement: true });
    master = await sized.flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRejection(415, serverMessages.uploads.notImage);
  }
  const { width, height, channels } = master.info;
  const hash = createHash('sha256').update(`${width}x${height}:`).update(master.data).digest('hex').slice(0, 16);
  const base = `${folder}/${hash}`;
  const raw = () => sharp(master.data, { raw: { width, height, channels } });
  const widths = [...new Set([...shape.widths.filter((w) => w < width), width])];
  // One variant after the other: encoding is CPU-bound and the machine serves requests meanwhile.
  for (const target of widths) {
    for (const format of IMAGE_FORMATS) {
      const data = await encode(raw().resize({ width: target }), format);
      await storage.put(`${base}-${target}.${format}`, data);
    }
  }
  if (options.share) {
    const share = raw().resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' });
    await storage.put(`${base}-share.jpg`, await encode(share, 'jpg'));
  }
  return { base, width, height, widths };
}
