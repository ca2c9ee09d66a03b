// getCourseProgress, getCertificate.
import { and, eq } from 'drizzle-orm';
import { certificates, courseProgress } from '../../db/schema';
import { notFound, permissionDenied } from '../../http/errors';
import { hasRole, requireAuth, type Handler } from '../../http/context';
import { findUser } from '../profile/users';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.academy;

/** SPEC §5: without both userId and courseId the answer is an empty list. Own progress, or an admin. */
export const getCourseProgress: Handler<'getCourseProgress'> = async (input, ctx) => {
  if (!input?.userId || !input.courseId) return { completedLessons: [] };
  const auth = requireAuth(ctx);
  if (input.userId !== auth.uid && !hasRole(await findUser(ctx.db, auth.uid), 'admin')) {
    throw permissionDenied(MSG.progressForbidden);
  }
  const [row] = await ctx.db
    .select({ completedLessons: courseProgress.completedLessons })
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, input.userId), eq(courseProgress.courseId, input.courseId)))
    .limit(1);
  return { completedLessons: row?.completedLessons ?? [] };
};

/** Public: a certificate is shown to anyone who has its id (SPEC §2 /chung-nhan/{certId}). */
export const getCertificate: Handler<'getCertificate'> = async (input, ctx) => {
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, input.certId)).limit(1);
  if (!row) throw notFound(MSG.certificateNotFound);
  return {
    id: row.id,
    // Certificates issued before the fix may hold an e-mail: it is never shown.
    userName: row.userName.includes('@') ? MSG.certificateName : row.userName,
    courseName: row.courseName,
    score: row.score,
    issuedAt: row.issuedAt.toISOString(),
  };
};
