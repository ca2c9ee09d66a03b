// The in-app inbox: the signed-in person's notifications, newest first a page at a time (keyset on the id),
// the unread count (the header's bell), and marking one or all of them read. A person sees only their own.
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationFacts,
  type NotificationKind,
} from '@app/shared/contracts/notifications';
import { notificationMessages } from '@app/shared/messages/notifications';
import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { kindRules, titleOf } from '../../domain/notifications/kinds';
import { requireAuth, type Handler } from '../../http/context';
import { notFound } from '../../http/errors';
import { now } from '../../lib/clock';

type Row = typeof notifications.$inferSelect;

function toNotification(row: Row) {
  const kind = row.kind as NotificationKind;
  const facts = row.facts as NotificationFacts[typeof kind];
  const link = (kindRules[kind].link as (f: typeof facts) => string)(facts);
  return {
    id: row.id,
    kind,
    title: titleOf(kind, facts),
    link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export const listNotifications: Handler<'listNotifications'> = async (input, ctx) => {
  const auth = requireAuth(ctx);
  const mine = eq(notifications.userId, auth.uid);
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(input?.before ? and(mine, lt(notifications.id, input.before)) : mine)
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    items: page.map(toNotification),
    nextBefore: rows.length > NOTIFICATIONS_PAGE_SIZE ? page[page.length - 1].id : null,
  };
};

export const getUnreadNotificationCount: Handler<'getUnreadNotificationCount'> = async (_input, ctx) => {
  const auth = requireAuth(ctx);
  const [row] = await ctx.db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, auth.uid), isNull(notifications.readAt)));
  return { count: row?.count ?? 0 };
};

export const markNotificationRead: Handler<'markNotificationRead'> = async (input, ctx) => {
  const auth = requireAuth(ctx);
  const mine = and(eq(notifications.id, input.id), eq(notifications.userId, auth.uid));
  const [marked] = await ctx.db
    .update(notifications)
    .set({ readAt: now() })
    .where(and(mine, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (marked) return { id: marked.id, read: true as const };
  // Already read is fine (two tabs); someone else's is as unknown as one that does not exist.
  const [existing] = await ctx.db.select({ id: notifications.id }).from(notifications).where(mine);
  if (!existing) throw notFound(notificationMessages.errors.notFound);
  return { id: existing.id, read: true as const };
};

export const markAllNotificationsRead: Handler<'markAllNotificationsRead'> = async (_input, ctx) => {
  const auth = requireAuth(ctx);
  const marked = await ctx.db
    .update(notifications)
    .set({ readAt: now() })
    .where(and(eq(notifications.userId, auth.uid), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length };
};
