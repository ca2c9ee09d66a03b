CREATE TABLE "catalog_counts" (
	"category_id" text NOT NULL,
	"subcategory_id" text DEFAULT '' NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_counts_category_id_subcategory_id_pk" PRIMARY KEY("category_id","subcategory_id"),
	CONSTRAINT "catalog_counts_listed_nonneg" CHECK ("catalog_counts"."listed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_category_newest_idx" ON "products" USING btree ("category_id", "created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_subcategory_newest_idx" ON "products" USING btree ("subcategory_id", "created_at" desc, "id", "category_id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_price_asc_idx" ON "products" USING btree ("price", "created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_category_price_asc_idx" ON "products" USING btree ("category_id", "price", "created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_subcategory_price_asc_idx" ON "products" USING btree ("subcategory_id", "price", "created_at" desc, "id", "category_id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_price_desc_idx" ON "products" USING btree ("price" desc, "created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_category_price_desc_idx" ON "products" USING btree ("category_id", "price" desc, "created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_subcategory_price_desc_idx" ON "products" USING btree ("subcategory_id", "price" desc, "created_at" desc, "id", "category_id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_popular_idx" ON "products" USING btree ("sales_count" desc, "created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_category_popular_idx" ON "products" USING btree ("category_id", "sales_count" desc, "created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_subcategory_popular_idx" ON "products" USING btree ("subcategory_id", "sales_count" desc, "created_at" desc, "id", "category_id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_search_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): catalog_counts follows every change of a product's
-- listing (status, creator suspension, category, subcategory), in the same transaction, so the catalogue's
-- totals and listCategories read exact numbers without counting.
CREATE FUNCTION catalog_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_listed boolean := TG_OP <> 'INSERT' AND OLD.status = 'published' AND NOT OLD.creator_suspended;
  is_listed boolean := TG_OP <> 'DELETE' AND NEW.status = 'published' AND NOT NEW.creator_suspended;
BEGIN
  IF was_listed AND is_listed AND OLD.category_id = NEW.category_id
     AND coalesce(OLD.subcategory_id, '') = coalesce(NEW.subcategory_id, '') THEN
    RETURN NULL;
  END IF;
  IF was_listed THEN
    UPDATE catalog_counts SET listed = listed - 1
      WHERE category_id = OLD.category_id AND subcategory_id = coalesce(OLD.subcategory_id, '');
  END IF;
  IF is_listed THEN
    INSERT INTO catalog_counts AS c (category_id, subcategory_id, listed)
      VALUES (NEW.category_id, coalesce(NEW.subcategory_id, ''), 1)
      ON CONFLICT (category_id, subcategory_id) DO UPDATE SET listed = c.listed + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_counts_insert_delete AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION catalog_counts_follow();
--> statement-breakpoint
CREATE TRIGGER catalog_counts_update AFTER UPDATE OF status, creator_suspended, category_id, subcategory_id ON products
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.creator_suspended IS DISTINCT FROM NEW.creator_suspended
        OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id)
  EXECUTE FUNCTION catalog_counts_follow();
--> statement-breakpoint
CREATE FUNCTION catalog_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_truncate();
--> statement-breakpoint
INSERT INTO catalog_counts (category_id, subcategory_id, listed)
  SELECT category_id, coalesce(subcategory_id, ''), count(*) FROM products
  WHERE status = 'published' AND NOT creator_suspended
  GROUP BY 1, 2;
