// Contracts of product media: the cover, the gallery and the video as the API answers them. Pictures come as
// responsive variants named `${base}-${width}.${format}` (format avif, webp or jpg) for each of `widths`; the
// names carry a hash of the content, so they never change meaning and are cached for good.
import { z } from 'zod';
import { MAX_CAPTION_LENGTH, MAX_GALLERY_IMAGES } from './limits';
import { strict, text } from './common';

const size = z.number().int().positive();

export const mediaImageSchema = z.object({
  base: z.string(),
  /** The largest variant's size: the picture's proportions, so its box is reserved before it loads. */
  width: size,
  height: size,
  widths: z.array(size).min(1),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

/**
 * A video as stored and answered (a product's, a lesson's): served as uploaded (MP4 or WebM, checked by its first
 * bytes), with byte ranges; the poster shows before it plays.
 */
export const mediaVideoSchema = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(['video/mp4', 'video/webm']),
  bytes: z.number().int().positive(),
  poster: mediaImageSchema.nullable(),
});

export const productMediaSchema = z.object({
  /** 16:9; `${base}-share.jpg` is its 1200×630 picture for link previews. */
  cover: mediaImageSchema.nullable(),
  /** In the creator's order; the caption is the picture's alternative text. */
  gallery: z.array(mediaImageSchema.extend({ id: z.string(), caption: z.string() })).max(MAX_GALLERY_IMAGES),
  /** Its poster, else the cover. */
  video: mediaVideoSchema.nullable(),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;
export type GalleryImage = ProductMedia['gallery'][number];
export type ProductVideo = z.infer<typeof mediaVideoSchema>;

export const NO_MEDIA: ProductMedia = { cover: null, gallery: [], video: null };

/** The id of a finished tus upload of the caller's; `missing` is what an absent or empty one is told, when given. */
export const uploadIdField = (label: string, missing?: string) => {
  const invalid = `${label} không hợp lệ.`;
  return z
    .string({ error: (issue) => (issue.input === undefined && missing) || invalid })
    .min(1, { error: missing ?? invalid })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: invalid });
};

/** What saveProduct takes: the gallery (uploads with captions, in order) and the video with its poster. */
export const galleryInput = z
  .array(strict({ uploadId: uploadIdField('Ảnh'), caption: text('Chú thích ảnh', MAX_CAPTION_LENGTH) }), {
    error: 'Thư viện ảnh không hợp lệ.',
  })
  .max(MAX_GALLERY_IMAGES, { error: `Thư viện có tối đa ${MAX_GALLERY_IMAGES} ảnh.` });
export const videoInput = strict({
  uploadId: uploadIdField('Video'),
  /** A picture upload shown before the video plays; absent or null: the cover. */
  posterUploadId: uploadIdField('Ảnh xem trước').nullable().optional(),
});
/** A lesson's video: it has no cover to fall back on, so its poster is required. */
export const lessonVideoInput = strict({
  uploadId: uploadIdField('Video', 'Vui lòng tải video lên trước khi lưu.'),
  posterUploadId: uploadIdField('Ảnh xem trước', 'Vui lòng tải ảnh xem trước lên trước khi lưu.'),
});
