// Pure views of a course: its outline grouped by module, durations, progress and where to resume.
import type { Course, Lesson } from '@app/shared/contracts/academy';
import { lessonModules, ordered } from '@app/shared/academy/modules';
import { academyMessages } from '@app/shared/messages/academy';

export type ModuleGroup = { title: string; lessons: Lesson[]; minutes: number };

export { ordered };

/** Consecutive lessons of one module form one group, in course order, with the time they take. */
export const groupByModule = (lessons: readonly Lesson[]): ModuleGroup[] =>
  lessonModules(lessons).map((group) => ({ ...group, minutes: totalMinutes(group.lessons) }));

export const totalMinutes = (lessons: readonly Lesson[]) => lessons.reduce((sum, l) => sum + l.durationMinutes, 0);

/** 95 → '1 giờ 35 phút', 45 → '45 phút', 120 → '2 giờ'. */
export function formatDuration(minutes: number): string {
  return academyMessages.common.duration(Math.floor(minutes / 60), minutes % 60);
}

export type Progress = { done: number; total: number; percent: number };

/** Completed lessons that still exist, out of all lessons (a removed lesson no longer counts). */
export function progressOf(lessons: readonly Lesson[], completed: readonly string[]): Progress {
  const ids = new Set(lessons.map((lesson) => lesson.id));
  const done = new Set(completed.filter((id) => ids.has(id))).size;
  const total = lessons.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/**
 * Where 'Học tiếp' goes: the last lesson opened (on any device), else the first unfinished lesson, else
 * the first lesson; null for a course without lessons.
 */
export function resumeLessonId(course: Pick<Course, 'lessons' | 'progress'>): string | null {
  const lessons = ordered(course.lessons);
  const last = course.progress?.lastLessonId;
  if (last && lessons.some((lesson) => lesson.id === last)) return last;
  const completed = new Set(course.progress?.completedLessons ?? []);
  return (lessons.find((lesson) => !completed.has(lesson.id)) ?? lessons[0])?.id ?? null;
}

/**
 * The lesson's Markdown without a first heading that only repeats its title (the player shows the title above
 * the content; a lesson written with its title as a heading would show it twice).
 */
export function withoutRepeatedTitle(content: string, title: string): string {
  const match = /^\s*#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*(?:\r?\n|$)/.exec(content);
  if (!match || match[1].trim().toLocaleLowerCase('vi') !== title.trim().toLocaleLowerCase('vi')) return content;
  return content.slice(match[0].length).replace(/^\s*\n/, '');
}
