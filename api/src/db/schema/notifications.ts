// Notifications: the inbox row every event writes for its person, and the e-mail outbox the worker delivers
// from. Both are written in the transaction of the change that causes them (domain/notifications/notify.ts),
// so a rolled-back change notifies nobody and a committed one is never lost.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, ts } from './columns';
import { ownerRef } from './user-refs';

export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: ownerRef(),
    /** The contract's notificationKinds. */
    kind: text('kind').notNull(),
    /** The event that caused it (`order:ABC123:paid`): with the user, the idempotency key. */
    eventKey: text('event_key').notNull(),
    /** What the texts are written from (NotificationFacts of the kind). */
    facts: jsonb('facts').notNull(),
    /** By the API's clock (a test clock places it as it places the event). */
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [
    // One notification per event and person, however often the event's transaction is retried.
    uniqueIndex('notifications_event_user_uq').on(t.eventKey, t.userId),
    // The inbox, newest first, paged by id; and its unread count.
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

/**
 * The e-mail outbox: one row per message, claimed by one worker at a time (FOR UPDATE SKIP LOCKED), retried
 * with a growing delay for a day, then failed with its last error. `sending` is a lease: a worker that died
 * holding it leaves the message to be claimed again once the lease has run out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id),
    /** The event and the recipient: a message is queued at most once for them. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The address as it was when the event happened. */
    toAddress: text('to_address').notNull(),
    /** The same on every attempt, so a receiving server can tell a repeat from a new message. */
    messageId: text('message_id').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due (pending), or when the lease of the worker sending it runs out (sending). */
    dueAt: ts('due_at').notNull(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
    /** Retries go on for a day from here: when it was queued, or when an admin sent it again. */
    queuedAt: ts('queued_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_outbox_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('mail_outbox_notification_uq').on(t.notificationId),
    check('mail_outbox_state', sql`${t.state} in ('pending', 'sending', 'sent', 'failed')`),
    // What the worker claims: due messages, oldest first.
    index('mail_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`state in ('pending', 'sending')`),
    // The admins' failed list, newest first.
    index('mail_outbox_failed_idx')
      .on(t.createdAt)
      .where(sql`state = 'failed'`),
  ],
);

/**
 * The optional kinds a user no longer wants by e-mail (switched off on their profile or by the one-click
 * unsubscribe link). The inbox keeps receiving them; receipts, security and money notices are never optional.
 */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    userId: ownerRef(),
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
