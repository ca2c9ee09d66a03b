// Writes a notification for one person, in the caller's transaction: the inbox row and, unless the person has
// switched the (optional) kind off or has no address, the e-mail in the outbox. Both are keyed by the event and
// the person, so a transaction retried after a failure, or an event reported twice, notifies once; and
// because they commit with the change that causes them, a rolled-back change notifies nobody.
import { createHash } from 'node:crypto';
import { isOptionalKind, type NotificationFacts, type NotificationKind } from '@app/shared/contracts/notifications';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox, notificationOptOuts, notifications, users } from '../../db/schema';
import { now } from '../../lib/clock';

export type NotificationEvent<K extends NotificationKind> = {
  kind: K;
  userId: string;
  /** What happened, unique across the product (`order:ABC123:paid`): with the user, the idempotency key. */
  eventKey: string;
  facts: NotificationFacts[K];
};

/** The local part of the message's Message-ID: the same for every attempt to send it. */
export const messageToken = (idempotencyKey: string) =>
  createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);

export async function notify<K extends NotificationKind>(tx: Tx, event: NotificationEvent<K>): Promise<void> {
  const at = now();
  const [written] = await tx
    .insert(notifications)
    .values({ userId: event.userId, kind: event.kind, eventKey: event.eventKey, facts: event.facts, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!written) return;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.uid, event.userId));
  if (!user?.email) return;
  if (isOptionalKind(event.kind)) {
    const [off] = await tx
      .select({ kind: notificationOptOuts.kind })
      .from(notificationOptOuts)
      .where(and(eq(notificationOptOuts.userId, event.userId), eq(notificationOptOuts.kind, event.kind)));
    if (off) return;
  }
  const idempotencyKey = `${event.eventKey}/${event.userId}`;
  await tx
    .insert(mailOutbox)
    .values({
      notificationId: written.id,
      idempotencyKey,
      toAddress: user.email,
      messageId: messageToken(idempotencyKey),
      dueAt: at,
      queuedAt: at,
      createdAt: at,
    })
    .onConflictDoNothing();
}

/**
 * Marks a notification whose matter is settled as read (an order's "waiting for payment" once it is paid or
 * canceled), in the transaction that settles it: the inbox then counts only what still needs the person.
 */
export async function settle(tx: Tx, userId: string, eventKey: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: now() })
    .where(and(eq(notifications.userId, userId), eq(notifications.eventKey, eventKey), isNull(notifications.readAt)));
}
