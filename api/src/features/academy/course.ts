// getCourse, completeLesson, getQuiz, submitQuiz: the course area and its final quiz.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CallContext, Handler } from '../../http/context';
import { hasRole, requireUser } from '../../http/context';
import { certificates, courseProgress, courses, lessons, quizQuestions, quizzes } from '../../db/schema';
import { invalidArgument, notFound, permissionDenied } from '../../http/errors';
import { shortId } from '../../lib/ids';
import { findUser, type UserRow } from '../profile/users';
import { owns } from '../../domain/entitlements';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.academy;

async function canLearn(ctx: CallContext, user: UserRow, courseId: string): Promise<boolean> {
  return hasRole(user, 'admin') || owns(ctx.db, user.uid, { kind: 'course', id: courseId });
}

async function requireLearner(ctx: CallContext, courseId: string): Promise<UserRow> {
  const user = await requireUser(ctx);
  const [course] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw notFound(MSG.courseNotFound);
  if (!(await canLearn(ctx, user, courseId))) throw permissionDenied(MSG.notOwned);
  return user;
}

/** Public outline; lesson content only for owners and admins. */
export const getCourse: Handler<'getCourse'> = async (input, ctx) => {
  const [course] = await ctx.db.select().from(courses).where(eq(courses.id, input.courseId)).limit(1);
  if (!course) throw notFound(MSG.courseNotFound);
  const viewer = ctx.auth ? await findUser(ctx.db, ctx.auth.uid) : null;
  const owned = viewer ? await owns(ctx.db, viewer.uid, { kind: 'course', id: course.id }) : false;
  const showContent = owned || hasRole(viewer, 'admin');
  const [rows, [quiz]] = await Promise.all([
    ctx.db.select().from(lessons).where(eq(lessons.courseId, course.id)).orderBy(asc(lessons.position)),
    ctx.db
      .select({
        id: quizzes.id,
        title: quizzes.title,
        passScore: quizzes.passScore,
        questionCount: sql<number>`count(${quizQuestions.id})::int`,
      })
      .from(quizzes)
      .leftJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
      .where(eq(quizzes.courseId, course.id))
      .groupBy(quizzes.id),
  ]);
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    price: course.price,
    owned,
    lessons: rows.map((lesson) => ({
      id: lesson.id,
      position: lesson.position,
      title: lesson.title,
      durationMinutes: lesson.durationMinutes,
      content: showContent ? lesson.content : null,
    })),
    quiz: quiz ?? null,
  };
};

/** Idempotent: one statement appends the lesson unless it is already there. */
export const completeLesson: Handler<'completeLesson'> = async (input, ctx) => {
  const user = await requireLearner(ctx, input.courseId);
  const [lesson] = await ctx.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, input.lessonId), eq(lessons.courseId, input.courseId)))
    .limit(1);
  if (!lesson) throw notFound(MSG.lessonNotFound);
  const [row] = await ctx.db
    .insert(courseProgress)
    .values({ userId: user.uid, courseId: input.courseId, completedLessons: [lesson.id] })
    .onConflictDoUpdate({
      target: [courseProgress.userId, courseProgress.courseId],
      set: {
        completedLessons: sql`case when ${lesson.id} = any(${courseProgress.completedLessons}) then ${courseProgress.completedLessons} else array_append(${courseProgress.completedLessons}, ${lesson.id}::text) end`,
        updatedAt: new Date(),
      },
    })
    .returning({ completedLessons: courseProgress.completedLessons });
  return { completedLessons: row.completedLessons };
};

async function loadQuiz(ctx: CallContext, courseId: string) {
  const [quiz] = await ctx.db.select().from(quizzes).where(eq(quizzes.courseId, courseId)).limit(1);
  if (!quiz) throw notFound(MSG.quizNotFound);
  const questions = await ctx.db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.position));
  return { quiz, questions };
}

/** The questions without their answers, for owners and admins. */
export const getQuiz: Handler<'getQuiz'> = async (input, ctx) => {
  await requireLearner(ctx, input.courseId);
  const { quiz, questions } = await loadQuiz(ctx, input.courseId);
  return {
    id: quiz.id,
    title: quiz.title,
    passScore: quiz.passScore,
    questions: questions.map((question) => ({
      id: question.id,
      question: question.question,
      options: question.options,
    })),
  };
};

/** Scores on the server; a pass issues (or improves) the user's certificate for the course. */
export const submitQuiz: Handler<'submitQuiz'> = async (input, ctx) => {
  const user = await requireLearner(ctx, input.courseId);
  const { quiz, questions } = await loadQuiz(ctx, input.courseId);
  if (input.answers.length !== questions.length) throw invalidArgument(MSG.answerCount(questions.length));
  const correct = questions.filter((question, index) => input.answers[index] === question.correctIndex).length;
  const score = Math.round((correct / Math.max(questions.length, 1)) * 10_000) / 100;
  const passed = score >= quiz.passScore;
  if (!passed) return { score, passed, certificateId: null };
  const [course] = await ctx.db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, input.courseId))
    .limit(1);
  const values = {
    id: `CN-${new Date().getUTCFullYear()}-${shortId(8)}`,
    userId: user.uid,
    courseId: input.courseId,
    // Public page: the display name, else a neutral word — never the e-mail or the uid (issue 10).
    userName: user.displayName?.trim() || MSG.certificateName,
    courseName: course?.title ?? '',
    score,
  };
  // One certificate per user and course; a better score replaces the old one, keeping its id.
  const [row] = await ctx.db
    .insert(certificates)
    .values(values)
    .onConflictDoUpdate({
      target: [certificates.userId, certificates.courseId],
      set: { score: sql`greatest(${certificates.score}, excluded.score)` },
    })
    .returning({ id: certificates.id });
  return { score, passed, certificateId: row.id };
};
