// The academy: courses, lessons, progress, versioned quizzes and their attempts, certificates.
import { sql } from 'drizzle-orm';
import type { ProductVideo } from '@app/shared/contracts/media';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt, textId, serialId, ref, requiredRef } from './columns';
import { ownerRef, userRef } from './user-refs';

export const courses = pgTable('courses', {
  id: textId(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  /** What the course teaches, one line each. */
  outcomes: text('outcomes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  instructorName: text('instructor_name').notNull().default(''),
  instructorTitle: text('instructor_title').notNull().default(''),
  instructorBio: text('instructor_bio').notNull().default(''),
  createdAt: createdAt(),
});

export const lessons = pgTable(
  'lessons',
  {
    id: textId(),
    courseId: requiredRef('course_id', () => courses.id),
    position: integer('position').notNull(),
    /** The module (chapter) title; lessons of one module are consecutive. */
    module: text('module').notNull().default(''),
    title: text('title').notNull(),
    /** Markdown. */
    content: text('content').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(10),
    /** Shown above the content: the same shape as a product's video (contracts/media.ts), read whole. */
    video: jsonb('video').$type<ProductVideo>(),
    /** The video's captions (WebVTT, checked by the contract); dropped with the video they were written for. */
    captions: text('captions'),
  },
  (t) => [uniqueIndex('lessons_course_position_uq').on(t.courseId, t.position)],
);

/** docs/product.md §3 "User course progress": completedLessons per user and course, and the last lesson opened. */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: ownerRef(),
    courseId: requiredRef('course_id', () => courses.id),
    completedLessons: text('completed_lessons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastLessonId: ref('last_lesson_id', () => lessons.id),
    lastActivityAt: ts('last_activity_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** A question as stored in a quiz version (and in an attempt's snapshot): ids are stable within the version. */
export interface QuizQuestionSnapshot {
  id: string;
  text: string;
  multiple: boolean;
  options: { id: string; text: string }[];
  /** Option ids. */
  correct: string[];
  explanation: string;
}

/** Every save of a course's quiz is a new version; the highest is the current one. */
export const quizVersions = pgTable(
  'quiz_versions',
  {
    id: serialId(),
    courseId: requiredRef('course_id', () => courses.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Percent needed to pass. */
    passScore: integer('pass_score').notNull().default(80),
    attemptLimit: integer('attempt_limit').notNull().default(3),
    attemptWindowHours: integer('attempt_window_hours').notNull().default(24),
    timeLimitMinutes: integer('time_limit_minutes'),
    questions: jsonb('questions').$type<QuizQuestionSnapshot[]>().notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quiz_versions_course_version_uq').on(t.courseId, t.version),
    check('quiz_versions_version_pos', sql`${t.version} > 0`),
  ],
);

/** One attempt: the shuffled questions served (with their answers, for grading) are kept with it. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    /** Unguessable. */
    id: textId(),
    userId: ownerRef(),
    courseId: requiredRef('course_id', () => courses.id),
    quizVersionId: integer('quiz_version_id')
      .notNull()
      .references(() => quizVersions.id),
    questions: jsonb('questions').$type<QuizQuestionSnapshot[]>().notNull(),
    startedAt: ts('started_at').notNull(),
    deadline: ts('deadline'),
    submittedAt: ts('submitted_at'),
    answers: jsonb('answers').$type<{ questionId: string; optionIds: string[] }[]>(),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    passed: boolean('passed'),
  },
  (t) => [
    index('quiz_attempts_user_course_idx').on(t.userId, t.courseId, t.startedAt),
    // At most one open attempt per user and course: a retried start never spends a second attempt.
    uniqueIndex('quiz_attempts_open_uq')
      .on(t.userId, t.courseId)
      .where(sql`submitted_at is null`),
  ],
);

/** docs/product.md §3 "Certificate": public by id. */
export const certificates = pgTable(
  'certificates',
  {
    id: textId(),
    userId: ownerRef(),
    courseId: requiredRef('course_id', () => courses.id),
    userName: text('user_name').notNull(),
    courseName: text('course_name').notNull(),
    score: doublePrecision('score').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokeReason: text('revoke_reason'),
    revokedBy: userRef('revoked_by'),
  },
  (t) => [uniqueIndex('certificates_user_course_uq').on(t.userId, t.courseId)],
);
