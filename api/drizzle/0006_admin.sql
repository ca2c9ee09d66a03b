ALTER TYPE "public"."ledger_account" ADD VALUE 'other' BEFORE 'payable';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'refund_sent';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'transfer_received';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'transfer_returned';--> statement-breakpoint
ALTER TYPE "public"."transaction_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."transfer_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "creator_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_id_users_uid_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_admin_idx" ON "admin_audit" USING btree ("admin_id","at");--> statement-breakpoint
CREATE INDEX "admin_audit_action_idx" ON "admin_audit" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "admin_audit_object_idx" ON "admin_audit" USING btree ("object_type","object_id","at");--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_uid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_resolved_by_users_uid_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_product_uq" ON "refund_requests" USING btree ("user_id","product_id") WHERE status in ('pending', 'approved') and product_id is not null;