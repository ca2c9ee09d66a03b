// Contracts of the catalogue calls: categories, product list (search, sort, filters, paging), product detail.
import { z } from 'zod';
import { id, isoDate, noInput, pageNumber, searchQuery, strict, vnd } from './common';
import { productMediaSchema } from './media';

/**
 * A product's demo: the built-in ones (a Pong game, a 3D colour-picker button, "in development" text), `embed`
 * (the creator's own page, `demoUrl`, in a sandboxed frame) or `none` (no demo, no "Dùng thử" button).
 */
export const demoTypeSchema = z.enum(['pongGame', 'uiComponent', 'info', 'embed', 'none'], {
  error: 'Loại demo không hợp lệ.',
});
export type DemoType = z.infer<typeof demoTypeSchema>;

/**
 * The sample pages the platform ships and serves itself (shell/public/static/demo-samples): the seeded
 * products' embedded demos. Such an address is a path on the site's own origin.
 */
export const DEMO_SAMPLE_PATH = /^\/demo-samples\/[a-z0-9-]{1,64}\.html$/;

export const productStatusSchema = z.enum(['draft', 'pending', 'published', 'rejected', 'archived']);

export const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: vnd,
  categoryId: z.string(),
  categoryName: z.string(),
  subcategoryId: z.string().nullable(),
  subcategoryName: z.string().nullable(),
  demoType: demoTypeSchema,
  /** The embedded demo's address (demo type `embed` only, else null): public, it is what visitors try. */
  demoUrl: z.string().nullable(),
  /** "Bạn nhận được gì": what a buyer gets, one short line each. */
  whatYouGet: z.array(z.string()),
  appUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The cover, the gallery and the video (contracts/media.ts). */
  media: productMediaSchema,
  creatorId: z.string(),
  creatorName: z.string().nullable(),
  status: productStatusSchema,
  /** Affiliate commission, whole percent of the price (0–50). */
  commissionRate: z.number().int().min(0).max(50),
  /** Owner and admin views only (null for everyone else): the moderator's reason for a rejection. */
  rejectionReason: z.string().nullable(),
  /**
   * Owner and admin views only: material changes (title, price, app URL, media, demo address) to a published product waiting for
   * review, while the live version is what buyers see; `rejectionReason` set when a moderator refused them.
   */
  pendingChanges: z
    .object({
      title: z.string().optional(),
      price: vnd.optional(),
      appUrl: z.string().nullable().optional(),
      /** The whole proposed media with its thumbnail, when they differ from the live ones. */
      media: productMediaSchema.optional(),
      thumbnailUrl: z.string().nullable().optional(),
      /** A new address for the embedded demo (the live demo stays until a moderator accepts it). */
      demoUrl: z.string().optional(),
      submittedAt: isoDate,
      rejectionReason: z.string().optional(),
    })
    .nullable(),
  salesCount: z.number().int().nonnegative(),
  /** Listed reviews (contracts/reviews.ts) and their average stars, rounded to 2 decimals; null when none. */
  ratingCount: z.number().int().nonnegative(),
  ratingAverage: z.number().min(1).max(5).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Product = z.infer<typeof productSchema>;

/**
 * `topRated`: the best average of stars first, damped by how few reviews it rests on (schema/catalog.ts
 * rating_rank), rated products before unrated ones. `relevance`: best text match first; the default when a query is given (without a query it is
 * `newest`). The others apply with or without a query.
 */
export const PRODUCT_SORTS = ['newest', 'priceAsc', 'priceDesc', 'popular', 'topRated', 'relevance'] as const;
export const productSortSchema = z.enum(PRODUCT_SORTS, { error: 'Kiểu sắp xếp không hợp lệ.' });
export type ProductSort = z.infer<typeof productSortSchema>;

export const MAX_PAGE_SIZE = 50;

export const listProductsInput = strict({
  /**
   * Searched in title and description, ignoring Vietnamese diacritics and case: every word must begin a word
   * there (words of one or two letters must be a whole word). A search's `total` is exact up to 100 matches
   * and on its last page; above that it is an estimate never below what the pages already prove
   * (api/README.md, "The catalogue at scale").
   */
  query: searchQuery,
  sort: productSortSchema.optional(),
  categoryId: id('Danh mục').optional(),
  subcategoryId: id('Danh mục con').optional(),
  page: pageNumber,
  pageSize: z
    .number({ error: 'Số sản phẩm mỗi trang phải là số.' })
    .int({ error: 'Số sản phẩm mỗi trang phải là số nguyên.' })
    .min(1, { error: 'Số sản phẩm mỗi trang phải từ 1 trở lên.' })
    .max(MAX_PAGE_SIZE, { error: `Mỗi trang có tối đa ${MAX_PAGE_SIZE} sản phẩm.` })
    .optional(),
})
  .nullable()
  .optional();

export const listProductsOutput = z.object({
  items: z.array(productSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

export const getProductInput = strict({ productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.') });
export const getProductOutput = productSchema;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  productCount: z.number().int().nonnegative(),
  subcategories: z.array(z.object({ id: z.string(), name: z.string(), productCount: z.number().int().nonnegative() })),
});
export type Category = z.infer<typeof categorySchema>;

export const listCategoriesInput = noInput;
export const listCategoriesOutput = z.array(categorySchema);
