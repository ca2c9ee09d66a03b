CREATE TABLE "order_refunds" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"orders" integer NOT NULL,
	"gross" bigint NOT NULL,
	CONSTRAINT "order_refunds_one_row" CHECK ("order_refunds"."id" = 1)
);
--> statement-breakpoint
-- How many orders are refunded and what they had cost (schema/orders.ts order_refunds), kept by the database so
-- that the admin totals read one row instead of every refunded order (about 20,000 at a million orders, and
-- growing with history). A row trigger fires only for an order written as refunded or whose refunded-ness (or
-- price while refunded) changes: an approval adds its order in its own transaction; every other order write
-- (an order made, paid, expired) does not touch the row, so sales never wait on it. Orders are never deleted
-- nor truncated (0017_orders_daily refuses both), so nothing is taken away otherwise. The status is compared as
-- text: on a new database every migration runs in one transaction, where the enum value 'refunded' (added by
-- 0006_admin) cannot be used as a value of the enum yet.
CREATE FUNCTION order_refunds_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP = 'UPDATE' AND OLD.status::text = 'refunded';
  is_now boolean := NEW.status::text = 'refunded';
BEGIN
  UPDATE order_refunds SET
    orders = orders + is_now::integer - was::integer,
    gross = gross + CASE WHEN is_now THEN NEW.price ELSE 0 END - CASE WHEN was THEN OLD.price ELSE 0 END
  WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO order_refunds (id, orders, gross)
SELECT 1, count(*), coalesce(sum(price), 0) FROM orders WHERE status::text = 'refunded';
--> statement-breakpoint
CREATE TRIGGER orders_refunds_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.status::text = 'refunded') EXECUTE FUNCTION order_refunds_count();
--> statement-breakpoint
CREATE TRIGGER orders_refunds_change AFTER UPDATE OF status, price ON orders
  FOR EACH ROW WHEN ((OLD.status::text = 'refunded') IS DISTINCT FROM (NEW.status::text = 'refunded')
                     OR (NEW.status::text = 'refunded' AND OLD.price IS DISTINCT FROM NEW.price))
  EXECUTE FUNCTION order_refunds_count();
--> statement-breakpoint
-- Written by the triggers above only (0021_one_summary_guard).
CREATE TRIGGER order_refunds_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_refunds
  FOR EACH STATEMENT EXECUTE FUNCTION written_by_triggers_only();
