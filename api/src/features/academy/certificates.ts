// Certificates: issued on a pass (one per user and course, unguessable id), public by id, revoked by admins.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Certificate } from '@app/shared/contracts/academy';
import type { Queryable } from '../../db/client';
import { certificates, courses } from '../../db/schema';
import { audit } from '../../domain/audit';
import { requireRole, type Handler } from '../../http/context';
import { notFound } from '../../http/errors';
import { now } from '../../lib/clock';
import type { UserRow } from '../../domain/users';
import { MSG } from './access';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'CN-' and 20 base32 characters: 100 random bits, not guessable from another certificate's id. */
export function certificateId(): string {
  let out = 'CN-';
  for (let i = 0; i < 20; i += 1) out += BASE32[randomInt(BASE32.length)];
  return out;
}

type CertificateRow = typeof certificates.$inferSelect;

export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    // Certificates issued before the fix may hold an e-mail: it is never shown.
    userName: row.userName.includes('@') ? MSG.certificateName : row.userName,
    courseId: row.courseId,
    courseName: row.courseName,
    score: row.score,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Issues the user's certificate for the course, or improves it: a better score updates the score and the
 * issue date and keeps the id; a revoked certificate stays revoked. Resolves to its id.
 */
export async function issueCertificate(
  db: Queryable,
  user: UserRow,
  courseId: string,
  score: number,
  now: Date,
): Promise<string> {
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId)).limit(1);
  const [row] = await db
    .insert(certificates)
    .values({
      id: certificateId(),
      userId: user.uid,
      courseId,
      // Public page: the display name, else a neutral word — never the e-mail or the uid.
      userName: user.displayName?.trim() || MSG.certificateName,
      courseName: course?.title ?? '',
      score,
      issuedAt: now,
    })
    .onConflictDoUpdate({
      target: [certificates.userId, certificates.courseId],
      set: {
        issuedAt: sql`case when excluded.score > ${certificates.score} then excluded.issued_at else ${certificates.issuedAt} end`,
        score: sql`greatest(${certificates.score}, excluded.score)`,
      },
    })
    .returning({ id: certificates.id });
  return row.id;
}

/** Public: a certificate is shown to anyone who has its id (docs/product.md §2 /chung-nhan/{certId}). */
export const getCertificate: Handler<'getCertificate'> = async (input, ctx) => {
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, input.certId)).limit(1);
  if (!row) throw notFound(MSG.certificateNotFound);
  return toCertificate(row);
};

/**
 * Admins: the certificate page then says it was revoked. Revoking again keeps the first date (the reason
 * given last is kept). The change and its audit row are one transaction.
 */
export const revokeCertificate: Handler<'revokeCertificate'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const at = now();
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(certificates).where(eq(certificates.id, input.certId)).limit(1);
    if (!existing) throw notFound(MSG.certificateNotFound);
    const [revoked] = await tx
      .update(certificates)
      .set({
        revokedAt: sql`coalesce(${certificates.revokedAt}, ${at.toISOString()}::timestamptz)`,
        revokeReason: input.reason,
        revokedBy: admin.uid,
      })
      .where(eq(certificates.id, input.certId))
      .returning();
    await audit(tx, {
      adminId: admin.uid,
      action: 'certificate.revoke',
      objectType: 'certificate',
      objectId: existing.id,
      reason: input.reason,
      before: { revokedAt: existing.revokedAt, revokeReason: existing.revokeReason, revokedBy: existing.revokedBy },
      after: { revokedAt: revoked.revokedAt, revokeReason: revoked.revokeReason, revokedBy: revoked.revokedBy },
    });
    return revoked;
  });
  return toCertificate(row);
};
