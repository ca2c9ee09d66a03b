// Who may learn in a course: the academy's calls and the course refund request both ask this, so it sits
// below both rather than inside either.
import { eq } from 'drizzle-orm';
import { serverMessages } from '@app/shared/messages/server';
import type { Queryable } from '../../db/client';
import { courses } from '../../db/schema';
import { owns } from '../../domain/entitlements';
import { hasRole, type UserRow } from '../../domain/users';
import { requireUser, type CallContext } from '../../http/context';
import { notFound, permissionDenied } from '../../http/errors';

const MSG = serverMessages.academy;

export type CourseRow = typeof courses.$inferSelect;

export async function findCourse(db: Queryable, courseId: string): Promise<CourseRow> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw notFound(MSG.courseNotFound);
  return course;
}

/** Owners of the course and admins learn in it. */
export async function canLearn(db: Queryable, user: UserRow | null, courseId: string): Promise<boolean> {
  if (!user) return false;
  return hasRole(user, 'admin') || owns(db, user.uid, { kind: 'course', id: courseId });
}

/** The signed-in owner (or admin) of an existing course; 404 for an unknown course, 403 for others. */
export async function requireLearner(
  ctx: CallContext,
  courseId: string,
): Promise<{ user: UserRow; course: CourseRow }> {
  const user = await requireUser(ctx);
  const course = await findCourse(ctx.db, courseId);
  if (!(await canLearn(ctx.db, user, courseId))) throw permissionDenied(MSG.notOwned);
  return { user, course };
}
