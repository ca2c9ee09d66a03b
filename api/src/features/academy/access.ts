// What the academy's handlers share: its texts and the current quiz version. Who may learn in a course is
// in features/course-access, which refunds read too.
import { and, desc, eq } from 'drizzle-orm';
import { serverMessages } from '@app/shared/messages/server';
import type { Queryable } from '../../db/client';
import { quizVersions } from '../../db/schema';
import { notFound } from '../../http/errors';

export const MSG = serverMessages.academy;

export type QuizVersionRow = typeof quizVersions.$inferSelect;

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
