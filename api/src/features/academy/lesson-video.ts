// listLessonsForEdit, setLessonVideo (admins): a lesson carries one video with its poster, uploaded as a product's
// is (the product-videos and product-images tus kinds) and checked by the same code (uploads/owned-media.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { lessons } from '../../db/schema';
import { audit } from '../../domain/audit';
import { requireRole, type Handler } from '../../http/context';
import { notFound } from '../../http/errors';
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
});

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
    const [lesson] = await tx
      .select()
      .from(lessons)
      .where(and(eq(lessons.id, input.lessonId), eq(lessons.courseId, course.id)))
      .for('update');
    if (!lesson) throw notFound(MSG.lessonNotFound);
    const before = lesson.video ?? null;
    const after = input.video === null ? null : await videoFor(ctx, admin.uid, input.video, before);
    if (sameVideo(before, after)) return forEdit(lesson);
    const [saved] = await tx.update(lessons).set({ video: after }).where(eq(lessons.id, lesson.id)).returning();
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
