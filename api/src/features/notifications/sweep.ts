// The notifications no request causes, only time: an order whose payment window ran out, and held earnings
// whose hold ended. Every instance runs the sweep on a timer; each event is keyed (`order:ID:expired`,
// `earnings:UID:DAY`), and the notifications' unique index on (event, person) keeps it to one notification and
// one e-mail whatever the number of instances or runs. Every instant is the API clock's (lib/clock.ts), so the
// tests move time instead of waiting.
import { startOfVietnamDay } from '@app/shared/time/vietnam';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf, type Db } from '../../db/client';
import { DAY_MS } from '../../domain/ledger';
import { notify } from '../../domain/notifications/notify';
import { now } from '../../lib/clock';
import { EXPIRE_BATCH, expireOrders } from '../checkout/orders';
import { runPeriodically } from '../../lib/periodic';

/**
 * How far back the sweep looks for ended holds: an instance stopped for a few days still announces them when
 * it is back; older ones are left unsaid (their money has long been on the payout page).
 */
export const RELEASE_LOOKBACK_DAYS = 7;

/** Expires every overdue pending order, a batch per transaction; resolves to how many were expired. */
export async function expireOverdueOrders(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction((tx) => expireOrders(tx));
    total += expired;
    if (expired < EXPIRE_BATCH) return total;
  }
}

/**
 * Tells each payee what became available on every whole Vietnam day of the lookback (before today): the sum
 * of their held payable lines whose hold ended that day, read from the stored hourly releases (a Vietnam day
 * starts on a whole UTC hour, so its hours are whole buckets). A day already announced, or whose releases a
 * refund in the hold cancelled, is skipped. Resolves to how many were announced.
 */
export async function announceReleasedEarnings(db: Db): Promise<number> {
  const end = startOfVietnamDay(now());
  const start = new Date(end.getTime() - RELEASE_LOOKBACK_DAYS * DAY_MS);
  const rows = rowsOf<{ user_id: string; day: string; amount: string; creator: boolean }>(
    await db.execute(sql`
      with released as (
        select user_id, (((hour at time zone 'UTC') + interval '7 hours')::date)::text as day, -sum(amount) as amount
          from ledger_releases
         where hour >= ${start.toISOString()}::timestamptz and hour < ${end.toISOString()}::timestamptz
         group by 1, 2
      )
      select r.user_id, r.day, r.amount::text as amount, 'creator' = any(u.roles) as creator
        from released r join users u on u.uid = r.user_id
       where r.amount > 0
         and not exists (
           select 1 from notifications n
            where n.user_id = r.user_id and n.event_key = 'earnings:' || r.user_id || ':' || r.day)
       order by r.day, r.user_id`),
  );
  for (const row of rows) {
    await db.transaction((tx) =>
      notify(tx, {
        kind: 'earningsAvailable',
        userId: row.user_id,
        eventKey: `earnings:${row.user_id}:${row.day}`,
        facts: { day: row.day, amount: Number(row.amount), payee: row.creator ? 'creator' : 'affiliate' },
      }),
    );
  }
  return rows.length;
}

export async function runNotificationSweep(db: Db): Promise<{ expired: number; announced: number }> {
  const expired = await expireOverdueOrders(db);
  const announced = await announceReleasedEarnings(db);
  return { expired, announced };
}

/** Runs it every `everyMs` (0: never), in every instance (lib/periodic.ts). */
export function scheduleNotificationSweep(app: FastifyInstance, db: Db, everyMs: number): void {
  runPeriodically(app, 'notification sweep', everyMs, () => runNotificationSweep(db));
}
