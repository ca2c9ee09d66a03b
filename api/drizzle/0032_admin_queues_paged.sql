-- The admins' payout and refund tabs are read a page at a time, each in its own order: the open ones newest
-- asked first ((status, created_at, id)), the decided ones last decided first (their own partial indexes),
-- so a page reads its own rows from the cursor on. They used to take the 500 newest asked and sort the
-- decided ones in the browser, so one asked long ago and decided today was missing; the indexes of that one
-- list of everything go with it.
DROP INDEX "refund_requests_created_idx";--> statement-breakpoint
DROP INDEX "payouts_created_idx";--> statement-breakpoint
DROP INDEX "refund_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "payouts_status_idx";--> statement-breakpoint
CREATE INDEX "refund_requests_done_idx" ON "refund_requests" USING btree (coalesce("sent_at", "decided_at", "created_at"),"id") WHERE status in ('sent', 'rejected');--> statement-breakpoint
CREATE INDEX "payouts_decided_idx" ON "payouts" USING btree (coalesce("decided_at", "created_at"),"id") WHERE status <> 'requested';--> statement-breakpoint
CREATE INDEX "refund_requests_status_created_idx" ON "refund_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at","id");