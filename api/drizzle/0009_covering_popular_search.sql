-- Hand-written (drizzle-kit does not model INCLUDE): the three best-selling-order indexes of the catalogue also
-- carry each product's search_vector. A search walks one of them in best-selling order, the order of
-- its relevance window and of `popular`, and tests each entry against the query inside the index (an
-- index-only scan) instead of reading the product row: a two-word search at 100,000 products went from
-- reading ~3,400 rows (20 ms warm) to ~1 ms. Same names and keys as before, so browsing uses them as it did.
DROP INDEX "products_listed_popular_idx";--> statement-breakpoint
DROP INDEX "products_listed_category_popular_idx";--> statement-breakpoint
DROP INDEX "products_listed_subcategory_popular_idx";--> statement-breakpoint
CREATE INDEX "products_listed_popular_idx" ON "products" USING btree ("sales_count" desc, "created_at" desc, "id")
  INCLUDE ("search_vector") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_category_popular_idx" ON "products" USING btree ("category_id", "sales_count" desc, "created_at" desc, "id")
  INCLUDE ("search_vector") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_subcategory_popular_idx" ON "products" USING btree ("subcategory_id", "sales_count" desc, "created_at" desc, "id", "category_id")
  INCLUDE ("search_vector") WHERE status = 'published' and not creator_suspended;
