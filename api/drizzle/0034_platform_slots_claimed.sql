-- Which of the platform's summary rows (its slots: schema/ledger.ts LEDGER_SLOTS) a transaction writes. Chosen
-- by transaction id modulo 8, two concurrent sales whose ids fell on the same slot waited for each other's
-- commit, and ten sales at once on eight slots always had some that did (measured: one backend in two waiting
-- for a lock). Now a transaction claims the lowest slot that no other open transaction holds, with a
-- transaction-scoped advisory lock taken without waiting, and keeps it for the rest of the transaction (a
-- transaction-local setting): up to 16 transactions write the platform's rows at once and none waits for
-- another; a seventeenth waits on the slot of its transaction id, as before. Claimed from slot 0 up, a quiet
-- day writes one row per key rather than one per slot, so a period's read sums fewer rows. The rows already
-- written keep their slots: every read sums whatever slots a key has.
CREATE FUNCTION ledger_platform_slot() RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  held text := nullif(current_setting('app.ledger_slot', true), '');
  chosen smallint;
BEGIN
  IF held IS NOT NULL THEN
    RETURN held::smallint;
  END IF;
  FOR s IN 0..15 LOOP
    IF pg_try_advisory_xact_lock(1280527444, s) THEN
      chosen := s;
      EXIT;
    END IF;
  END LOOP;
  chosen := coalesce(chosen, (txid_current() % 16)::smallint);
  PERFORM set_config('app.ledger_slot', chosen::text, true);
  RETURN chosen;
END $$;
--> statement-breakpoint
-- 0020_summary_reads_and_slots' functions, with the slot claimed once per statement, and only by a statement
-- that writes the platform's rows.
CREATE OR REPLACE FUNCTION ledger_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  platform_slot smallint := 0;
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_new_lines WHERE user_id IS NULL) THEN
    platform_slot := ledger_platform_slot();
  END IF;
  WITH lines AS MATERIALIZED (
    SELECT n.user_id, n.account, coalesce(n.role, '') AS role, n.product_id, n.amount,
           ((n.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date AS day,
           CASE WHEN n.user_id IS NULL THEN platform_slot ELSE 0::smallint END AS slot,
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
  SELECT ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, ledger_platform_slot(), count(*), 0
    FROM orders_daily_new_orders GROUP BY 1 ORDER BY 1
  ON CONFLICT (day, slot) DO UPDATE SET created = d.created + excluded.created;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_daily_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_daily AS d (day, slot, created, created_paid)
  SELECT ((o.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, ledger_platform_slot(), 0, count(*)
    FROM orders_daily_new_entries e JOIN orders o ON o.id = e.order_id
   WHERE e.kind = 'sale'
   GROUP BY 1 ORDER BY 1
  ON CONFLICT (day, slot) DO UPDATE SET created_paid = d.created_paid + excluded.created_paid;
  RETURN NULL;
END $$;
