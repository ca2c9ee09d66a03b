-- One guard for every table the database keeps from the writes to other tables (the ledger's summaries and
-- releases, the orders per day, the user counts, an affiliate's links): a write that does not come from inside
-- a trigger (depth 1 is the guard itself, at the top level) is refused, as is TRUNCATE. The ledger summaries'
-- guard (0013_ledger_summaries) becomes it, renamed after what it guards (the triggers that call it follow:
-- they hold the function, not its name) and worded for every such table; the affiliate links' copy of it
-- (0014_affiliate_links) goes, their trigger now calling the one guard.
ALTER FUNCTION ledger_summary_guard() RENAME TO written_by_triggers_only;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION written_by_triggers_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'the rows of % are written by triggers only (% on %)', TG_TABLE_NAME, TG_OP, TG_TABLE_NAME
      USING ERRCODE = '42501';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER affiliate_links_guard ON affiliate_links;
--> statement-breakpoint
CREATE TRIGGER affiliate_links_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON affiliate_links
  FOR EACH STATEMENT EXECUTE FUNCTION written_by_triggers_only();
--> statement-breakpoint
DROP FUNCTION affiliate_links_guard();
