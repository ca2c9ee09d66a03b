CREATE TABLE "affiliate_clicks_daily" (
	"affiliate_id" text NOT NULL,
	"day" text NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "affiliate_clicks_daily_pk" PRIMARY KEY("affiliate_id","day")
);
--> statement-breakpoint
-- An affiliate's clicks per Vietnam day (schema/affiliates.ts affiliate_clicks_daily), kept by the database so
-- that the dashboard's period reads a row per day instead of every click (8,000 clicks in 30 days for the big
-- affiliate at a million orders: 6.9 ms of index reading a call, against 0.1 ms for its 30 rows). Statement
-- triggers with transition tables: a click adds to its day, rows written in key order (two transactions lock
-- the days they share in the same order); a click deleted (with its affiliate's account, which takes all of
-- theirs at once) takes from its day, and a day left with none loses its row. A click never moves to another
-- affiliate or day, and the clicks are never emptied behind the counts' back (both refused below).
CREATE FUNCTION affiliate_clicks_daily_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO affiliate_clicks_daily AS d (affiliate_id, day, clicks)
  SELECT affiliate_id, day, count(*) FROM affiliate_clicks_daily_new GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (affiliate_id, day) DO UPDATE SET clicks = d.clicks + excluded.clicks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION affiliate_clicks_daily_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE affiliate_clicks_daily d SET clicks = d.clicks - g.n
    FROM (SELECT affiliate_id, day, count(*) AS n FROM affiliate_clicks_daily_old GROUP BY 1, 2) g
   WHERE d.affiliate_id = g.affiliate_id AND d.day = g.day;
  DELETE FROM affiliate_clicks_daily d USING (SELECT DISTINCT affiliate_id, day FROM affiliate_clicks_daily_old) g
   WHERE d.affiliate_id = g.affiliate_id AND d.day = g.day AND d.clicks <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION affiliate_clicks_stay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a click keeps its affiliate and day, and clicks are not truncated (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
INSERT INTO affiliate_clicks_daily (affiliate_id, day, clicks)
SELECT affiliate_id, day, count(*) FROM affiliate_clicks GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER affiliate_clicks_daily_insert AFTER INSERT ON affiliate_clicks
  REFERENCING NEW TABLE AS affiliate_clicks_daily_new FOR EACH STATEMENT
  EXECUTE FUNCTION affiliate_clicks_daily_added();
--> statement-breakpoint
CREATE TRIGGER affiliate_clicks_daily_delete AFTER DELETE ON affiliate_clicks
  REFERENCING OLD TABLE AS affiliate_clicks_daily_old FOR EACH STATEMENT
  EXECUTE FUNCTION affiliate_clicks_daily_removed();
--> statement-breakpoint
CREATE TRIGGER affiliate_clicks_stay_update BEFORE UPDATE OF affiliate_id, day ON affiliate_clicks
  FOR EACH ROW WHEN ((OLD.affiliate_id, OLD.day) IS DISTINCT FROM (NEW.affiliate_id, NEW.day))
  EXECUTE FUNCTION affiliate_clicks_stay();
--> statement-breakpoint
CREATE TRIGGER affiliate_clicks_stay_truncate BEFORE TRUNCATE ON affiliate_clicks
  FOR EACH STATEMENT EXECUTE FUNCTION affiliate_clicks_stay();
--> statement-breakpoint
-- Written by the triggers above only (0021_one_summary_guard).
CREATE TRIGGER affiliate_clicks_daily_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON affiliate_clicks_daily
  FOR EACH STATEMENT EXECUTE FUNCTION written_by_triggers_only();
