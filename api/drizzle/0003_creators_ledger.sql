-- Creators, products under review, the money ledger and payouts. The old `payouts` table was never
-- written (no call created payouts before this migration), so it is reshaped in place.

CREATE TYPE "public"."ledger_account" AS ENUM('cash', 'fee', 'academy', 'loss', 'excess', 'payable', 'payout');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('sale', 'refund', 'payout_requested', 'payout_paid', 'payout_failed');--> statement-breakpoint
ALTER TYPE "public"."product_status" ADD VALUE 'archived';--> statement-breakpoint
CREATE TABLE "hosting_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"configuration_id" text NOT NULL,
	"team_id" text,
	"access_token_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"key" text NOT NULL,
	"order_id" text,
	"payout_id" text,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_key_uq" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"account" "ledger_account" NOT NULL,
	"user_id" text,
	"amount" bigint NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"product_id" text,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_amount_nonzero" CHECK ("ledger_lines"."amount" <> 0),
	CONSTRAINT "ledger_lines_owner" CHECK (("ledger_lines"."account" in ('payable', 'payout')) = ("ledger_lines"."user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_creator_id_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_payment_method_id_payment_methods_id_fk";
--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DEFAULT 'requested'::text;--> statement-breakpoint
DROP TYPE "public"."payout_status";--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('requested', 'paid', 'failed');--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DEFAULT 'requested'::"public"."payout_status";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DATA TYPE "public"."payout_status" USING "status"::"public"."payout_status";--> statement-breakpoint
DROP INDEX "payouts_creator_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "commission_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fee_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "commission_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "user_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "request_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_holder" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD COLUMN "sample_idea" text;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "hosting_connections" ADD CONSTRAINT "hosting_connections_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_transactions_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_connections_uq" ON "hosting_connections" USING btree ("user_id","provider","configuration_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_user_idx" ON "ledger_lines" USING btree ("user_id","account","available_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_product_idx" ON "ledger_lines" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_uid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_reviewed_by_users_uid_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_request_key_uq" ON "payouts" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_open_uq" ON "payouts" USING btree ("user_id") WHERE status = 'requested';--> statement-breakpoint
ALTER TABLE "payouts" DROP COLUMN "creator_id";--> statement-breakpoint
ALTER TABLE "payouts" DROP COLUMN "period_start";--> statement-breakpoint
ALTER TABLE "payouts" DROP COLUMN "period_end";--> statement-breakpoint
ALTER TABLE "payouts" DROP COLUMN "paid_at";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_commission_range" CHECK ("products"."commission_rate" between 0 and 50);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fee_range" CHECK ("transactions"."fee_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_commission_range" CHECK ("transactions"."commission_rate" between 0 and 100);