// The admin audit log: the only code that writes it. Every admin action calls `audit` with the
// transaction that makes its change, so the row and the change commit — or roll back — together. Values are
// stored as JSON snapshots of what the action changed (dates as ISO strings), never secrets.
import type { AuditAction, AuditObjectType } from '@app/shared/contracts/admin';
import type { Tx } from '../db/client';
import { adminAudit } from '../db/schema';
import { now } from '../lib/clock';

export type AuditInput = {
  adminId: string;
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

/** JSON-safe copy: Dates become ISO strings, undefined fields are dropped. */
export function snapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

export async function audit(tx: Tx, entry: AuditInput): Promise<void> {
  await tx.insert(adminAudit).values({
    at: now(),
    adminId: entry.adminId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    reason: entry.reason ?? null,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}
