// The academy: courses, lessons, progress, quizzes and certificates.
import { sql } from 'drizzle-orm';
import { doublePrecision, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './users';

export const courses = pgTable('courses', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  createdAt: createdAt(),
});

export const lessons = pgTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(10),
  },
  (t) => [uniqueIndex('lessons_course_position_uq').on(t.courseId, t.position)],
);

/** SPEC §3 "User course progress": completedLessons per user and course. */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    completedLessons: text('completed_lessons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const quizzes = pgTable('quizzes', {
  id: text('id').primaryKey(),
  courseId: text('course_id')
    .notNull()
    .unique()
    .references(() => courses.id),
  title: text('title').notNull(),
  /** Percent needed to pass. */
  passScore: integer('pass_score').notNull().default(70),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: text('id').primaryKey(),
    quizId: text('quiz_id')
      .notNull()
      .references(() => quizzes.id),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctIndex: integer('correct_index').notNull(),
  },
  (t) => [uniqueIndex('quiz_questions_position_uq').on(t.quizId, t.position)],
);

/** SPEC §3 "Certificate": public by id. */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    userName: text('user_name').notNull(),
    courseName: text('course_name').notNull(),
    score: doublePrecision('score').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_user_course_uq').on(t.userId, t.courseId)],
);
