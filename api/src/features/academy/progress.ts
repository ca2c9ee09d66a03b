// getCourseProgress (docs/product.md §5).
import { and, eq } from 'drizzle-orm';
import { courseProgress } from '../../db/schema';
import { permissionDenied } from '../../http/errors';
import { requireAuth, type Handler } from '../../http/context';
import { hasRole, findUser } from '../../domain/users';
import { MSG } from './access';

/** docs/product.md §5: without both userId and courseId the answer is an empty list. Own progress, or an admin. */
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
