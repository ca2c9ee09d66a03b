// The reconciliation check: one Vietnam day's money in and out, the trial balance at its end (recomputed from
// the lines, and compared with the stored one the page shows) and every user's stored balance against the
// ledger lines, written to the audit log with what it found (nothing: it balances).
// The API runs it by itself for yesterday (scheduleReconciliation); an admin runs it for any day.
//
// Several instances behind a load balancer each run the schedule: the first to take a transaction-level
// advisory lock checks the day, the others see it taken (or the day already checked) and do nothing; the
// database's unique index on the scheduled check of a day makes a second row impossible even so.
import type { ReconciliationCheck, ReconciliationFinding } from '@app/shared/contracts/reconciliation';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import { startOfVietnamDay, vietnamDay } from '@app/shared/time/vietnam';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, rowsOf, type Db, type Tx } from '../../db/client';
import { adminAudit, users } from '../../db/schema';
import { audit } from '../../domain/audit';
import {
  dayFindings,
  reconcileDays,
  storedTrialFindings,
  trialBalance,
  trialBalanceFromLines,
} from '../../domain/reconciliation';
import { now } from '../../lib/clock';
import { storedBalanceFindings } from './stored';
import { runPeriodically } from '../../lib/periodic';

const ACTION = 'reconciliation.check';
/** The key of the advisory lock the instances take for the scheduled check (any constant of our own). */
const SCHEDULE_LOCK = 7_240_501;
/** What one audit row keeps of the stored balances that differ: the first ones and their number. */
const MAX_KEPT = 100;

type Written = { day: string; findings: ReconciliationFinding[]; storedDifferences: number };

/** The check of `day` inside `tx` (one snapshot), written to the audit log as `adminId`'s (null: the schedule). */
async function checkIn(tx: Tx, day: string, adminId: string | null): Promise<number> {
  // The trial balance recomputed from every line (the page reads the stored one), and compared with it.
  const [days, balance, kept, stored] = await Promise.all([
    reconcileDays(tx, day, day),
    trialBalanceFromLines(tx, day),
    trialBalance(tx, day),
    storedBalanceFindings(tx),
  ]);
  const [money] = days;
  const own = [...dayFindings(money, balance), ...storedTrialFindings(kept, balance)];
  const differences = own.length + stored.length;
  const after: Written & { money: typeof money; trialBalance: typeof balance } = {
    day,
    findings: [...own, ...stored.slice(0, MAX_KEPT)],
    storedDifferences: stored.length,
    money,
    trialBalance: balance,
  };
  await audit(tx, {
    adminId,
    action: ACTION,
    objectId: day,
    reason: differences === 0 ? null : adminReconciliationMessages.findingsCount(differences),
    after,
  });
  const [row] = await tx
    .select({ id: adminAudit.id })
    .from(adminAudit)
    .where(and(eq(adminAudit.action, ACTION), eq(adminAudit.objectId, day)))
    .orderBy(desc(adminAudit.id))
    .limit(1);
  return row.id;
}

/** One consistent view of the database for the whole check: every read sees the same committed postings. */
const SNAPSHOT = { isolationLevel: 'repeatable read' } as const;

/** An admin's check of `day`, now. */
export async function runCheck(db: Db, day: string, adminId: string): Promise<ReconciliationCheck> {
  const id = await db.transaction((tx) => checkIn(tx, day, adminId), SNAPSHOT);
  const [check] = await latestChecks(db, id);
  return check;
}

/** The Vietnam day before the one `at` falls in: the last whole day. */
export const dayBefore = (at: Date) => vietnamDay(new Date(startOfVietnamDay(at).getTime() - 1));

/**
 * The scheduled check of yesterday, once across every instance: 'ran' (this instance wrote it), 'done' (it was
 * already written) or 'busy' (another instance is writing it now).
 */
export async function runScheduledCheck(db: Db): Promise<'ran' | 'done' | 'busy'> {
  const day = dayBefore(now());
  const scheduled = and(eq(adminAudit.action, ACTION), isNull(adminAudit.adminId), eq(adminAudit.objectId, day));
  const [done] = await db.select({ id: adminAudit.id }).from(adminAudit).where(scheduled).limit(1);
  if (done) return 'done';
  const check = db.transaction(async (tx) => {
    const [lock] = rowsOf<{ taken: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK}) as taken`),
    );
    if (!lock?.taken) return 'busy' as const;
    // Written by another instance between the look above and the lock.
    const [again] = await tx.select({ id: adminAudit.id }).from(adminAudit).where(scheduled).limit(1);
    if (again) return 'done' as const;
    await checkIn(tx, day, null);
    return 'ran' as const;
  }, SNAPSHOT);
  try {
    return await check;
  } catch (error) {
    // Another instance wrote it after this one's snapshot was taken: the index kept it to one.
    if (isUniqueViolation(error, 'admin_audit_scheduled_check_uq')) return 'done';
    throw error;
  }
}

/** The newest checks (at most `limit`), or the one audit entry `id`. */
export async function latestChecks(db: Db, id?: number, limit = 10): Promise<ReconciliationCheck[]> {
  const rows = await db
    .select({ entry: adminAudit, name: sql<string | null>`coalesce(${users.displayName}, ${users.email})` })
    .from(adminAudit)
    .leftJoin(users, eq(users.uid, adminAudit.adminId))
    .where(id === undefined ? eq(adminAudit.action, ACTION) : eq(adminAudit.id, id))
    .orderBy(desc(adminAudit.id))
    .limit(limit);
  return rows.map(({ entry, name }) => {
    const after = (entry.after ?? {}) as Partial<Written>;
    return {
      id: entry.id,
      at: entry.at.toISOString(),
      day: entry.objectId,
      adminId: entry.adminId,
      adminName: name,
      findings: after.findings ?? [],
    };
  });
}

/** Runs it every `everyMs` (0: never), in every instance (lib/periodic.ts). */
export function scheduleReconciliation(app: FastifyInstance, db: Db, everyMs: number): void {
  runPeriodically(app, 'reconciliation check', everyMs, () => runScheduledCheck(db));
}
