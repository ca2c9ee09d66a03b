// The admin audit log: one row per admin action, written in the same database transaction as the
// change it records, so an action and its row commit or roll back together. Who, when, what, on which object,
// why, and the object's values before and after. Append-only: the database refuses UPDATE, DELETE and
// TRUNCATE (migration 0007_audit_guards.sql), and no callable writes it except through domain/audit.ts.
// One kind of row has no admin: the API's own daily reconciliation check, written once per Vietnam day by
// whichever instance gets there first (the unique index below makes a second one impossible).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, serialId } from './columns';
import { userRef } from './user-refs';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serialId(),
    at: ts('at').notNull().defaultNow(),
    /** Who acted; null only for the API's scheduled reconciliation check. */
    adminId: userRef('admin_id'),
    /** `product.publish`, `user.suspend`, … (the contract's auditActionSchema). */
    action: text('action').notNull(),
    /** product, application, transfer, refund, payout, user, certificate, quiz. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at),
    index('admin_audit_admin_idx').on(t.adminId, t.at),
    index('admin_audit_action_idx').on(t.action, t.at),
    index('admin_audit_object_idx').on(t.objectType, t.objectId, t.at),
    check('admin_audit_actor', sql`${t.adminId} is not null or ${t.action} = 'reconciliation.check'`),
    // The scheduled check of a day (object id: the day) exists at most once, however many instances run it.
    uniqueIndex('admin_audit_scheduled_check_uq')
      .on(t.objectId)
      .where(sql`action = 'reconciliation.check' and admin_id is null`),
  ],
);
