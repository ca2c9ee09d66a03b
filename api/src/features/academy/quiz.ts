// getQuiz, startQuizAttempt, submitQuiz, getQuizAttempt: the graded quiz. The server shuffles, keeps each
// attempt's questions with it, enforces the attempt limit, the time limit and grades; the client only shows.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AttemptResult, OpenAttempt } from '@app/shared/contracts/academy';
import { vnDateTime } from '@app/shared/time/vietnam';
import type { Queryable } from '../../db/client';
import { certificates, courseProgress, lessons, quizAttempts, quizVersions } from '../../db/schema';
import { requireUser, type Handler } from '../../http/context';
import { invalidArgument, notFound, permissionDenied, resourceExhausted } from '../../http/errors';
import { now } from '../../lib/clock';
import { hasRole, type UserRow } from '../../domain/users';
import { requireLearner } from '../course-access/learner';
import { MSG, quizIdOf, requireQuiz, type QuizVersionRow } from './access';
import { issueCertificate } from './certificates';
import { answersFit, grade, publicQuestion, review, shuffleQuestions } from './grading';

/** Answers may arrive this long after the deadline (the network's delay) and are still graded. */
export const SUBMIT_GRACE_MS = 10_000;
const HOUR_MS = 60 * 60 * 1000;

type AttemptRow = typeof quizAttempts.$inferSelect;

/** Closes the user's open attempt whose deadline (and grace) passed: score 0, failed. */
async function closeExpired(db: Queryable, userId: string, courseId: string, now: Date): Promise<void> {
  await db
    .update(quizAttempts)
    .set({ submittedAt: sql`${quizAttempts.deadline}`, score: 0, passed: false })
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.courseId, courseId),
        isNull(quizAttempts.submittedAt),
        lt(quizAttempts.deadline, new Date(now.getTime() - SUBMIT_GRACE_MS)),
      ),
    );
}

async function attemptsOf(db: Queryable, userId: string, courseId: string) {
  return db
    .select({ attempt: quizAttempts, version: quizVersions.version })
    .from(quizAttempts)
    .innerJoin(quizVersions, eq(quizVersions.id, quizAttempts.quizVersionId))
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId)))
    .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id));
}

async function allLessonsDone(db: Queryable, userId: string, courseId: string): Promise<boolean> {
  const [all, [progress]] = await Promise.all([
    db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId)),
    db
      .select({ done: courseProgress.completedLessons })
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)))
      .limit(1),
  ]);
  const done = new Set(progress?.done ?? []);
  return all.every((lesson) => done.has(lesson.id));
}

/** Attempts started in the rolling window, and when the next may start if the limit is reached. */
function windowOf(quiz: QuizVersionRow, starts: Date[], now: Date) {
  const windowMs = quiz.attemptWindowHours * HOUR_MS;
  const inWindow = starts.filter((start) => start.getTime() > now.getTime() - windowMs);
  const oldest = Math.min(...inWindow.map((start) => start.getTime()));
  const nextAttemptAt = inWindow.length >= quiz.attemptLimit ? new Date(oldest + windowMs) : null;
  return { used: inWindow.length, nextAttemptAt };
}

const toOpenAttempt = (row: AttemptRow): OpenAttempt => ({
  id: row.id,
  startedAt: row.startedAt.toISOString(),
  deadline: row.deadline?.toISOString() ?? null,
  questions: row.questions.map(publicQuestion),
});

async function certificateOf(db: Queryable, userId: string, courseId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row?.id ?? null;
}

async function hasPassed(db: Queryable, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), eq(quizAttempts.passed, true)))
    .limit(1);
  return Boolean(row);
}

/** A submitted attempt's result; answers and explanations only once its owner has passed. */
async function resultOf(db: Queryable, row: AttemptRow): Promise<AttemptResult> {
  const [[version], passedEver, certificateId] = await Promise.all([
    db.select({ passScore: quizVersions.passScore }).from(quizVersions).where(eq(quizVersions.id, row.quizVersionId)),
    hasPassed(db, row.userId, row.courseId),
    certificateOf(db, row.userId, row.courseId),
  ]);
  return {
    attemptId: row.id,
    score: row.score ?? 0,
    passed: row.passed ?? false,
    passScore: version?.passScore ?? 0,
    certificateId,
    review: review(row.questions, row.answers ?? [], passedEver),
  };
}

/** The quiz page's state for owners and admins. */
export const getQuiz: Handler<'getQuiz'> = async (input, ctx) => {
  const { user } = await requireLearner(ctx, input.courseId);
  const quiz = await requireQuiz(ctx.db, input.courseId);
  const at = now();
  await closeExpired(ctx.db, user.uid, input.courseId, at);
  const [rows, unlocked, certificateId] = await Promise.all([
    attemptsOf(ctx.db, user.uid, input.courseId),
    allLessonsDone(ctx.db, user.uid, input.courseId),
    certificateOf(ctx.db, user.uid, input.courseId),
  ]);
  const { used, nextAttemptAt } = windowOf(
    quiz,
    rows.map((row) => row.attempt.startedAt),
    at,
  );
  const open = rows.find((row) => row.attempt.submittedAt === null)?.attempt ?? null;
  return {
    id: quizIdOf(input.courseId),
    courseId: input.courseId,
    title: quiz.title,
    version: quiz.version,
    passScore: quiz.passScore,
    attemptLimit: quiz.attemptLimit,
    attemptWindowHours: quiz.attemptWindowHours,
    timeLimitMinutes: quiz.timeLimitMinutes,
    questionCount: quiz.questions.length,
    unlocked,
    attemptsUsed: used,
    nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    attempts: rows.map(({ attempt, version }) => ({
      id: attempt.id,
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      score: attempt.score,
      passed: attempt.passed,
      quizVersion: version,
    })),
    openAttempt: open ? toOpenAttempt(open) : null,
    certificateId,
  };
};

async function openAttemptOf(db: Queryable, userId: string, courseId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), isNull(quizAttempts.submittedAt)))
    .limit(1);
  return row ?? null;
}

/** Starts an attempt on the current version, or returns the open one (a retry never spends an attempt). */
export const startQuizAttempt: Handler<'startQuizAttempt'> = async (input, ctx) => {
  const { user } = await requireLearner(ctx, input.courseId);
  const quiz = await requireQuiz(ctx.db, input.courseId);
  const at = now();
  await closeExpired(ctx.db, user.uid, input.courseId, at);
  const open = await openAttemptOf(ctx.db, user.uid, input.courseId);
  if (open) return toOpenAttempt(open);
  if (!(await allLessonsDone(ctx.db, user.uid, input.courseId))) throw permissionDenied(MSG.quizLocked);
  const starts = await ctx.db
    .select({ startedAt: quizAttempts.startedAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, user.uid), eq(quizAttempts.courseId, input.courseId)))
    .orderBy(asc(quizAttempts.startedAt));
  const { nextAttemptAt } = windowOf(
    quiz,
    starts.map((row) => row.startedAt),
    at,
  );
  if (nextAttemptAt) {
    throw resourceExhausted(MSG.attemptLimit(quiz.attemptLimit, quiz.attemptWindowHours, vnDateTime(nextAttemptAt)));
  }
  const [created] = await ctx.db
    .insert(quizAttempts)
    .values({
      id: randomBytes(16).toString('base64url'),
      userId: user.uid,
      courseId: input.courseId,
      quizVersionId: quiz.id,
      questions: shuffleQuestions(quiz.questions),
      startedAt: at,
      deadline: quiz.timeLimitMinutes ? new Date(at.getTime() + quiz.timeLimitMinutes * 60_000) : null,
    })
    // The partial unique index on open attempts: a concurrent start lost the race, answer the winner's.
    .onConflictDoNothing()
    .returning();
  if (created) return toOpenAttempt(created);
  const winner = await openAttemptOf(ctx.db, user.uid, input.courseId);
  if (!winner) throw new Error('no open attempt after a conflicting start');
  return toOpenAttempt(winner);
};

async function findAttempt(db: Queryable, attemptId: string): Promise<AttemptRow> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).limit(1);
  if (!row) throw notFound(MSG.attemptNotFound);
  return row;
}

/** Grades once: the same attempt submitted again answers the stored result. */
export const submitQuiz: Handler<'submitQuiz'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const attempt = await findAttempt(ctx.db, input.attemptId);
  if (attempt.courseId !== input.courseId) throw notFound(MSG.attemptNotFound);
  if (attempt.userId !== user.uid) throw permissionDenied(MSG.attemptForbidden);
  if (attempt.submittedAt && attempt.answers) return resultOf(ctx.db, attempt);
  const at = now();
  if (attempt.submittedAt || (attempt.deadline && at.getTime() > attempt.deadline.getTime() + SUBMIT_GRACE_MS)) {
    await closeExpired(ctx.db, user.uid, attempt.courseId, at);
    throw permissionDenied(MSG.timeUp);
  }
  if (!answersFit(attempt.questions, input.answers)) throw invalidArgument(MSG.badAnswer);
  const [version] = await ctx.db
    .select({ passScore: quizVersions.passScore })
    .from(quizVersions)
    .where(eq(quizVersions.id, attempt.quizVersionId));
  const { score } = grade(attempt.questions, input.answers);
  const passed = score >= version.passScore;
  const graded = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(quizAttempts)
      .set({ submittedAt: at, answers: input.answers, score, passed })
      .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.submittedAt)))
      .returning();
    if (row && passed) await issueCertificate(tx, user, attempt.courseId, score, at);
    return row ?? null;
  });
  // A concurrent submit graded it first: answer what it stored.
  return resultOf(ctx.db, graded ?? (await findAttempt(ctx.db, attempt.id)));
};

/** A past attempt's result: its owner, or an admin. */
export const getQuizAttempt: Handler<'getQuizAttempt'> = async (input, ctx) => {
  const user: UserRow = await requireUser(ctx);
  const found = await findAttempt(ctx.db, input.attemptId);
  if (found.userId !== user.uid && !hasRole(user, 'admin')) throw permissionDenied(MSG.attemptForbidden);
  await closeExpired(ctx.db, found.userId, found.courseId, now());
  const attempt = await findAttempt(ctx.db, input.attemptId);
  if (!attempt.submittedAt) throw notFound(MSG.attemptNotFound);
  return resultOf(ctx.db, attempt);
};
