-- Indexes for the money reads at a million orders. The per-user ledger index is completed by hand (drizzle-kit
-- does not model INCLUDE): it carries amount, available_at and role, so a user's balance, a statement's opening
-- balance, a period's earnings and the platform's sales by day are summed from the index alone, and the newest
-- of a user's lines (recent sales) are found by walking it backwards instead of every sale on the platform. The
-- admin lists walk their order's index (the open transfers their own, partial one) instead of sorting tables.
CREATE INDEX "bank_transfers_received_idx" ON "bank_transfers" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "bank_transfers_open_received_idx" ON "bank_transfers" USING btree ("received_at","id") WHERE resolved_at is null and (status = 'unmatched' or excess > 0);--> statement-breakpoint
CREATE INDEX "orders_affiliate_paid_idx" ON "orders" USING btree ("affiliate_id","paid_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_created_idx" ON "refund_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_user_created_idx" ON "ledger_lines" USING btree ("user_id","account","created_at")
  INCLUDE ("amount", "available_at", "role");
