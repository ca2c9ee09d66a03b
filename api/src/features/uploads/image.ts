// File type from the file's first bytes (magic numbers), never from the name or the declared type.
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export type VideoType = 'video/mp4' | 'video/webm';
export type MediaType = ImageType | VideoType;

/** How many first bytes the sniffers read. */
export const SNIFF_BYTES = 64;

export function sniffImage(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((byte, i) => head[i] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

// The MP4 family shares its `ftyp` box with HEIC pictures and QuickTime files: only the major brands of MP4
// video that browsers play are taken.
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4']);

export function sniffVideo(head: Uint8Array): VideoType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (head.length >= 12 && ascii(4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(8, 12))) return 'video/mp4';
  // Matroska's EBML header, whose DocType says "webm" (a plain .mkv is not something a browser plays).
  const ebml = [0x1a, 0x45, 0xdf, 0xa3];
  if (head.length >= 8 && ebml.every((byte, i) => head[i] === byte) && ascii(4, head.length).includes('webm')) {
    return 'video/webm';
  }
  return null;
}

export const sniffMedia = (head: Uint8Array): MediaType | null => sniffImage(head) ?? sniffVideo(head);
