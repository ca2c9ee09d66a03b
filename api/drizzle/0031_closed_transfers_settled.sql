-- The closed tab lists the last closed first (closed by an admin, or on arrival: schema/orders.ts), a page at a
-- time: the index follows that order, so a page reads its own rows from the cursor on (the tab used to take
-- the 500 newest received, and a transfer received long ago but settled today was missing from it).
DROP INDEX "bank_transfers_closed_received_idx";--> statement-breakpoint
CREATE INDEX "bank_transfers_closed_settled_idx" ON "bank_transfers" USING btree (coalesce("resolved_at", "received_at"),"id") WHERE resolved_at is not null or status not in ('matched', 'unmatched');