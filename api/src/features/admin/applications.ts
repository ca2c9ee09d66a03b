// Creator applications (admins only): the list and the decision that makes a user a creator, with its audit
// row (domain/audit.ts) in the same transaction.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { creatorApplications, users } from '../../db/schema';
import { aborted, notFound } from '../../http/errors';
import { requireRole, type Handler } from '../../http/context';
import { audit } from '../../domain/audit';
import { notify } from '../../domain/notifications/notify';
import { bumpCatalogVersion } from '../../lib/cache';
import { now } from '../../lib/clock';
import { syncRoleClaims } from './users';
import { serverMessages } from '@app/shared/messages/server';

const MSG = serverMessages.admin;

export const listCreatorApplications: Handler<'listCreatorApplications'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const rows = await ctx.db
    .select({ application: creatorApplications, email: users.email })
    .from(creatorApplications)
    .innerJoin(users, eq(users.uid, creatorApplications.userId))
    .where(input?.status ? eq(creatorApplications.status, input.status) : undefined)
    .orderBy(desc(creatorApplications.createdAt), asc(creatorApplications.id));
  return rows.map(({ application, email }) => ({
    id: application.id,
    userId: application.userId,
    email,
    displayName: application.displayName,
    expertise: application.expertise,
    bio: application.bio,
    portfolioUrl: application.portfolioUrl,
    phone: application.phone,
    sampleIdea: application.sampleIdea,
    status: application.status,
    rejectionReason: application.rejectionReason,
    createdAt: application.createdAt.toISOString(),
  }));
};

/**
 * Approving grants the creator role in the database (what every role check reads) and as a Firebase custom
 * claim; the user stays signed in — the client refreshes its ID token to pick the claim up. Rejecting needs
 * a reason, shown on /become-a-creator. Who decided is recorded, in the application and the audit log (one
 * transaction); the claim is set after the commit (never an outside call inside a transaction).
 */
export const reviewCreatorApplication: Handler<'reviewCreatorApplication'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const at = now();
  const approved = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(creatorApplications)
      .set({
        status,
        reviewedAt: at,
        reviewedBy: admin.uid,
        rejectionReason: status === 'rejected' ? (input.reason ?? null) : null,
      })
      .where(and(eq(creatorApplications.id, input.applicationId), eq(creatorApplications.status, 'pending')))
      .returning({ userId: creatorApplications.userId });
    if (!changed) return null;
    let roles: { before: string[]; after: string[] } | null = null;
    if (status === 'approved') {
      const [before] = await tx.select({ roles: users.roles }).from(users).where(eq(users.uid, changed.userId));
      const [after] = await tx
        .update(users)
        .set({ roles: sql`array_append(array_remove(${users.roles}, 'creator'), 'creator')`, updatedAt: at })
        .where(eq(users.uid, changed.userId))
        .returning({ roles: users.roles });
      roles = { before: before?.roles ?? [], after: after?.roles ?? ['creator'] };
    }
    await audit(tx, {
      adminId: admin.uid,
      action: status === 'approved' ? 'application.approve' : 'application.reject',
      objectId: input.applicationId,
      reason: input.reason ?? null,
      before: { status: 'pending', userId: changed.userId, roles: roles?.before },
      after: {
        status,
        userId: changed.userId,
        rejectionReason: status === 'rejected' ? (input.reason ?? null) : null,
        roles: roles?.after,
      },
    });
    // The applicant hears the decision with it (an application is decided once).
    const eventKey = `application:${input.applicationId}:${status}`;
    if (status === 'approved') {
      await notify(tx, {
        kind: 'applicationApproved',
        userId: changed.userId,
        eventKey,
        facts: { applicationId: input.applicationId },
      });
    } else {
      await notify(tx, {
        kind: 'applicationRejected',
        userId: changed.userId,
        eventKey,
        facts: { applicationId: input.applicationId, reason: input.reason ?? '' },
      });
    }
    return { userId: changed.userId, roles: roles?.after ?? null };
  });
  if (!approved) {
    const [exists] = await ctx.db
      .select({ id: creatorApplications.id })
      .from(creatorApplications)
      .where(eq(creatorApplications.id, input.applicationId))
      .limit(1);
    throw exists ? aborted(MSG.applicationReviewed) : notFound(MSG.applicationNotFound);
  }
  if (approved.roles) {
    bumpCatalogVersion();
    await syncRoleClaims(ctx, approved.userId, approved.roles);
  }
  return { applicationId: input.applicationId, status };
};
