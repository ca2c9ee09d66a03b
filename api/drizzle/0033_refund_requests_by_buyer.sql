-- A buyer's refund requests are read by buyer: their list, newest first, and on their library and course
-- pages whether each item may be refunded. An index on the buyer makes each read their few rows instead of
-- every request on the platform, which grows with every refund ever asked.
CREATE INDEX "refund_requests_user_created_idx" ON "refund_requests" USING btree ("user_id","created_at","id");
