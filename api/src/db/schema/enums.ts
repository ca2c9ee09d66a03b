// The enumerated types of the database.
import { pgEnum } from 'drizzle-orm/pg-core';

export const demoType = pgEnum('demo_type', ['pongGame', 'uiComponent', 'info']);
export const productStatus = pgEnum('product_status', ['draft', 'pending', 'published', 'rejected']);
export const transactionStatus = pgEnum('transaction_status', ['pending', 'paid', 'canceled', 'expired']);
export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);
export const transferStatus = pgEnum('transfer_status', ['matched', 'unmatched', 'ignored']);
export const payoutStatus = pgEnum('payout_status', ['pending', 'paid', 'failed']);
export const refundKind = pgEnum('refund_kind', ['course', 'product']);
export const refundStatus = pgEnum('refund_status', ['pending', 'approved', 'rejected', 'sent']);
