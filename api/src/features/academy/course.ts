// getCourse, completeLesson, openLesson, listMyCourses: the course, its lessons and the learner's progress.
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CourseProgress } from '@app/shared/contracts/academy';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { certificates, courseProgress, courses, lessons, libraryItems } from '../../db/schema';
import { requireUser, type CallContext, type Handler } from '../../http/context';
import { notFound } from '../../http/errors';
import { now } from '../../lib/clock';
import { hasRole, findUser } from '../../domain/users';
import { signMediaUrl } from '../uploads/signed-media';
import { owns } from '../../domain/entitlements';
import { findCourse, requireLearner } from '../course-access/learner';
import { MSG, currentQuiz, quizIdOf } from './access';
import { courseRefundEligibility, paidCourseOrders, publicEligibility } from '../refunds/eligibility';

type ProgressRow = typeof courseProgress.$inferSelect;

const progressOf = (row: ProgressRow | undefined): CourseProgress => ({
  completedLessons: row?.completedLessons ?? [],
  lastLessonId: row?.lastLessonId ?? null,
  lastActivityAt: row?.lastActivityAt?.toISOString() ?? null,
});

async function readProgress(db: Queryable, userId: string, courseId: string): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)))
    .limit(1);
  return row;
}

async function requireLesson(db: Queryable, courseId: string, lessonId: string): Promise<string> {
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
    .limit(1);
  if (!lesson) throw notFound(MSG.lessonNotFound);
  return lesson.id;
}

/** Public outline (modules, titles, durations); lesson content, videos and progress only for owners and admins. */
export const getCourse: Handler<'getCourse'> = async (input, ctx) => {
  const course = await findCourse(ctx.db, input.courseId);
  const viewer = ctx.auth ? await findUser(ctx.db, ctx.auth.uid) : null;
  const owned = viewer ? await owns(ctx.db, viewer.uid, { kind: 'course', id: course.id }) : false;
  const learner = owned || hasRole(viewer, 'admin');
  const [rows, quiz, progress] = await Promise.all([
    ctx.db.select().from(lessons).where(eq(lessons.courseId, course.id)).orderBy(asc(lessons.position)),
    currentQuiz(ctx.db, course.id),
    learner && viewer ? readProgress(ctx.db, viewer.uid, course.id) : Promise.resolve(undefined),
  ]);
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    outcomes: course.outcomes,
    instructor: { name: course.instructorName, title: course.instructorTitle, bio: course.instructorBio },
    price: course.price,
    owned,
    lessons: rows.map((lesson) => ({
      id: lesson.id,
      position: lesson.position,
      module: lesson.module,
      title: lesson.title,
      durationMinutes: lesson.durationMinutes,
      content: learner ? lesson.content : null,
      // The same readers as the content, at an address of their own that expires (../uploads/signed-media.ts).
      video:
        learner && lesson.video
          ? {
              url: signMediaUrl(ctx.config.mediaUrlSecret, lesson.video.url, now().getTime()),
              type: lesson.video.type,
              poster: lesson.video.poster,
              captions: lesson.captions !== null,
            }
          : null,
    })),
    progress: learner ? progressOf(progress) : null,
    quiz: quiz
      ? { id: quizIdOf(course.id), title: quiz.title, passScore: quiz.passScore, questionCount: quiz.questions.length }
      : null,
  };
};

/** The captions of a lesson's video, to the people who may watch it (owners and admins). */
export const getLessonCaptions: Handler<'getLessonCaptions'> = async (input, ctx) => {
  await requireLearner(ctx, input.courseId);
  const [lesson] = await ctx.db
    .select({ video: lessons.video, captions: lessons.captions })
    .from(lessons)
    .where(and(eq(lessons.id, input.lessonId), eq(lessons.courseId, input.courseId)))
    .limit(1);
  if (!lesson) throw notFound(MSG.lessonNotFound);
  if (!lesson.video || lesson.captions === null) throw notFound(MSG.noCaptions);
  return { vtt: lesson.captions };
};

/**
 * A learner's step in one of the course's lessons (their own course, a lesson of it): one statement writes their
 * progress row — `change(lessonId)` as `created` on the first step, as `updated` after — with the activity time.
 */
async function recordStep(
  ctx: CallContext,
  input: { courseId: string; lessonId: string },
  change: (lessonId: string) => {
    created: Partial<typeof courseProgress.$inferInsert>;
    updated: PgUpdateSetSource<typeof courseProgress>;
  },
) {
  const { user } = await requireLearner(ctx, input.courseId);
  const lessonId = await requireLesson(ctx.db, input.courseId, input.lessonId);
  const at = now();
  const { created, updated } = change(lessonId);
  const [row] = await ctx.db
    .insert(courseProgress)
    .values({ userId: user.uid, courseId: input.courseId, ...created, lastActivityAt: at })
    .onConflictDoUpdate({
      target: [courseProgress.userId, courseProgress.courseId],
      set: { ...updated, lastActivityAt: at, updatedAt: at },
    })
    .returning();
  return row;
}

/** Idempotent: one statement appends the lesson unless it is already there. */
export const completeLesson: Handler<'completeLesson'> = async (input, ctx) => {
  const row = await recordStep(ctx, input, (lessonId) => ({
    created: { completedLessons: [lessonId] },
    updated: {
      completedLessons: sql`case when ${lessonId} = any(${courseProgress.completedLessons}) then ${courseProgress.completedLessons} else array_append(${courseProgress.completedLessons}, ${lessonId}::text) end`,
    },
  }));
  return { completedLessons: row.completedLessons };
};

/** Remembers the lesson as the last one opened ('Học tiếp' on any device). */
export const openLesson: Handler<'openLesson'> = async (input, ctx) =>
  progressOf(
    await recordStep(ctx, input, (lessonId) => ({
      created: { lastLessonId: lessonId },
      updated: { lastLessonId: lessonId },
    })),
  );

/** The signed-in user's courses: progress, purchase date, certificate and the refund guarantee. */
export const listMyCourses: Handler<'listMyCourses'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  const owned = await ctx.db
    .select({ courseId: courses.id, title: courses.title, grantedAt: libraryItems.grantedAt })
    .from(libraryItems)
    .innerJoin(courses, eq(courses.id, libraryItems.courseId))
    .where(and(eq(libraryItems.userId, user.uid), isNotNull(libraryItems.courseId)))
    .orderBy(asc(libraryItems.grantedAt));
  if (owned.length === 0) return [];
  const ids = owned.map((row) => row.courseId);
  const [lessonCounts, progress, certs, orders] = await Promise.all([
    ctx.db
      .select({ courseId: lessons.courseId, ids: sql<string[]>`array_agg(${lessons.id})`, n: count() })
      .from(lessons)
      .where(inArray(lessons.courseId, ids))
      .groupBy(lessons.courseId),
    ctx.db
      .select()
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, user.uid), inArray(courseProgress.courseId, ids))),
    ctx.db
      .select({ id: certificates.id, courseId: certificates.courseId })
      .from(certificates)
      .where(and(eq(certificates.userId, user.uid), inArray(certificates.courseId, ids))),
    paidCourseOrders(ctx.db, user.uid, ids),
  ]);
  const at = now();
  return Promise.all(
    owned.map(async (row) => {
      const lessonIds = new Set(lessonCounts.find((entry) => entry.courseId === row.courseId)?.ids ?? []);
      const mine = progress.find((entry) => entry.courseId === row.courseId);
      const paidAt = orders.find((order) => order.courseId === row.courseId)?.paidAt ?? null;
      return {
        courseId: row.courseId,
        title: row.title,
        lessonCount: lessonIds.size,
        completedCount: (mine?.completedLessons ?? []).filter((id) => lessonIds.has(id)).length,
        lastLessonId: mine?.lastLessonId ?? null,
        lastActivityAt: mine?.lastActivityAt?.toISOString() ?? null,
        purchasedAt: (paidAt ?? row.grantedAt).toISOString(),
        certificateId: certs.find((cert) => cert.courseId === row.courseId)?.id ?? null,
        refund: publicEligibility(await courseRefundEligibility(ctx.db, user.uid, row.courseId, at)),
      };
    }),
  );
};
