-- Money that must not be kept (domain/ledger.ts has the rules; the database refuses their breaches too):
-- a refund after the hold may leave a user owing the platform (receivable), which only an admin writes off;
-- a refund may reduce or cancel an open payout request (its note says why); a suspended user's payout is not
-- paid without the admin's own reason; a self-referral is flagged on its order. The owner check compares the
-- account as text: an enum value added in this migration cannot be used before it commits.
ALTER TYPE "public"."ledger_account" ADD VALUE 'receivable';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'write_off';--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'canceled';--> statement-breakpoint
CREATE TABLE "visitor_accounts" (
	"visitor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visitor_accounts_visitor_id_user_id_pk" PRIMARY KEY("visitor_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_owner";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "self_referral" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "self_referral_affiliate_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "visitor_accounts" ADD CONSTRAINT "visitor_accounts_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_accounts_user_idx" ON "visitor_accounts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_self_referral_affiliate_id_users_uid_fk" FOREIGN KEY ("self_referral_affiliate_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_self_referral_idx" ON "orders" USING btree ("created_at") WHERE self_referral is not null;--> statement-breakpoint
CREATE INDEX "orders_self_referral_affiliate_idx" ON "orders" USING btree ("self_referral_affiliate_id") WHERE self_referral_affiliate_id is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_self_referral_reason" CHECK ("orders"."self_referral" is null or "orders"."self_referral" in ('shared-visitor', 'shared-bank-account', 'sign-up-referrer'));--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_owner" CHECK (("ledger_lines"."account"::text in ('payable', 'payout', 'receivable')) = ("ledger_lines"."user_id" is not null));;--> statement-breakpoint
-- What a user owes the platform (receivable) is a debit balance: nothing pays back more than is owed.
CREATE FUNCTION ledger_receivable_not_credit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_lines
      WHERE user_id = NEW.user_id AND account::text = 'receivable') < 0 THEN
    RAISE EXCEPTION 'user % would be owed by their receivable', NEW.user_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_lines_receivable_debit AFTER INSERT ON ledger_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.account::text = 'receivable')
  EXECUTE FUNCTION ledger_receivable_not_credit();
--> statement-breakpoint
-- Suspension holds money, kept by the database too: no commission is credited to a suspended user (the sale
-- gives it to the platform; it holds the affiliate's row while it reads the suspension, so a suspension waits
-- for it or it for the suspension), and a suspended user's payout is not paid unless an admin gave their own
-- reason for overriding the hold.
CREATE FUNCTION suspension_holds_money() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE uid = NEW.user_id AND suspended_at IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  IF TG_TABLE_NAME = 'ledger_lines' THEN
    RAISE EXCEPTION 'suspended user % cannot be credited a commission', NEW.user_id USING ERRCODE = '23514';
  END IF;
  RAISE EXCEPTION 'payout % of a suspended user needs an override reason', NEW.id USING ERRCODE = '23514';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_commission_not_suspended BEFORE INSERT ON ledger_lines
  FOR EACH ROW WHEN (NEW.role = 'commission' AND NEW.amount < 0)
  EXECUTE FUNCTION suspension_holds_money();
--> statement-breakpoint
CREATE TRIGGER payouts_suspension_hold BEFORE UPDATE ON payouts
  FOR EACH ROW WHEN (NEW.status = 'paid' AND OLD.status <> 'paid' AND NEW.override_reason IS NULL)
  EXECUTE FUNCTION suspension_holds_money();
