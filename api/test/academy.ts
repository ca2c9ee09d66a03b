// Academy fixtures: a course of its own per test (so tests sharing a PostgreSQL database never see each
// other's quiz edits), learners who own it (a paid order, as a confirmed transfer grants it), answers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { courseProgress, courses, lessons, libraryItems, quizVersions, orders } from '../src/db/schema';
import type { QuizQuestionSnapshot } from '../src/db/schema';
import type { Harness, TestUser } from './harness';

/** Three questions: single, multiple (two right), single. */
export const QUESTIONS: QuizQuestionSnapshot[] = [
  {
    id: 'qa',
    text: 'Câu một',
    multiple: false,
    options: [
      { id: 'qa-x', text: 'Sai 1' },
      { id: 'qa-ok', text: 'Đúng' },
      { id: 'qa-y', text: 'Sai 2' },
    ],
    correct: ['qa-ok'],
    explanation: 'Giải thích câu một.',
  },
  {
    id: 'qb',
    text: 'Câu hai',
    multiple: true,
    options: [
      { id: 'qb-1', text: 'Đúng 1' },
      { id: 'qb-2', text: 'Sai' },
      { id: 'qb-3', text: 'Đúng 2' },
      { id: 'qb-4', text: 'Sai nữa' },
    ],
    correct: ['qb-1', 'qb-3'],
    explanation: 'Giải thích câu hai.',
  },
  {
    id: 'qc',
    text: 'Câu ba',
    multiple: false,
    options: [
      { id: 'qc-ok', text: 'Đúng' },
      { id: 'qc-x', text: 'Sai' },
    ],
    correct: ['qc-ok'],
    explanation: 'Giải thích câu ba.',
  },
];

export interface TestCourse {
  courseId: string;
  lessonIds: string[];
}

export type QuizOptions = Partial<Omit<typeof quizVersions.$inferInsert, 'courseId' | 'version'>>;

/** A course with `lessonCount` lessons and (unless `quiz` is null) version 1 of its quiz. */
export async function addCourse(
  api: Harness,
  options: { lessonCount?: number; quiz?: QuizOptions | null; price?: number } = {},
): Promise<TestCourse> {
  const courseId = `khoa-${randomUUID().slice(0, 8)}`;
  const db = api.app.database.db;
  await db.insert(courses).values({
    id: courseId,
    title: `Khóa học thử ${courseId}`,
    description: 'Mô tả khóa học thử.',
    price: options.price ?? 1_000_000,
    outcomes: ['Kết quả một', 'Kết quả hai'],
    instructorName: 'Giảng viên thử',
    instructorTitle: 'Chuyên gia',
    instructorBio: 'Tiểu sử.',
  });
  const lessonIds = Array.from({ length: options.lessonCount ?? 2 }, (_, index) => `${courseId}-bai-${index + 1}`);
  await db.insert(lessons).values(
    lessonIds.map((id, index) => ({
      id,
      courseId,
      position: index + 1,
      module: index < 1 ? 'Phần 1' : 'Phần 2',
      title: `Bài ${index + 1}`,
      content: `## Bài ${index + 1}\n\nNội dung.`,
      durationMinutes: 10,
    })),
  );
  if (options.quiz !== null) {
    await db.insert(quizVersions).values({
      courseId,
      version: 1,
      title: 'Bài kiểm tra thử',
      questions: QUESTIONS,
      ...options.quiz,
    });
  }
  return { courseId, lessonIds };
}

const orderId = () => randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();

/** Makes `user` an owner of the course through a paid order (paid `paidAt`), optionally with every lesson done. */
export async function enrol(
  api: Harness,
  user: TestUser,
  course: TestCourse,
  options: { paidAt?: Date; lessonsDone?: boolean } = {},
): Promise<string> {
  const db = api.app.database.db;
  const paidAt = options.paidAt ?? new Date();
  const [row] = await db
    .select({ price: courses.price, title: courses.title })
    .from(courses)
    .where(eq(courses.id, course.courseId));
  const id = orderId();
  await db.insert(orders).values({
    id,
    buyerId: user.uid,
    courseId: course.courseId,
    productTitle: row.title,
    price: row.price,
    status: 'paid',
    createdAt: paidAt,
    expiresAt: new Date(paidAt.getTime() + 86_400_000),
    paidAt,
  });
  await db.insert(libraryItems).values({ userId: user.uid, courseId: course.courseId, orderId: id, grantedAt: paidAt });
  if (options.lessonsDone ?? true) {
    await db
      .insert(courseProgress)
      .values({ userId: user.uid, courseId: course.courseId, completedLessons: course.lessonIds });
  }
  return id;
}

export type Answers = { questionId: string; optionIds: string[] }[];

/** Right answers to every question, except those listed in `wrong` (answered with one wrong option). */
export function answersFor(questions: QuizQuestionSnapshot[], wrong: string[] = []): Answers {
  return questions.map((question) => ({
    questionId: question.id,
    optionIds: wrong.includes(question.id)
      ? [question.options.find((option) => !question.correct.includes(option.id))!.id]
      : question.correct,
  }));
}
