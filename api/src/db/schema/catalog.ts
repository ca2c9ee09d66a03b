// The catalogue: categories, products and wishlists.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { demoType, productStatus } from './enums';
import { users } from './users';

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

/** What a published product's pending material changes hold (products.pending_changes). */
export interface PendingProductChanges {
  title?: string;
  price?: number;
  appUrl?: string | null;
  /** When they were submitted (ISO). */
  submittedAt: string;
  /** Set when a moderator rejected them (the live version is unchanged). */
  rejectionReason?: string;
}

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.uid),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Title and description folded (lower case, no Vietnamese diacritics) for accent-insensitive search. */
    searchText: text('search_text').notNull(),
    price: integer('price').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: text('subcategory_id').references(() => subcategories.id),
    demoType: demoType('demo_type').notNull().default('info'),
    appUrl: text('app_url'),
    thumbnailUrl: text('thumbnail_url'),
    status: productStatus('status').notNull().default('draft'),
    /** The moderator's reason when the product (or its pending changes) was rejected; shown to the creator. */
    rejectionReason: text('rejection_reason'),
    /** Affiliate commission, whole percent of the price (0–50), taken from the creator's share (issue 13). */
    commissionRate: integer('commission_rate').notNull().default(0),
    /**
     * Material changes (title, price, app URL) to a published product, waiting for review: the live
     * version stays as it is until a moderator accepts them. Null when there are none.
     */
    pendingChanges: jsonb('pending_changes').$type<PendingProductChanges>(),
    /**
     * The creator is suspended (issue 14): the product leaves the catalogue like an archived one (owners keep
     * access) and comes back on restore, with its own status untouched. Kept on the product, in the same
     * transaction as the suspension, so the catalogue filters one table.
     */
    creatorSuspended: boolean('creator_suspended').notNull().default(false),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.price} >= 0`),
    check('products_commission_range', sql`${t.commissionRate} between 0 and 50`),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_category_idx').on(t.categoryId, t.subcategoryId),
    index('products_creator_idx').on(t.creatorId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
