-- Reconciliation (/admin/reconciliation): the day's payouts paid, refunds sent and transfers settled are found by
-- index ranges, and the API's own daily check is written to the audit log without an admin, once per Vietnam day
-- (the unique index), whichever of several instances runs it first.
ALTER TABLE "admin_audit" ALTER COLUMN "admin_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_transfers_resolved_idx" ON "bank_transfers" USING btree ("resolved_at") WHERE resolved_at is not null;--> statement-breakpoint
CREATE INDEX "refund_requests_sent_idx" ON "refund_requests" USING btree ("sent_at") WHERE sent_at is not null;--> statement-breakpoint
CREATE INDEX "payouts_paid_idx" ON "payouts" USING btree ("decided_at") WHERE status = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "admin_audit_scheduled_check_uq" ON "admin_audit" USING btree ("object_id") WHERE action = 'reconciliation.check' and admin_id is null;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor" CHECK ("admin_audit"."admin_id" is not null or "admin_audit"."action" = 'reconciliation.check');