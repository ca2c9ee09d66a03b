-- The reads that summed every line get their own stored rows: the trial balance at the end of a day is the running
-- balances less the daily rows of the later days (found by day), and a user's statement per day (its line count
-- and net) is kept beside the other summaries, by a trigger of its own.
CREATE TABLE "ledger_user_daily" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"entries" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_user_daily_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
-- Carries the account and the amount (by hand: drizzle does not model INCLUDE), so the trial balance reads the
-- later days' rows from the index alone.
CREATE INDEX "ledger_daily_day_idx" ON "ledger_daily" USING btree ("day") INCLUDE ("account", "amount");--> statement-breakpoint
-- A user's statement per day (schema/ledger.ts ledger_user_daily): the entries that moved the user's own accounts
-- and the net of those lines, kept as the other summaries are (0013_ledger_summaries): after every INSERT into
-- ledger_lines, in the same statement, from its transition table, rows written in key order. An entry's lines are
-- inserted in one statement at one instant, so counting the distinct entries of each statement's lines counts
-- each entry once.
CREATE FUNCTION ledger_user_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_user_daily AS s (user_id, day, entries, amount)
  SELECT user_id, ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, count(DISTINCT entry_id), sum(amount)
    FROM ledger_user_daily_new WHERE user_id IS NOT NULL
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT ledger_user_daily_pk DO UPDATE
    SET entries = s.entries + excluded.entries, amount = s.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The statement's rows of the lines already written (the same sums, over every line).
INSERT INTO ledger_user_daily (user_id, day, entries, amount)
SELECT user_id, ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, count(DISTINCT entry_id), sum(amount)
  FROM ledger_lines WHERE user_id IS NOT NULL
 GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_user_daily AFTER INSERT ON ledger_lines
  REFERENCING NEW TABLE AS ledger_user_daily_new FOR EACH STATEMENT EXECUTE FUNCTION ledger_user_daily_add();
--> statement-breakpoint
-- Written by the trigger above only, refused otherwise by the ledger summaries' guard (0013_ledger_summaries).
CREATE TRIGGER ledger_user_daily_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_user_daily
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_summary_guard();
--> statement-breakpoint
-- The platform's summary rows in slots (schema/ledger.ts LEDGER_SLOTS), so that concurrent sales stop waiting for
-- each other's commit: the rows already there become slot 0.
ALTER TABLE "ledger_balances" DROP CONSTRAINT "ledger_balances_uq";--> statement-breakpoint
ALTER TABLE "ledger_daily" DROP CONSTRAINT "ledger_daily_uq";--> statement-breakpoint
ALTER TABLE "orders_daily" DROP CONSTRAINT "orders_daily_pkey";--> statement-breakpoint
ALTER TABLE "orders_daily" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_daily" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_daily" ADD CONSTRAINT "orders_daily_pk" PRIMARY KEY("day","slot");--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_uq" UNIQUE NULLS NOT DISTINCT("user_id","account","role","slot");--> statement-breakpoint
ALTER TABLE "ledger_daily" ADD CONSTRAINT "ledger_daily_uq" UNIQUE NULLS NOT DISTINCT("user_id","account","role","day","slot");
--> statement-breakpoint
-- Every sale writes the platform's summary rows (its cash and fee running balances, their rows of the day, the
-- day's orders): one row per key, locked from the sale's posting until its commit, would make concurrent sales
-- wait for each other's commit. So each transaction writes its own of LEDGER_SLOTS (8) rows per key of the
-- platform's (chosen by its transaction id: concurrent transactions have consecutive ids, hence different
-- slots), and a read sums the slots. A user's rows stay one per key (slot 0): only that user's own sales share
-- them. The functions are 0013_ledger_summaries' and 0017_orders_daily's but for the slot.
CREATE OR REPLACE FUNCTION ledger_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH lines AS MATERIALIZED (
    SELECT n.user_id, n.account, coalesce(n.role, '') AS role, n.product_id, n.amount,
           ((n.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date AS day,
           CASE WHEN n.user_id IS NULL THEN (txid_current() % 8)::smallint ELSE 0::smallint END AS slot,
           CASE WHEN e.kind = 'sale' THEN 1 ELSE 0 END AS sale,
           CASE WHEN e.kind = 'sale' THEN coalesce(o.price, 0) ELSE 0 END AS gross,
           CASE WHEN e.kind = 'refund' THEN coalesce(o.price, 0) ELSE 0 END AS refunded
      FROM ledger_new_lines n
      JOIN ledger_entries e ON e.id = n.entry_id
      LEFT JOIN orders o ON o.id = e.order_id
  ), balances AS (
    INSERT INTO ledger_balances AS s (user_id, account, role, slot, amount, sales, gross, refunded)
    SELECT user_id, account, role, slot, sum(amount), sum(sale), sum(gross), sum(refunded)
      FROM lines GROUP BY user_id, account, role, slot ORDER BY user_id, account, role, slot
    ON CONFLICT ON CONSTRAINT ledger_balances_uq DO UPDATE
      SET amount = s.amount + excluded.amount, sales = s.sales + excluded.sales,
          gross = s.gross + excluded.gross, refunded = s.refunded + excluded.refunded
  ), daily AS (
    INSERT INTO ledger_daily AS s (user_id, account, role, day, slot, amount, sales, gross, refunded)
    SELECT user_id, account, role, day, slot, sum(amount), sum(sale), sum(gross), sum(refunded)
      FROM lines GROUP BY user_id, account, role, day, slot ORDER BY user_id, account, role, day, slot
    ON CONFLICT ON CONSTRAINT ledger_daily_uq DO UPDATE
      SET amount = s.amount + excluded.amount, sales = s.sales + excluded.sales,
          gross = s.gross + excluded.gross, refunded = s.refunded + excluded.refunded
  )
  INSERT INTO ledger_product_daily AS s (user_id, role, day, product_id, amount, sales, gross, refunded)
  SELECT user_id, role, day, product_id, sum(amount), sum(sale), sum(gross), sum(refunded)
    FROM lines WHERE user_id IS NOT NULL AND product_id IS NOT NULL
   GROUP BY user_id, role, day, product_id ORDER BY user_id, role, day, product_id
  ON CONFLICT ON CONSTRAINT ledger_product_daily_uq DO UPDATE
    SET amount = s.amount + excluded.amount, sales = s.sales + excluded.sales,
        gross = s.gross + excluded.gross, refunded = s.refunded + excluded.refunded;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_daily_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_daily AS d (day, slot, created, created_paid)
  SELECT ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, (txid_current() % 8)::smallint, count(*), 0
    FROM orders_daily_new_orders GROUP BY 1 ORDER BY 1
  ON CONFLICT (day, slot) DO UPDATE SET created = d.created + excluded.created;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_daily_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_daily AS d (day, slot, created, created_paid)
  SELECT ((o.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, (txid_current() % 8)::smallint, 0, count(*)
    FROM orders_daily_new_entries e JOIN orders o ON o.id = e.order_id
   WHERE e.kind = 'sale'
   GROUP BY 1 ORDER BY 1
  ON CONFLICT (day, slot) DO UPDATE SET created_paid = d.created_paid + excluded.created_paid;
  RETURN NULL;
END $$;
