// Certificates: issued on a pass (one per user and course, unguessable id), public by id, revoked by admins.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Certificate } from '@app/shared/contracts/academy';
import { QR_SVG_OPTIONS } from '@app/shared/qr';
import { paths } from '@app/shared/routing/paths';
import type { Tx } from '../../db/client';
import { certificates, courses } from '../../db/schema';
import { audit } from '../../domain/audit';
import { notify } from '../../domain/notifications/notify';
import { requireRole, type CallContext, type Handler } from '../../http/context';
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
 * issue date and keeps the id; a revoked certificate stays revoked. Resolves to its id. The student is told
 * once per certificate (keyed by its id, which a better score keeps), in the transaction that issues it.
 */
export async function issueCertificate(
  db: Tx,
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
    .returning({ id: certificates.id, courseName: certificates.courseName, score: certificates.score });
  await notify(db, {
    kind: 'certificateIssued',
    userId: user.uid,
    eventKey: `certificate:${row.id}:issued`,
    facts: { certId: row.id, courseName: row.courseName, score: row.score },
  });
  return row.id;
}

/** Public: a certificate is shown to anyone who has its id (docs/product.md §2 /chung-nhan/{certId}). */
export const getCertificate: Handler<'getCertificate'> = async (input, ctx) => {
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, input.certId)).limit(1);
  if (!row) throw notFound(MSG.certificateNotFound);
  const url = `${ctx.config.mail.webUrl}${paths.certificate(row.id)}`;
  return { ...toCertificate(row), url, qrSvg: await certificateQr(url) };
};

/**
 * The QR code a certificate carries to its own page, as an SVG document with its quiet zone (under a
 * millisecond here; on a phone the library's first code cost the page a long task).
 */
const certificateQr = (url: string): Promise<string> => QRCode.toString(url, QR_SVG_OPTIONS);

/** What the audit log keeps of a certificate before and after an admin's change: its revocation. */
const revocationOf = (row: CertificateRow) => ({
  revokedAt: row.revokedAt,
  revokeReason: row.revokeReason,
  revokedBy: row.revokedBy,
});

/**
 * An admin's revocation or restoration of a certificate, in one transaction: the certificate found (else 404),
 * changed, and the audit row keeping its revocation before and after. Answers the certificate as changed.
 */
export async function changeRevocation(
  ctx: CallContext,
  action: 'certificate.revoke' | 'certificate.restore',
  input: { certId: string; reason: string | null; notFound: string },
  change: (tx: Tx, existing: CertificateRow, adminId: string) => Promise<CertificateRow>,
): Promise<Certificate> {
  const admin = await requireRole(ctx, 'admin');
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(certificates).where(eq(certificates.id, input.certId)).limit(1);
    if (!existing) throw notFound(input.notFound);
    const changed = await change(tx, existing, admin.uid);
    await audit(tx, {
      adminId: admin.uid,
      action,
      objectId: existing.id,
      reason: input.reason,
      before: revocationOf(existing),
      after: revocationOf(changed),
    });
    return changed;
  });
  return toCertificate(row);
}

/**
 * Admins: the certificate page then says it was revoked. Revoking again keeps the first date (the reason
 * given last is kept). The change and its audit row are one transaction.
 */
export const revokeCertificate: Handler<'revokeCertificate'> = async (input, ctx) => {
  const at = now();
  return changeRevocation(
    ctx,
    'certificate.revoke',
    { certId: input.certId, reason: input.reason, notFound: MSG.certificateNotFound },
    async (tx, existing, adminId) => {
      const [revoked] = await tx
        .update(certificates)
        .set({
          revokedAt: sql`coalesce(${certificates.revokedAt}, ${at.toISOString()}::timestamptz)`,
          revokeReason: input.reason,
          revokedBy: adminId,
        })
        .where(eq(certificates.id, existing.id))
        .returning();
      // Keyed by the revocation's date: revoking again keeps it (and tells nobody again); a certificate
      // restored and revoked later is a new revocation.
      await notify(tx, {
        kind: 'certificateRevoked',
        userId: revoked.userId,
        eventKey: `certificate:${revoked.id}:revoked:${revoked.revokedAt?.toISOString() ?? at.toISOString()}`,
        facts: { certId: revoked.id, courseName: revoked.courseName, reason: input.reason },
      });
      return revoked;
    },
  );
};
