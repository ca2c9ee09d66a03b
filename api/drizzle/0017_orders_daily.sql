CREATE TABLE "orders_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"created" integer NOT NULL,
	"created_paid" integer NOT NULL
);
--> statement-breakpoint
-- Orders per Vietnam day of their creation (schema/orders.ts orders_daily), kept by the database as the ledger's
-- summaries are (0013_ledger_summaries): statement-level triggers with transition tables, so a bulk insert
-- updates each day once per statement, rows written in day order (two transactions lock the days they share in
-- the same order). `created` counts every order inserted; `created_paid` counts every sale entry naming an order
-- (one per order: its key is unique), on the day its order was created — a sale is posted after its order was
-- made, so that day's row is already there. The Vietnam day is UTC+7 (no daylight saving).
CREATE FUNCTION orders_daily_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_daily AS d (day, created, created_paid)
  SELECT ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, count(*), 0
    FROM orders_daily_new_orders GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET created = d.created + excluded.created;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_daily_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_daily AS d (day, created, created_paid)
  SELECT ((o.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, 0, count(*)
    FROM orders_daily_new_entries e JOIN orders o ON o.id = e.order_id
   WHERE e.kind = 'sale'
   GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET created_paid = d.created_paid + excluded.created_paid;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The days of the orders already made (the same counts as the triggers', over every order and sale entry).
INSERT INTO orders_daily (day, created, created_paid)
SELECT ((o.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, count(*), count(e.id)
  FROM orders o LEFT JOIN ledger_entries e ON e.order_id = o.id AND e.kind = 'sale'
 GROUP BY 1;
--> statement-breakpoint
CREATE TRIGGER orders_daily_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS orders_daily_new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_daily_created();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_orders_daily AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS orders_daily_new_entries FOR EACH STATEMENT EXECUTE FUNCTION orders_daily_paid();
--> statement-breakpoint
-- Written by the triggers above only, refused otherwise by the ledger summaries' guard (0013_ledger_summaries).
CREATE TRIGGER orders_daily_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders_daily
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_summary_guard();
--> statement-breakpoint
-- The counts hold only while an order stays on its day: no code deletes an order or moves its creation time,
-- and the database refuses both (an order is a record of what a buyer asked for, as its ledger entries are).
CREATE FUNCTION orders_keep_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'orders are never deleted nor moved to another time (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_keep_day_delete BEFORE DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_day();
--> statement-breakpoint
CREATE TRIGGER orders_keep_day_update BEFORE UPDATE OF created_at ON orders
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION orders_keep_day();
