ALTER TABLE "bank_transfers" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "excess" bigint DEFAULT 0 NOT NULL;