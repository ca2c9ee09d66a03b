// The person's e-mail choices: each optional kind on or off (the profile's "Thông báo" section; the one-click
// unsubscribe link switches one off too). Receipts, security and money notices are not in the list: the
// contract refuses them, so they cannot be switched off.
import { optionalNotificationKinds } from '@app/shared/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationOptOuts } from '../../db/schema';
import { requireUser, type Handler } from '../../http/context';

async function preferencesOf(db: Db, uid: string) {
  const off = new Set(
    (
      await db
        .select({ kind: notificationOptOuts.kind })
        .from(notificationOptOuts)
        .where(eq(notificationOptOuts.userId, uid))
    ).map((row) => row.kind),
  );
  return optionalNotificationKinds.map((kind) => ({ kind, email: !off.has(kind) }));
}

export const getNotificationPreferences: Handler<'getNotificationPreferences'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  return preferencesOf(ctx.db, user.uid);
};

export const setNotificationPreference: Handler<'setNotificationPreference'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  if (input.email) {
    await ctx.db
      .delete(notificationOptOuts)
      .where(and(eq(notificationOptOuts.userId, user.uid), eq(notificationOptOuts.kind, input.kind)));
  } else {
    await ctx.db.insert(notificationOptOuts).values({ userId: user.uid, kind: input.kind }).onConflictDoNothing();
  }
  return preferencesOf(ctx.db, user.uid);
};
