CREATE TABLE "affiliate_links" (
	"affiliate_id" text NOT NULL,
	"product_id" text,
	"course_id" text,
	"last_click_at" timestamp with time zone,
	"last_order_at" timestamp with time zone,
	"last_at" timestamp with time zone GENERATED ALWAYS AS (greatest(last_click_at, last_order_at)) STORED,
	CONSTRAINT "affiliate_links_uq" UNIQUE NULLS NOT DISTINCT("affiliate_id","product_id","course_id")
);
--> statement-breakpoint
CREATE INDEX "affiliate_links_last_idx" ON "affiliate_links" USING btree ("affiliate_id","last_at");--> statement-breakpoint
CREATE INDEX "orders_affiliate_target_paid_idx" ON "orders" USING btree ("affiliate_id","product_id","course_id","created_at") WHERE status = 'paid' and affiliate_id is not null;--> statement-breakpoint
-- An affiliate's links (schema/affiliates.ts affiliate_links), kept by the database: the last click on each
-- product, from every INSERT into affiliate_clicks; the last paid order (its creation time) of each product or
-- course, from every INSERT into orders and every UPDATE that changes an attributed order's status, affiliate,
-- target or time — recomputed from the paid orders then (an order leaving 'paid' may have been the latest),
-- one probe of the partial index each.
CREATE FUNCTION affiliate_links_clicked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO affiliate_links AS l (affiliate_id, product_id, course_id, last_click_at)
  SELECT affiliate_id, product_id, null, max(created_at) FROM affiliate_new_clicks
   WHERE product_id IS NOT NULL GROUP BY affiliate_id, product_id ORDER BY affiliate_id, product_id
  ON CONFLICT ON CONSTRAINT affiliate_links_uq DO UPDATE
    SET last_click_at = greatest(l.last_click_at, excluded.last_click_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION affiliate_links_ordered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO affiliate_links AS l (affiliate_id, product_id, course_id, last_order_at)
    SELECT affiliate_id, product_id, course_id, max(created_at) FROM affiliate_new_orders
     WHERE affiliate_id IS NOT NULL AND status = 'paid'
     GROUP BY affiliate_id, product_id, course_id ORDER BY affiliate_id, product_id, course_id
    ON CONFLICT ON CONSTRAINT affiliate_links_uq DO UPDATE
      SET last_order_at = greatest(l.last_order_at, excluded.last_order_at);
    RETURN NULL;
  END IF;
  WITH changed AS (
    SELECT o.affiliate_id AS old_affiliate, o.product_id AS old_product, o.course_id AS old_course,
           n.affiliate_id, n.product_id, n.course_id
      FROM affiliate_old_orders o JOIN affiliate_new_orders n ON n.id = o.id
     WHERE (o.status = 'paid' OR n.status = 'paid')
       AND (o.status, o.affiliate_id, o.product_id, o.course_id, o.created_at)
           IS DISTINCT FROM (n.status, n.affiliate_id, n.product_id, n.course_id, n.created_at)
  ), targets AS (
    SELECT old_affiliate AS affiliate_id, old_product AS product_id, old_course AS course_id
      FROM changed WHERE old_affiliate IS NOT NULL
    UNION
    SELECT affiliate_id, product_id, course_id FROM changed WHERE affiliate_id IS NOT NULL
  )
  INSERT INTO affiliate_links AS l (affiliate_id, product_id, course_id, last_order_at)
  SELECT t.affiliate_id, t.product_id, t.course_id,
         CASE WHEN t.product_id IS NOT NULL THEN
           (SELECT max(p.created_at) FROM orders p WHERE p.status = 'paid' AND p.affiliate_id = t.affiliate_id
               AND p.product_id = t.product_id)
         ELSE
           (SELECT max(p.created_at) FROM orders p WHERE p.status = 'paid' AND p.affiliate_id = t.affiliate_id
               AND p.product_id IS NULL AND p.course_id = t.course_id)
         END
    FROM targets t ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT affiliate_links_uq DO UPDATE SET last_order_at = excluded.last_order_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO affiliate_links (affiliate_id, product_id, course_id, last_click_at, last_order_at)
SELECT affiliate_id, product_id, course_id, max(clicked), max(ordered) FROM (
  SELECT affiliate_id, product_id, null::text AS course_id, created_at AS clicked, null::timestamptz AS ordered
    FROM affiliate_clicks WHERE product_id IS NOT NULL
  UNION ALL
  SELECT affiliate_id, product_id, course_id, null, created_at FROM orders
   WHERE affiliate_id IS NOT NULL AND status = 'paid'
) x GROUP BY affiliate_id, product_id, course_id;
--> statement-breakpoint
CREATE TRIGGER affiliate_clicks_links AFTER INSERT ON affiliate_clicks
  REFERENCING NEW TABLE AS affiliate_new_clicks FOR EACH STATEMENT EXECUTE FUNCTION affiliate_links_clicked();
--> statement-breakpoint
CREATE TRIGGER orders_affiliate_links_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS affiliate_new_orders FOR EACH STATEMENT EXECUTE FUNCTION affiliate_links_ordered();
--> statement-breakpoint
CREATE TRIGGER orders_affiliate_links_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS affiliate_old_orders NEW TABLE AS affiliate_new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION affiliate_links_ordered();
--> statement-breakpoint
-- Written by the triggers above only (depth 1 is this guard itself, at the top level), as the ledger summaries.
CREATE FUNCTION affiliate_links_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'affiliate links are written by their triggers only (% on %)', TG_OP, TG_TABLE_NAME
      USING ERRCODE = '42501';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER affiliate_links_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON affiliate_links
  FOR EACH STATEMENT EXECUTE FUNCTION affiliate_links_guard();
