// Contract of the search engines' list of public pages: every listed product and every public creator, read
// in keyset pages by the shell's page server (shell/server) to write /sitemap.xml and its child sitemaps.
import { z } from 'zod';
import { formatCount } from '../format';
import { id, isoDate, strict } from './common';

/** The most URLs one sitemap file may hold (the sitemaps protocol's limit); also the largest page of ids. */
export const SITEMAP_MAX_URLS = 50_000;

export const sitemapKindSchema = z.enum(['products', 'creators'], { error: 'Loại danh sách trang không hợp lệ.' });
export type SitemapKind = z.infer<typeof sitemapKindSchema>;

export const listSitemapEntriesInput = strict({
  kind: sitemapKindSchema,
  /** The last id of the previous page (keyset): the page holds the ids after it, in order. */
  after: id('vị trí trang', 'Vị trí trang không hợp lệ.').optional(),
  limit: z
    .number({ error: 'Số mục mỗi trang phải là số.' })
    .int({ error: 'Số mục mỗi trang phải là số nguyên.' })
    .min(1, { error: 'Số mục mỗi trang phải từ 1 trở lên.' })
    .max(SITEMAP_MAX_URLS, { error: `Mỗi trang có tối đa ${formatCount(SITEMAP_MAX_URLS)} mục.` })
    .optional(),
});

export const sitemapEntrySchema = z.object({
  id: z.string(),
  /** When the page last changed: a product's own update; a creator's profile or newest listed product. */
  updatedAt: isoDate,
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

export const listSitemapEntriesOutput = z.object({
  items: z.array(sitemapEntrySchema),
  /** The cursor of the next page (the last id here), or null when this page is the last. */
  next: z.string().nullable(),
});
