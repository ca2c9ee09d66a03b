-- The admin's closed transfers, newest received first (schema/orders.ts): without it the closed tab reads every
-- transfer to find the few closed among a million matched ones (96 ms at 1 M, a parallel scan of the table).
CREATE INDEX "bank_transfers_closed_received_idx" ON "bank_transfers" USING btree ("received_at","id") WHERE resolved_at is not null or status not in ('matched', 'unmatched');