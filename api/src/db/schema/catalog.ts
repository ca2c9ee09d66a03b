// The catalogue: categories, products and wishlists.
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt, textId, ref, requiredRef } from './columns';
import { ownerRef } from './user-refs';
import { demoType, productStatus } from './enums';
import type { ProductMedia } from '@app/shared/contracts/media';

export const categories = pgTable('categories', {
  id: textId(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: textId(),
    categoryId: requiredRef('category_id', () => categories.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The public catalogue's rule, as the partial indexes below state it. Queries must say it the same
 * way for the planner to use those indexes: `listed()` in features/catalog/products.ts writes these literals.
 */
export const LISTED_SQL = sql`status = 'published' and not creator_suspended`;

/** What a published product's pending material changes hold (products.pending_changes). */
export interface PendingProductChanges {
  title?: string;
  price?: number;
  appUrl?: string | null;
  /** The whole proposed media and the thumbnail that goes with its cover. */
  media?: ProductMedia;
  thumbnailUrl?: string | null;
  /**
   * A new address of the product's own demo page (demo type `embed`): buyers' browsers open it, so a
   * moderator checks it first; the live demo stays until then.
   */
  demoUrl?: string;
  /** When they were submitted (ISO). */
  submittedAt: string;
  /** Set when a moderator rejected them (the live version is unchanged). */
  rejectionReason?: string;
}

export const products = pgTable(
  'products',
  {
    id: textId(),
    creatorId: ownerRef('creator_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Title and description folded (lower case, no Vietnamese diacritics) for accent-insensitive search. */
    searchText: text('search_text').notNull(),
    /**
     * The words of `search_text` (PostgreSQL's own parser, the `simple` configuration: no stemming, no stop
     * words), kept by the database itself, for the catalogue's search index and its relevance rank.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    price: integer('price').notNull(),
    categoryId: requiredRef('category_id', () => categories.id),
    subcategoryId: ref('subcategory_id', () => subcategories.id),
    demoType: demoType('demo_type').notNull().default('info'),
    /** The address of the demo page when demo_type is `embed` (and only then: products_demo_url_embed). */
    demoUrl: text('demo_url'),
    /** "Bạn nhận được gì": what a buyer gets, one short line each, in the creator's order. */
    whatYouGet: text('what_you_get')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    appUrl: text('app_url'),
    thumbnailUrl: text('thumbnail_url'),
    /** Cover, gallery and video as the contract answers them (contracts/media.ts): read whole, never queried into. */
    media: jsonb('media')
      .$type<ProductMedia>()
      .notNull()
      .default(sql`'{"cover":null,"gallery":[],"video":null}'::jsonb`),
    status: productStatus('status').notNull().default('draft'),
    /** The moderator's reason when the product (or its pending changes) was rejected; shown to the creator. */
    rejectionReason: text('rejection_reason'),
    /** Affiliate commission, whole percent of the price (0–50), taken from the creator's share. */
    commissionRate: integer('commission_rate').notNull().default(0),
    /**
     * Material changes (title, price, app URL, media) to a published product, waiting for review: the live
     * version stays as it is until a moderator accepts them. Null when there are none.
     */
    pendingChanges: jsonb('pending_changes').$type<PendingProductChanges>(),
    /**
     * The creator is suspended: the product leaves the catalogue like an archived one (owners keep
     * access) and comes back on restore, with its own status untouched. Kept on the product, in the same
     * transaction as the suspension, so the catalogue filters one table.
     */
    creatorSuspended: boolean('creator_suspended').notNull().default(false),
    salesCount: integer('sales_count').notNull().default(0),
    /**
     * The product's rating from its listed reviews (schema/reviews.ts): how many, the sum of their stars, and
     * how many gave 1…5 stars. Written only by the reviews' trigger, in the transaction of the change that
     * moves them (migration 0024_reviews); the database checks that the three agree (products_rating_sums).
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingStars: integer('rating_stars')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    /**
     * The key of the "top rated" order: the average damped towards 3 stars by two imaginary 3-star reviews (one
     * 5-star review does not outrank forty reviews averaging 4.8), times 1000; 0 when unrated, so every rated
     * product comes first.
     */
    ratingRank: integer('rating_rank')
      .notNull()
      .generatedAlwaysAs(sql`case when rating_count = 0 then 0 else (rating_sum + 6) * 1000 / (rating_count + 2) end`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: ts('published_at'),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.price} >= 0`),
    check('products_commission_range', sql`${t.commissionRate} between 0 and 50`),
    // An embedded demo has its page and no other kind has one. Compared as text: a value added to an enum
    // cannot be used as a literal in the transaction that adds it (the same migration).
    check('products_demo_url_embed', sql`(${t.demoType}::text = 'embed') = (${t.demoUrl} is not null)`),
    check(
      'products_rating_sums',
      sql`cardinality(rating_stars) = 5
        and least(rating_stars[1], rating_stars[2], rating_stars[3], rating_stars[4], rating_stars[5]) >= 0
        and rating_count = rating_stars[1] + rating_stars[2] + rating_stars[3] + rating_stars[4] + rating_stars[5]
        and rating_sum = rating_stars[1] + 2 * rating_stars[2] + 3 * rating_stars[3] + 4 * rating_stars[4] + 5 * rating_stars[5]`,
    ),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_category_idx').on(t.categoryId, t.subcategoryId),
    index('products_creator_idx').on(t.creatorId),
    // The catalogue at scale: one index per public order, alone, in a category and in a subcategory,
    // each holding only listed products, so a page is read in order from its index and never sorted.
    ...catalogOrderIndexes(),
    index('products_listed_search_idx').using('gin', t.searchVector).where(LISTED_SQL),
  ],
);

/**
 * The keys of each public order (handlers.ts sorts by the same ones). Written as SQL rather than with drizzle's
 * `.asc()`/`.desc()`, which set the direction on the shared column object (the last index would win).
 */
const ORDER_KEYS = {
  newest: sql`"created_at" desc, "id"`,
  price_asc: sql`"price", "created_at" desc, "id"`,
  price_desc: sql`"price" desc, "created_at" desc, "id"`,
  popular: sql`"sales_count" desc, "created_at" desc, "id"`,
  top_rated: sql`"rating_rank" desc, "rating_count" desc, "created_at" desc, "id"`,
};

/**
 * The `popular` indexes also INCLUDE search_vector (migration 0009, written by hand: drizzle does not model
 * INCLUDE), so a search in best-selling order (its relevance window too) tests each entry in the index itself.
 */
function catalogOrderIndexes() {
  return Object.entries(ORDER_KEYS).flatMap(([name, keys]) => [
    index(`products_listed_${name}_idx`).on(keys).where(LISTED_SQL),
    index(`products_listed_category_${name}_idx`)
      .on(sql`"category_id", ${keys}`)
      .where(LISTED_SQL),
    // category_id last: the catalogue filters a subcategory with its category, which the scan then checks
    // in the index itself (an index-only scan, even at page 50).
    index(`products_listed_subcategory_${name}_idx`)
      .on(sql`"subcategory_id", ${keys}, "category_id"`)
      .where(LISTED_SQL),
  ]);
}

/**
 * How many listed products each category and subcategory holds: the catalogue's totals and
 * listCategories read them instead of counting. Kept by a trigger on products (migration 0008), in the same
 * transaction as the change, so they are always exact. `subcategory_id` is '' for products without one.
 */
export const catalogCounts = pgTable(
  'catalog_counts',
  {
    categoryId: text('category_id').notNull(),
    subcategoryId: text('subcategory_id').notNull().default(''),
    listed: integer('listed').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.subcategoryId] }),
    check('catalog_counts_listed_nonneg', sql`${t.listed} >= 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: ownerRef(),
    productId: requiredRef('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
