// Contracts of the academy calls: course progress and certificates (SPEC §3).
import { z } from 'zod';
import { id, isoDate, strict } from './common';

/** SPEC §9: the academy course id is a fixed constant. */
export const ACADEMY_COURSE_ID = 'hoc-vien-creator';
/** SPEC §9: 5.000.000 VND, one-time payment. */
export const ACADEMY_PRICE_VND = 5_000_000;

/** SPEC §5: progress needs both userId and courseId, else the answer is an empty list. */
export const getCourseProgressInput = strict({
  userId: z
    .string({ error: 'Mã người dùng không hợp lệ.' })
    .max(128, { error: 'Mã người dùng không hợp lệ.' })
    .optional(),
  courseId: z.string({ error: 'Mã khóa học không hợp lệ.' }).max(64, { error: 'Mã khóa học không hợp lệ.' }).optional(),
})
  .nullable()
  .optional();
export const getCourseProgressOutput = z.object({ completedLessons: z.array(z.string()) });

export const getCertificateInput = strict({ certId: id('Mã chứng nhận', 'Mã chứng nhận không hợp lệ.') });
export const certificateSchema = z.object({
  id: z.string(),
  userName: z.string(),
  courseName: z.string(),
  /** Percent, 0..100. */
  score: z.number().min(0).max(100),
  issuedAt: isoDate,
});
export type Certificate = z.infer<typeof certificateSchema>;
export const getCertificateOutput = certificateSchema;

const courseIdField = id('mã khóa học', 'Thiếu mã khóa học.');

export const lessonSchema = z.object({
  id: z.string(),
  position: z.number().int().positive(),
  title: z.string(),
  durationMinutes: z.number().int().nonnegative(),
  /** Only for owners of the course (and admins); null otherwise. */
  content: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const getCourseInput = strict({ courseId: courseIdField });
export const getCourseOutput = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().int().nonnegative(),
  owned: z.boolean(),
  lessons: z.array(lessonSchema),
  quiz: z
    .object({ id: z.string(), title: z.string(), passScore: z.number(), questionCount: z.number().int() })
    .nullable(),
});
export type Course = z.infer<typeof getCourseOutput>;

export const completeLessonInput = strict({ courseId: courseIdField, lessonId: id('mã bài học', 'Thiếu mã bài học.') });
export const completeLessonOutput = getCourseProgressOutput;

export const getQuizInput = strict({ courseId: courseIdField });
export const getQuizOutput = z.object({
  id: z.string(),
  title: z.string(),
  passScore: z.number(),
  questions: z.array(z.object({ id: z.string(), question: z.string(), options: z.array(z.string()) })),
});

export const submitQuizInput = strict({
  courseId: courseIdField,
  /** The chosen option index for each question, in order. */
  answers: z
    .array(
      z
        .number({ error: 'Câu trả lời không hợp lệ.' })
        .int({ error: 'Câu trả lời không hợp lệ.' })
        .min(0, { error: 'Câu trả lời không hợp lệ.' }),
      {
        error: 'Vui lòng trả lời các câu hỏi.',
      },
    )
    .max(200, { error: 'Quá nhiều câu trả lời.' }),
});
export const submitQuizOutput = z.object({
  score: z.number().min(0).max(100),
  passed: z.boolean(),
  certificateId: z.string().nullable(),
});
