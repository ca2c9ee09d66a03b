import type { Lesson } from '@app/shared/contracts/academy';
import {
  formatDuration,
  groupByModule,
  progressOf,
  resumeLessonId,
  totalMinutes,
  withoutRepeatedTitle,
} from './course';

const lesson = (id: string, position: number, module: string, durationMinutes = 10): Lesson => ({
  id,
  position,
  module,
  title: `Bài ${id}`,
  durationMinutes,
  content: null,
});

const lessons = [lesson('c', 3, 'Chương 2', 30), lesson('a', 1, 'Chương 1', 20), lesson('b', 2, 'Chương 1', 45)];

describe('course outline', () => {
  it('groups lessons by module in course order with each module’s minutes', () => {
    const groups = groupByModule(lessons);
    expect(groups.map((g) => [g.title, g.lessons.map((l) => l.id), g.minutes])).toEqual([
      ['Chương 1', ['a', 'b'], 65],
      ['Chương 2', ['c'], 30],
    ]);
    expect(totalMinutes(lessons)).toBe(95);
  });

  it('formats durations in hours and minutes', () => {
    expect(formatDuration(95)).toBe('1 giờ 35 phút');
    expect(formatDuration(45)).toBe('45 phút');
    expect(formatDuration(120)).toBe('2 giờ');
  });

  it('counts progress only over lessons that exist', () => {
    expect(progressOf(lessons, ['a', 'a', 'gone'])).toEqual({ done: 1, total: 3, percent: 33 });
    expect(progressOf([], [])).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('resumes at the last lesson opened, else the first unfinished, else the first', () => {
    const progress = (completedLessons: string[], lastLessonId: string | null) => ({
      completedLessons,
      lastLessonId,
      lastActivityAt: null,
    });
    expect(resumeLessonId({ lessons, progress: progress(['a'], 'c') })).toBe('c');
    expect(resumeLessonId({ lessons, progress: progress(['a'], 'removed') })).toBe('b');
    expect(resumeLessonId({ lessons, progress: null })).toBe('a');
    expect(resumeLessonId({ lessons, progress: progress(['a', 'b', 'c'], null) })).toBe('a');
    expect(resumeLessonId({ lessons: [], progress: null })).toBeNull();
  });
});

describe('withoutRepeatedTitle', () => {
  it('drops a first heading that repeats the lesson title, and nothing else', () => {
    expect(withoutRepeatedTitle('## Bài 1: Tư duy\n\nNội dung', 'Bài 1: Tư duy')).toBe('Nội dung');
    expect(withoutRepeatedTitle('  # bài 1: tư duy #\nNội dung', 'Bài 1: Tư duy')).toBe('Nội dung');
    expect(withoutRepeatedTitle('## Mở đầu\n\nNội dung', 'Bài 1: Tư duy')).toBe('## Mở đầu\n\nNội dung');
    expect(withoutRepeatedTitle('Nội dung\n## Bài 1: Tư duy', 'Bài 1: Tư duy')).toBe('Nội dung\n## Bài 1: Tư duy');
    expect(withoutRepeatedTitle('## Bài 1: Tư duy', 'Bài 1: Tư duy')).toBe('');
  });
});
