CREATE TABLE "ledger_balances" (
	"user_id" text,
	"account" "ledger_account" NOT NULL,
	"role" text NOT NULL,
	"amount" bigint NOT NULL,
	"sales" integer NOT NULL,
	"gross" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	CONSTRAINT "ledger_balances_uq" UNIQUE NULLS NOT DISTINCT("user_id","account","role")
);
--> statement-breakpoint
CREATE TABLE "ledger_daily" (
	"user_id" text,
	"account" "ledger_account" NOT NULL,
	"role" text NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	"sales" integer NOT NULL,
	"gross" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	CONSTRAINT "ledger_daily_uq" UNIQUE NULLS NOT DISTINCT("user_id","account","role","day")
);
--> statement-breakpoint
CREATE TABLE "ledger_product_daily" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"sales" integer NOT NULL,
	"gross" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	CONSTRAINT "ledger_product_daily_uq" UNIQUE("user_id","role","day","product_id")
);
--> statement-breakpoint
-- The ledger's stored summaries (schema/ledger.ts), kept by the database itself: after every INSERT into
-- ledger_lines, in the same statement and so the same transaction, one trigger adds the new lines to the
-- running balances and the daily rollups; any other write to them is refused. Only what does not depend on the
-- moment is stored (what is still in its hold is summed from the lines at read time: domain/balances.ts).
-- A statement-level trigger with a transition table, so a bulk insert (the money scale fixture writes millions
-- of lines per statement) updates each summary row once per statement, not once per line; the rows are
-- written in key order, so two transactions lock the rows they share in the same order.
-- A line counts as a sale (sales, gross: its order's price) when its entry is a sale, as refunded when its entry
-- is a refund; the Vietnam day is UTC+7 (no daylight saving), as @app/shared/time/vietnam.
CREATE FUNCTION ledger_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH lines AS MATERIALIZED (
    SELECT n.user_id, n.account, coalesce(n.role, '') AS role, n.product_id, n.amount,
           ((n.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date AS day,
           CASE WHEN e.kind = 'sale' THEN 1 ELSE 0 END AS sale,
           CASE WHEN e.kind = 'sale' THEN coalesce(o.price, 0) ELSE 0 END AS gross,
           CASE WHEN e.kind = 'refund' THEN coalesce(o.price, 0) ELSE 0 END AS refunded
      FROM ledger_new_lines n
      JOIN ledger_entries e ON e.id = n.entry_id
      LEFT JOIN orders o ON o.id = e.order_id
  ), balances AS (
    INSERT INTO ledger_balances AS s (user_id, account, role, amount, sales, gross, refunded)
    SELECT user_id, account, role, sum(amount), sum(sale), sum(gross), sum(refunded)
      FROM lines GROUP BY user_id, account, role ORDER BY user_id, account, role
    ON CONFLICT ON CONSTRAINT ledger_balances_uq DO UPDATE
      SET amount = s.amount + excluded.amount, sales = s.sales + excluded.sales,
          gross = s.gross + excluded.gross, refunded = s.refunded + excluded.refunded
  ), daily AS (
    INSERT INTO ledger_daily AS s (user_id, account, role, day, amount, sales, gross, refunded)
    SELECT user_id, account, role, day, sum(amount), sum(sale), sum(gross), sum(refunded)
      FROM lines GROUP BY user_id, account, role, day ORDER BY user_id, account, role, day
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
-- The summaries of the lines already written (the same sums as the trigger's, over every line).
INSERT INTO ledger_balances (user_id, account, role, amount, sales, gross, refunded)
SELECT n.user_id, n.account, coalesce(n.role, ''), sum(n.amount),
       count(*) FILTER (WHERE e.kind = 'sale'),
       coalesce(sum(o.price) FILTER (WHERE e.kind = 'sale'), 0),
       coalesce(sum(o.price) FILTER (WHERE e.kind = 'refund'), 0)
  FROM ledger_lines n JOIN ledger_entries e ON e.id = n.entry_id LEFT JOIN orders o ON o.id = e.order_id
 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO ledger_daily (user_id, account, role, day, amount, sales, gross, refunded)
SELECT n.user_id, n.account, coalesce(n.role, ''), ((n.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date,
       sum(n.amount), count(*) FILTER (WHERE e.kind = 'sale'),
       coalesce(sum(o.price) FILTER (WHERE e.kind = 'sale'), 0),
       coalesce(sum(o.price) FILTER (WHERE e.kind = 'refund'), 0)
  FROM ledger_lines n JOIN ledger_entries e ON e.id = n.entry_id LEFT JOIN orders o ON o.id = e.order_id
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO ledger_product_daily (user_id, role, day, product_id, amount, sales, gross, refunded)
SELECT n.user_id, coalesce(n.role, ''), ((n.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, n.product_id,
       sum(n.amount), count(*) FILTER (WHERE e.kind = 'sale'),
       coalesce(sum(o.price) FILTER (WHERE e.kind = 'sale'), 0),
       coalesce(sum(o.price) FILTER (WHERE e.kind = 'refund'), 0)
  FROM ledger_lines n JOIN ledger_entries e ON e.id = n.entry_id LEFT JOIN orders o ON o.id = e.order_id
 WHERE n.user_id IS NOT NULL AND n.product_id IS NOT NULL
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_summarise AFTER INSERT ON ledger_lines
  REFERENCING NEW TABLE AS ledger_new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_summarise();
--> statement-breakpoint
-- Written by the trigger above only: a write that does not come from inside a trigger (depth 1 is this guard
-- itself, at the top level) is refused, as is TRUNCATE.
CREATE FUNCTION ledger_summary_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger summaries are written by the ledger only (% on %)', TG_OP, TG_TABLE_NAME
      USING ERRCODE = '42501';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_balances_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_balances
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_summary_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_daily_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_daily
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_summary_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_product_daily_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_product_daily
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_summary_guard();
