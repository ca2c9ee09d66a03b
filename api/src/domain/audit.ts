// The admin audit log: the only code that writes it. Every admin action calls `audit` with the
// transaction that makes its change, so the row and the change commit — or roll back — together. Values are
// stored as JSON snapshots of what the action changed (dates as ISO strings), never secrets.
import type { AuditAction, AuditObjectType } from '@app/shared/contracts/admin';
import type { Tx } from '../db/client';
import { adminAudit } from '../db/schema';
import { now } from '../lib/clock';

export type AuditInput = {
  /** Null only for the API's own scheduled reconciliation check (the database refuses it for anything else). */
  adminId: string | null;
  /** Names its object's type first: `refund.approve` is about a refund (the row's object_type). */
  action: AuditAction;
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

type ObjectTypeOf<A extends string> = A extends `${infer T}.${string}` ? T : never;

/** `refund.approve` → `refund`; the compiler refuses an action whose first word is not an object type. */
export function objectTypeOf(action: AuditAction): AuditObjectType {
  const type = action.slice(0, action.indexOf('.')) as ObjectTypeOf<AuditAction>;
  return type;
}

export async function audit(tx: Tx, entry: AuditInput): Promise<void> {
  await tx.insert(adminAudit).values({
    at: now(),
    adminId: entry.adminId,
    action: entry.action,
    objectType: objectTypeOf(entry.action),
    objectId: entry.objectId,
    reason: entry.reason ?? null,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}
