// Responsive variants of a product picture: the uploaded file is decoded once (sharp), checked (dimensions,
// pixel count: a decompression bomb is refused from its header, before any decoding), normalised (rotated,
// flattened, cropped or fitted) and encoded as AVIF, WebP and a JPEG fallback at a few widths, plus, for a
// cover, the 1200×630 picture link previews show. Every name carries a hash of the normalised pixels, so a
// name is never reused for other bytes and browsers may keep them forever.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CARD_MAX_WIDTH } from '@app/shared/media/picture';
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

type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * The most a picture a catalogue card can ask for (at most CARD_MAX_WIDTH wide) may weigh: a phone on a
 * slow line shows a page of cards. Detailed photographs pass it at the usual quality only up to about 320 px.
 */
export const CARD_MAX_BYTES = 30 * 1024;

/** Each format's qualities, best first: the first is used unless a size budget asks for a lower one. */
const QUALITIES: Record<ImageFormat, readonly number[]> = {
  avif: [50, 42, 35, 28],
  webp: [72, 60, 48, 38, 30],
  jpg: [78, 66, 54, 44, 36],
};

function encodeAt(image: sharp.Sharp, format: ImageFormat, quality: number): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality }).toBuffer();
  return image.jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
}

/**
 * The picture in `format` at its best quality, or, when `maxBytes` is given and that is heavier, at the
 * best of the lower qualities that fits; the lowest one when none does (a picture is never refused for it).
 */
export async function encode(image: () => sharp.Sharp, format: ImageFormat, maxBytes?: number): Promise<Buffer> {
  let data = await encodeAt(image(), format, QUALITIES[format][0]);
  for (const quality of QUALITIES[format].slice(1)) {
    if (maxBytes === undefined || data.length <= maxBytes) break;
    data = await encodeAt(image(), format, quality);
  }
  return data;
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
    // The widths a card may show keep to the card's weight; larger ones are for a page's main picture.
    const budget = target <= CARD_MAX_WIDTH ? CARD_MAX_BYTES : undefined;
    for (const format of IMAGE_FORMATS) {
      const data = await encode(() => raw().resize({ width: target }), format, budget);
      await storage.put(`${base}-${target}.${format}`, data);
    }
  }
  if (options.share) {
    const share = () => raw().resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' });
    await storage.put(`${base}-share.jpg`, await encode(share, 'jpg'));
  }
  return { base, width, height, widths };
}
