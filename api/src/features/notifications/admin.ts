// The admins' view of the e-mail outbox: how many messages are in each state, the newest failed ones with
// their last error, and "Gửi lại" (send a failed one again: due now, a new day of retries), audited.
import {
  FAILED_MAIL_LIMIT,
  outboxStates,
  type NotificationFacts,
  type NotificationKind,
} from '@app/shared/contracts/notifications';
import { adminNotificationMessages } from '@app/shared/messages/notifications';
import { count, desc, eq } from 'drizzle-orm';
import { mailOutbox, notifications } from '../../db/schema';
import { audit } from '../../domain/audit';
import { titleOf } from '../../domain/notifications/kinds';
import { requireRole, type Handler } from '../../http/context';
import { aborted, notFound } from '../../http/errors';
import { now } from '../../lib/clock';

export const getNotificationOutbox: Handler<'getNotificationOutbox'> = async (_input, ctx) => {
  await requireRole(ctx, 'admin');
  const byState = await ctx.db
    .select({ state: mailOutbox.state, count: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.state);
  const counts = Object.fromEntries(outboxStates.map((state) => [state, 0])) as Record<
    (typeof outboxStates)[number],
    number
  >;
  for (const row of byState) counts[row.state as keyof typeof counts] = row.count;
  const failed = await ctx.db
    .select({ mail: mailOutbox, kind: notifications.kind, facts: notifications.facts })
    .from(mailOutbox)
    .innerJoin(notifications, eq(notifications.id, mailOutbox.notificationId))
    .where(eq(mailOutbox.state, 'failed'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(FAILED_MAIL_LIMIT);
  return {
    counts,
    failed: failed.map(({ mail, kind, facts }) => ({
      id: mail.id,
      kind: kind as NotificationKind,
      to: mail.toAddress,
      title: titleOf(kind as NotificationKind, facts as NotificationFacts[NotificationKind]),
      attempts: mail.attempts,
      lastError: mail.lastError,
      queuedAt: mail.queuedAt.toISOString(),
    })),
  };
};

export const resendNotification: Handler<'resendNotification'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, input.id)).for('update');
    if (!row) throw notFound(adminNotificationMessages.notFound);
    // A repeated click after it was queued again: answered as it is.
    if (row.state === 'pending' && row.attempts === 0) return { id: row.id, state: 'pending' as const };
    if (row.state !== 'failed') throw aborted(adminNotificationMessages.notFailed);
    const at = now();
    await tx
      .update(mailOutbox)
      .set({ state: 'pending', dueAt: at, queuedAt: at, attempts: 0, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    await audit(tx, {
      adminId: admin.uid,
      action: 'notification.resend',
      objectId: String(row.id),
      before: { state: row.state, attempts: row.attempts, lastError: row.lastError },
      after: { state: 'pending', attempts: 0 },
    });
    return { id: row.id, state: 'pending' as const };
  });
};
