// listLessonsForEdit, setLessonVideo, setLessonCaptions (admins): a lesson carries one video with its poster,
// uploaded as a product's is (the product-videos and product-images tus kinds) and checked by the same code
// (uploads/owned-media.ts), and that video's captions (WebVTT, checked by the contract).
import { and, asc, eq } from 'drizzle-orm';
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { lessons } from '../../db/schema';
import { audit } from '../../domain/audit';
import { requireRole, type Handler } from '../../http/context';
import { invalidArgument, notFound } from '../../http/errors';
import type { Tx } from '../../db/client';
import { checkCaptions } from '@app/shared/captions/webvtt';
import { sameVideo, videoFor } from '../uploads/owned-media';
import { findCourse } from '../course-access/learner';
import { MSG } from './access';

type LessonRow = typeof lessons.$inferSelect;

const forEdit = (lesson: LessonRow): LessonForEdit => ({
  id: lesson.id,
  position: lesson.position,
  module: lesson.module,
  title: lesson.title,
  video: lesson.video ?? null,
  captions: captionsOf(lesson.captions),
});

/** Stored captions by their cue count (they passed the same check on the way in). */
function captionsOf(vtt: string | null): LessonForEdit['captions'] {
  if (vtt === null) return null;
  const check = checkCaptions(vtt);
  return check.ok ? { cues: check.cues } : null;
}

/** The course's lesson, locked until the transaction ends (two admins at once: the second sees the first's). */
async function lockLesson(tx: Tx, courseId: string, lessonId: string): Promise<LessonRow> {
  const [lesson] = await tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
    .for('update');
  if (!lesson) throw notFound(MSG.lessonNotFound);
  return lesson;
}

/** The course's lessons in order, each with its video as stored. */
export const listLessonsForEdit: Handler<'listLessonsForEdit'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const course = await findCourse(ctx.db, input.courseId);
  const rows = await ctx.db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, course.id))
    .orderBy(asc(lessons.position));
  return { courseId: course.id, title: course.title, lessons: rows.map(forEdit) };
};

/**
 * Sets or removes the lesson's video and writes its audit row in one transaction, the lesson locked meanwhile (two
 * admins at once: the second sees the first's video as the one it replaces). What the lesson already shows
 * changes nothing and writes no row.
 */
export const setLessonVideo: Handler<'setLessonVideo'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const course = await findCourse(ctx.db, input.courseId);
  return ctx.db.transaction(async (tx) => {
    const lesson = await lockLesson(tx, course.id, input.lessonId);
    const before = lesson.video ?? null;
    const after = input.video === null ? null : await videoFor(ctx, admin.uid, input.video, before);
    if (sameVideo(before, after)) return forEdit(lesson);
    // Captions are timed to one video: another video (or none) drops them; a new poster keeps them.
    const captions = after && before && after.id === before.id ? lesson.captions : null;
    const [saved] = await tx
      .update(lessons)
      .set({ video: after, captions })
      .where(eq(lessons.id, lesson.id))
      .returning();
    await audit(tx, {
      adminId: admin.uid,
      action: after ? 'lesson.set-video' : 'lesson.remove-video',
      objectId: lesson.id,
      before,
      after,
    });
    return forEdit(saved);
  });
};

/**
 * Sets or removes the captions of the lesson's video and writes its audit row (the cue counts before and after,
 * not the text) in one transaction, the lesson locked meanwhile. A lesson without a video takes none; the same
 * text again changes nothing and writes no row.
 */
export const setLessonCaptions: Handler<'setLessonCaptions'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const course = await findCourse(ctx.db, input.courseId);
  return ctx.db.transaction(async (tx) => {
    const lesson = await lockLesson(tx, course.id, input.lessonId);
    if (input.captions !== null && !lesson.video) throw invalidArgument(MSG.captionsNeedVideo);
    if ((lesson.captions ?? null) === input.captions) return forEdit(lesson);
    const [saved] = await tx
      .update(lessons)
      .set({ captions: input.captions })
      .where(eq(lessons.id, lesson.id))
      .returning();
    await audit(tx, {
      adminId: admin.uid,
      action: input.captions === null ? 'lesson.remove-captions' : 'lesson.set-captions',
      objectId: lesson.id,
      before: captionsOf(lesson.captions),
      after: captionsOf(saved.captions),
    });
    return forEdit(saved);
  });
};
