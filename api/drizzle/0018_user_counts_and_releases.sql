CREATE TABLE "user_counts" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"users" integer NOT NULL,
	"creators" integer NOT NULL,
	"suspended" integer NOT NULL,
	CONSTRAINT "user_counts_one_row" CHECK ("user_counts"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ledger_releases" (
	"user_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_releases_uq" UNIQUE("user_id","hour")
);
--> statement-breakpoint
-- How many users, creators and suspended users there are (schema/users.ts user_counts), kept by the database:
-- inserts and deletes by statement (a bulk insert adds its count once), a change of roles or suspension by row
-- (only when the statement sets those columns). One row: a sign-up waits for another's to commit, briefly.
CREATE FUNCTION user_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_counts SET
    users = users + (SELECT count(*) FROM user_counts_new),
    creators = creators + (SELECT count(*) FROM user_counts_new WHERE 'creator' = ANY(roles)),
    suspended = suspended + (SELECT count(*) FROM user_counts_new WHERE suspended_at IS NOT NULL)
  WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_counts SET
    users = users - (SELECT count(*) FROM user_counts_old),
    creators = creators - (SELECT count(*) FROM user_counts_old WHERE 'creator' = ANY(roles)),
    suspended = suspended - (SELECT count(*) FROM user_counts_old WHERE suspended_at IS NOT NULL)
  WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  creator_change integer := ('creator' = ANY(NEW.roles))::integer - ('creator' = ANY(OLD.roles))::integer;
  suspended_change integer := (NEW.suspended_at IS NOT NULL)::integer - (OLD.suspended_at IS NOT NULL)::integer;
BEGIN
  IF creator_change <> 0 OR suspended_change <> 0 THEN
    UPDATE user_counts SET creators = creators + creator_change, suspended = suspended + suspended_change
     WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO user_counts (id, users, creators, suspended)
SELECT 1, count(*), count(*) FILTER (WHERE 'creator' = ANY(roles)), count(*) FILTER (WHERE suspended_at IS NOT NULL)
  FROM users;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS user_counts_new FOR EACH STATEMENT EXECUTE FUNCTION user_counts_add();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS user_counts_old FOR EACH STATEMENT EXECUTE FUNCTION user_counts_remove();
--> statement-breakpoint
CREATE TRIGGER users_count_change AFTER UPDATE OF roles, suspended_at ON users
  FOR EACH ROW EXECUTE FUNCTION user_counts_change();
--> statement-breakpoint
-- TRUNCATE would leave the counts behind: refused (no code empties the users).
CREATE FUNCTION users_keep_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'users are not truncated: user_counts counts them (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER users_keep_counted BEFORE TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_keep_counted();
--> statement-breakpoint
-- Written by the triggers above only, refused otherwise by the ledger summaries' guard (0013_ledger_summaries).
CREATE TRIGGER user_counts_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_counts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_summary_guard();
--> statement-breakpoint
-- When held money becomes available (schema/ledger.ts ledger_releases): the payable lines written with a hold
-- (available_at later than created_at — a sale's earning, and the reversal of a sale refunded inside its hold,
-- which carries the sale's available_at), summed per user and UTC hour of available_at, with the earliest
-- instant. Lines are never updated nor deleted, so adding each statement's new lines keeps the sums exact.
CREATE FUNCTION ledger_releases_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_releases AS s (user_id, hour, amount, first_at)
  SELECT user_id, date_trunc('hour', available_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', sum(amount), min(available_at)
    FROM ledger_releases_new
   WHERE account = 'payable' AND user_id IS NOT NULL AND available_at > created_at
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT ledger_releases_uq DO UPDATE
    SET amount = s.amount + excluded.amount, first_at = least(s.first_at, excluded.first_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO ledger_releases (user_id, hour, amount, first_at)
SELECT user_id, date_trunc('hour', available_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', sum(amount), min(available_at)
  FROM ledger_lines
 WHERE account = 'payable' AND user_id IS NOT NULL AND available_at > created_at
 GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_releases AFTER INSERT ON ledger_lines
  REFERENCING NEW TABLE AS ledger_releases_new FOR EACH STATEMENT EXECUTE FUNCTION ledger_releases_add();
--> statement-breakpoint
CREATE TRIGGER ledger_releases_guard BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_releases
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_summary_guard();
