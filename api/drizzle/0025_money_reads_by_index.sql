-- The affiliate dashboard and the admins' totals read by index alone at a million orders. An affiliate's paid
-- orders by payment time only index the paid ones (the period's count and the ten recent conversions need no
-- table visit). By hand, as drizzle-kit does not model INCLUDE: the orders by status carry their price (the
-- admins' totals are the ledger's stored sales less the refunded orders); the clicks by affiliate and time carry
-- their Vietnam day (clicks per day of a period); a user's payable lines by availability carry amount and role
-- (what of one role is still in its hold).
DROP INDEX "orders_affiliate_paid_idx";--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status") INCLUDE ("price");--> statement-breakpoint
CREATE INDEX "orders_affiliate_paid_idx" ON "orders" USING btree ("affiliate_id","paid_at") WHERE status = 'paid';--> statement-breakpoint
DROP INDEX "affiliate_clicks_affiliate_idx";--> statement-breakpoint
CREATE INDEX "affiliate_clicks_affiliate_idx" ON "affiliate_clicks" USING btree ("affiliate_id","created_at") INCLUDE ("day");--> statement-breakpoint
DROP INDEX "ledger_lines_user_idx";--> statement-breakpoint
CREATE INDEX "ledger_lines_user_idx" ON "ledger_lines" USING btree ("user_id","account","available_at") INCLUDE ("amount","role");
