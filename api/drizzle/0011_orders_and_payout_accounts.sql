-- One word per concept: a purchase is an order, a creator's bank account for payouts is a payout account.
-- Every object is renamed in place (never dropped and recreated), so every stored row, key and index stays.
ALTER TYPE "public"."transaction_status" RENAME TO "order_status";--> statement-breakpoint
ALTER TABLE "transactions" RENAME TO "orders";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_pkey" TO "orders_pkey";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_buyer_id_users_uid_fk" TO "orders_buyer_id_users_uid_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_product_id_products_id_fk" TO "orders_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_course_id_courses_id_fk" TO "orders_course_id_courses_id_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_affiliate_id_users_uid_fk" TO "orders_affiliate_id_users_uid_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_one_target" TO "orders_one_target";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_price_nonneg" TO "orders_price_nonneg";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_fee_range" TO "orders_fee_range";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_commission_range" TO "orders_commission_range";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "transactions_id_format" TO "orders_id_format";--> statement-breakpoint
ALTER INDEX "transactions_buyer_idx" RENAME TO "orders_buyer_idx";--> statement-breakpoint
ALTER INDEX "transactions_affiliate_idx" RENAME TO "orders_affiliate_idx";--> statement-breakpoint
ALTER INDEX "transactions_pending_product_uq" RENAME TO "orders_pending_product_uq";--> statement-breakpoint
ALTER INDEX "transactions_pending_course_uq" RENAME TO "orders_pending_course_uq";--> statement-breakpoint
ALTER INDEX "transactions_paid_product_uq" RENAME TO "orders_paid_product_uq";--> statement-breakpoint
ALTER INDEX "transactions_paid_course_uq" RENAME TO "orders_paid_course_uq";--> statement-breakpoint
ALTER TABLE "library_items" RENAME COLUMN "transaction_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "library_items" RENAME CONSTRAINT "library_items_transaction_id_transactions_id_fk" TO "library_items_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "library_transaction_uq" RENAME TO "library_order_uq";--> statement-breakpoint
ALTER TABLE "bank_transfers" RENAME COLUMN "transaction_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "bank_transfers" RENAME CONSTRAINT "bank_transfers_transaction_id_transactions_id_fk" TO "bank_transfers_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "bank_transfers_transaction_uq" RENAME TO "bank_transfers_order_uq";--> statement-breakpoint
ALTER TABLE "affiliate_referrals" RENAME COLUMN "transaction_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "affiliate_referrals" RENAME CONSTRAINT "affiliate_referrals_transaction_id_transactions_id_fk" TO "affiliate_referrals_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "affiliate_referrals_transaction_uq" RENAME TO "affiliate_referrals_order_uq";--> statement-breakpoint
ALTER TABLE "refund_requests" RENAME CONSTRAINT "refund_requests_order_id_transactions_id_fk" TO "refund_requests_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME CONSTRAINT "ledger_entries_order_id_transactions_id_fk" TO "ledger_entries_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "payment_methods" RENAME TO "payout_accounts";--> statement-breakpoint
ALTER TABLE "payout_accounts" RENAME CONSTRAINT "payment_methods_pkey" TO "payout_accounts_pkey";--> statement-breakpoint
ALTER TABLE "payout_accounts" RENAME CONSTRAINT "payment_methods_user_id_users_uid_fk" TO "payout_accounts_user_id_users_uid_fk";--> statement-breakpoint
ALTER INDEX "payment_methods_user_idx" RENAME TO "payout_accounts_user_idx";--> statement-breakpoint
ALTER INDEX "payment_methods_user_account_uq" RENAME TO "payout_accounts_user_account_uq";--> statement-breakpoint
ALTER TABLE "payouts" RENAME COLUMN "payment_method_id" TO "payout_account_id";
