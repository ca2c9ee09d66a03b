// What the academy's handlers share: its texts, the course and the learner checks, the current quiz version.
import { and, desc, eq } from 'drizzle-orm';
import { serverMessages } from '@app/shared/messages/server';
import type { Queryable } from '../../db/client';
import { courses, quizVersions } from '../../db/schema';
import { owns } from '../../domain/entitlements';
import { requireUser, type CallContext } from '../../http/context';
import { notFound, permissionDenied } from '../../http/errors';
import { hasRole, type UserRow } from '../../domain/users';

export const MSG = serverMessages.academy;

export type CourseRow = typeof courses.$inferSelect;
export type QuizVersionRow = typeof quizVersions.$inferSelect;

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

/** The quiz's public id: one quiz per course, whatever its version. */
export const quizIdOf = (courseId: string) => `quiz-${courseId}`;

/** The latest version of the course's quiz, or null when it has none. */
export async function currentQuiz(db: Queryable, courseId: string): Promise<QuizVersionRow | null> {
  const [row] = await db
    .select()
    .from(quizVersions)
    .where(and(eq(quizVersions.courseId, courseId)))
    .orderBy(desc(quizVersions.version))
    .limit(1);
  return row ?? null;
}

export async function requireQuiz(db: Queryable, courseId: string): Promise<QuizVersionRow> {
  const quiz = await currentQuiz(db, courseId);
  if (!quiz) throw notFound(MSG.quizNotFound);
  return quiz;
}
