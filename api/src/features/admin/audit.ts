// /admin/audit: the audit log, newest first, filtered by admin, action or object, paged back by id. Read
// only: no callable changes or deletes it, and the database refuses UPDATE, DELETE and TRUNCATE on it
// (migration 0007_audit_guards.sql). Rows are written by domain/audit.ts, inside each action's transaction.
import { AUDIT_PAGE_SIZE, auditActionSchema, auditObjectTypeSchema } from '@app/shared/contracts/admin';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { adminAudit, users } from '../../db/schema';
import { requireRole, type Handler } from '../../http/context';

export const listAuditLog: Handler<'listAuditLog'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const where: SQL[] = [];
  if (input?.adminId) where.push(eq(adminAudit.adminId, input.adminId));
  if (input?.action) where.push(eq(adminAudit.action, input.action));
  if (input?.objectType) where.push(eq(adminAudit.objectType, input.objectType));
  if (input?.objectId) where.push(eq(adminAudit.objectId, input.objectId));
  if (input?.before) where.push(lt(adminAudit.id, input.before));
  // One row more than a page tells whether there is a next one.
  const rows = await ctx.db
    .select({ entry: adminAudit, adminEmail: users.email, adminName: users.displayName })
    .from(adminAudit)
    .leftJoin(users, eq(users.uid, adminAudit.adminId))
    .where(and(...where))
    .orderBy(desc(adminAudit.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map(({ entry, adminEmail, adminName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      adminId: entry.adminId,
      adminEmail,
      adminName,
      // Written only through domain/audit.ts, whose input is typed by these same schemas.
      action: auditActionSchema.parse(entry.action),
      objectType: auditObjectTypeSchema.parse(entry.objectType),
      objectId: entry.objectId,
      reason: entry.reason,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.entry.id ?? null) : null,
  };
};
