// /admin/certificates: find a certificate (by its id, or its holder), restore a revoked one. Revoking is the
// academy's call (academy/certificates.ts revokeCertificate); both write their audit row in the transaction.
import type { AdminCertificate } from '@app/shared/contracts/admin';
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { certificates, users } from '../../db/schema';
import { aborted } from '../../http/errors';
import { requireRole, type CallContext, type Handler } from '../../http/context';
import { escapeLike } from '../../lib/text';
import { changeRevocation } from '../academy/certificates';
import { containsFolded } from './search';
import { serverMessages } from '@app/shared/messages/server';

const MSG = serverMessages.admin;
const LIMIT = 50;

function select(ctx: CallContext) {
  return ctx.db
    .select({ certificate: certificates, userEmail: users.email })
    .from(certificates)
    .leftJoin(users, eq(users.uid, certificates.userId));
}

type Found = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function toAdminCertificate({ certificate, userEmail }: Found): AdminCertificate {
  return {
    id: certificate.id,
    userId: certificate.userId,
    userEmail,
    // The admin sees the name as stored (the public page hides an e-mail kept by old certificates).
    userName: certificate.userName,
    courseName: certificate.courseName,
    score: certificate.score,
    issuedAt: certificate.issuedAt.toISOString(),
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    revokeReason: certificate.revokeReason,
  };
}

/**
 * The certificate whose id is the query (case ignored: ids are upper case), else those whose holder's
 * e-mail or name, or the name printed on it, contains the query (diacritics ignored); newest first, 50 at most.
 */
export const findCertificates: Handler<'findCertificates'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const query = input?.query?.trim() ?? '';
  const newest = [desc(certificates.issuedAt), desc(certificates.id)];
  if (!query)
    return (
      await select(ctx)
        .orderBy(...newest)
        .limit(LIMIT)
    ).map(toAdminCertificate);
  const exact = await select(ctx)
    .where(inArray(certificates.id, [query, query.toUpperCase()]))
    .limit(1);
  if (exact.length > 0) return exact.map(toAdminCertificate);
  const matches = or(
    sql`lower(${users.email}) like ${`%${escapeLike(query.toLowerCase())}%`}`,
    containsFolded(users.displayName, query),
    containsFolded(certificates.userName, query),
  ) as SQL;
  const rows = await select(ctx)
    .where(matches)
    .orderBy(...newest)
    .limit(LIMIT);
  return rows.map(toAdminCertificate);
};

/** A revoked certificate becomes valid again: its public page no longer says it was revoked. */
export const restoreCertificate: Handler<'restoreCertificate'> = (input, ctx) =>
  changeRevocation(
    ctx,
    'certificate.restore',
    { certId: input.certId, reason: input.reason ?? null, notFound: MSG.certificateNotFound },
    async (tx, existing) => {
      const [restored] = await tx
        .update(certificates)
        .set({ revokedAt: null, revokeReason: null, revokedBy: null })
        .where(and(eq(certificates.id, existing.id), isNotNull(certificates.revokedAt)))
        .returning();
      if (!restored) throw aborted(MSG.certificateNotRevoked);
      return restored;
    },
  );
