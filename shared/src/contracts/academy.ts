// Contracts of the academy calls (docs/product.md §2, §3, §5, §9): the course and its lessons, progress and
// the last lesson opened, the graded quiz with attempts, certificates and the admin's quiz editor (the refund
// guarantee's calls are in ./refunds.ts). Grading, shuffling, limits and eligibility are decided by the
// server; these are the shapes.
import { z } from 'zod';
import { id, isoDate, multilineText, noInput, serialInt, strict, text, vnd } from './common';
import { lessonVideoInput, mediaVideoSchema } from './media';

export {
  ACADEMY_COURSE_ID,
  ACADEMY_PRICE_VND,
  QUIZ_DEFAULTS,
  QUIZ_LIMITS,
  questionForEdit,
  questionFromEdit,
} from './academy-constants';
import { QUIZ_LIMITS } from './academy-constants';
import { captionsMessages, checkCaptions } from '../captions/webvtt';
import { refundEligibilitySchema } from './refunds';

const courseIdField = id('mã khóa học', 'Thiếu mã khóa học.');
const lessonIdField = id('mã bài học', 'Thiếu mã bài học.');

/** docs/product.md §5: progress needs both userId and courseId, else the answer is an empty list. */
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

// ---------------------------------------------------------------------------------------------------------
// Course, lessons, progress

export const lessonSchema = z.object({
  id: z.string(),
  position: z.number().int().positive(),
  /** The module (chapter) the lesson belongs to; lessons of one module are consecutive. */
  module: z.string(),
  title: z.string(),
  durationMinutes: z.number().int().nonnegative(),
  /** Markdown. Only for owners of the course (and admins); null otherwise. */
  content: z.string().nullable(),
  /**
   * Shown above the content, to the same people; null when the lesson has none (or the viewer may not read it),
   * absent from an API older than lesson videos (the areas and the API are deployed apart).
   */
  video: mediaVideoSchema
    .pick({ url: true, type: true, poster: true })
    .extend({
      /** The video has captions (getLessonCaptions); absent from an API older than captions. */
      captions: z.boolean().optional(),
    })
    .nullable()
    .optional(),
});
export type Lesson = z.infer<typeof lessonSchema>;
export type LessonVideo = NonNullable<Lesson['video']>;

/** The viewer's own progress in the course (owners and admins; null for everyone else). */
export const courseProgressSchema = z.object({
  completedLessons: z.array(z.string()),
  /** The last lesson the viewer opened (any device), null before the first. */
  lastLessonId: z.string().nullable(),
  lastActivityAt: isoDate.nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const getCourseInput = strict({ courseId: courseIdField });
export const getCourseOutput = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** What the course teaches, one line each. */
  outcomes: z.array(z.string()),
  instructor: z.object({ name: z.string(), title: z.string(), bio: z.string() }),
  price: vnd,
  owned: z.boolean(),
  lessons: z.array(lessonSchema),
  progress: courseProgressSchema.nullable(),
  quiz: z
    .object({ id: z.string(), title: z.string(), passScore: z.number(), questionCount: z.number().int() })
    .nullable(),
});
export type Course = z.infer<typeof getCourseOutput>;

export const completeLessonInput = strict({ courseId: courseIdField, lessonId: lessonIdField });
export const completeLessonOutput = getCourseProgressOutput;

/** Records the lesson as the last one opened (for 'Học tiếp' on any device). Owners and admins. */
export const openLessonInput = strict({ courseId: courseIdField, lessonId: lessonIdField });
export const openLessonOutput = courseProgressSchema;

/** The signed-in user's courses (/training/library, /my/my-courses). */
export const listMyCoursesInput = noInput;
export const myCourseSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  lessonCount: z.number().int().nonnegative(),
  completedCount: z.number().int().nonnegative(),
  lastLessonId: z.string().nullable(),
  lastActivityAt: isoDate.nullable(),
  purchasedAt: isoDate,
  certificateId: z.string().nullable(),
  refund: refundEligibilitySchema,
});
export type MyCourse = z.infer<typeof myCourseSchema>;
export const listMyCoursesOutput = z.array(myCourseSchema);

// ---------------------------------------------------------------------------------------------------------
// Quiz: attempts graded on the server

export const quizAttemptSummarySchema = z.object({
  id: z.string(),
  startedAt: isoDate,
  submittedAt: isoDate.nullable(),
  /** Percent with 2 decimals, null while open. */
  score: z.number().min(0).max(100).nullable(),
  passed: z.boolean().nullable(),
  quizVersion: z.number().int().positive(),
});
export type QuizAttemptSummary = z.infer<typeof quizAttemptSummarySchema>;

/** A question as a student sees it during an attempt: options shuffled, no answers. */
export const attemptQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** True: choose every correct option (checkboxes); false: exactly one (radio buttons). */
  multiple: z.boolean(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const openAttemptSchema = z.object({
  id: z.string(),
  startedAt: isoDate,
  /** Answers after this are refused; null without a time limit. */
  deadline: isoDate.nullable(),
  questions: z.array(attemptQuestionSchema),
});
export type OpenAttempt = z.infer<typeof openAttemptSchema>;

/** The quiz page's state: rules, whether an attempt may start, history, the open attempt if any. */
export const getQuizInput = strict({ courseId: courseIdField });
export const getQuizOutput = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  version: z.number().int().positive(),
  passScore: z.number().min(0).max(100),
  attemptLimit: z.number().int().positive(),
  attemptWindowHours: z.number().int().positive(),
  timeLimitMinutes: z.number().int().positive().nullable(),
  questionCount: z.number().int().nonnegative(),
  /** Every lesson complete (the quiz ends the course). */
  unlocked: z.boolean(),
  /** Attempts started in the current window. */
  attemptsUsed: z.number().int().nonnegative(),
  /** When the limit is reached: the moment the next attempt may start; else null. */
  nextAttemptAt: isoDate.nullable(),
  attempts: z.array(quizAttemptSummarySchema),
  openAttempt: openAttemptSchema.nullable(),
  certificateId: z.string().nullable(),
});
export type QuizState = z.infer<typeof getQuizOutput>;

/** Starts an attempt (or returns the open one: a retry never spends a second attempt). */
export const startQuizAttemptInput = strict({ courseId: courseIdField });
export const startQuizAttemptOutput = openAttemptSchema;

const answerId = z
  .string({ error: 'Câu trả lời không hợp lệ.' })
  .max(64, { error: 'Câu trả lời không hợp lệ.' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Câu trả lời không hợp lệ.' });

export const submitQuizInput = strict({
  courseId: courseIdField,
  attemptId: id('mã lượt làm bài', 'Thiếu mã lượt làm bài.'),
  /** The chosen option ids of each question; an unanswered question may be left out. */
  answers: z
    .array(
      strict({
        questionId: answerId,
        optionIds: z
          .array(answerId, { error: 'Câu trả lời không hợp lệ.' })
          .max(6, { error: 'Câu trả lời không hợp lệ.' }),
      }),
      { error: 'Vui lòng trả lời các câu hỏi.' },
    )
    .max(50, { error: 'Quá nhiều câu trả lời.' }),
});

export const questionReviewSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  multiple: z.boolean(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  chosenOptionIds: z.array(z.string()),
  correct: z.boolean(),
  /** Revealed only once the student has passed the quiz; null before. */
  correctOptionIds: z.array(z.string()).nullable(),
  explanation: z.string().nullable(),
});
export type QuestionReview = z.infer<typeof questionReviewSchema>;

export const attemptResultSchema = z.object({
  attemptId: z.string(),
  /** Percent with 2 decimals. */
  score: z.number().min(0).max(100),
  passed: z.boolean(),
  passScore: z.number(),
  certificateId: z.string().nullable(),
  review: z.array(questionReviewSchema),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;
export const submitQuizOutput = attemptResultSchema;

/** A past attempt's result and review (own attempts; admins any). */
export const getQuizAttemptInput = strict({ attemptId: id('mã lượt làm bài', 'Thiếu mã lượt làm bài.') });
export const getQuizAttemptOutput = attemptResultSchema;

// ---------------------------------------------------------------------------------------------------------
// Quiz editor (admins)

export const quizQuestionDraftSchema = strict({
  text: multilineText('Câu hỏi', QUIZ_LIMITS.questionMax),
  options: z
    .array(text('Phương án', QUIZ_LIMITS.optionMax), { error: 'Danh sách phương án không hợp lệ.' })
    .min(QUIZ_LIMITS.optionsMin, { error: `Mỗi câu hỏi cần ít nhất ${QUIZ_LIMITS.optionsMin} phương án.` })
    .max(QUIZ_LIMITS.optionsMax, { error: `Mỗi câu hỏi có tối đa ${QUIZ_LIMITS.optionsMax} phương án.` }),
  /** Indexes into options; one for a single-choice question, one or more for multiple choice. */
  correct: z
    .array(z.number().int().min(0), { error: 'Đáp án đúng không hợp lệ.' })
    .min(1, { error: 'Vui lòng chọn ít nhất một đáp án đúng.' })
    .max(QUIZ_LIMITS.optionsMax, { error: 'Đáp án đúng không hợp lệ.' }),
  multiple: z.boolean({ error: 'Loại câu hỏi không hợp lệ.' }),
  explanation: z
    .string({ error: 'Giải thích phải là chuỗi ký tự.' })
    .trim()
    .max(QUIZ_LIMITS.explanationMax, { error: `Giải thích không được dài quá ${QUIZ_LIMITS.explanationMax} ký tự.` }),
}).superRefine((question, ctx) => {
  if (question.correct.some((index) => index >= question.options.length)) {
    ctx.addIssue({ code: 'custom', path: ['correct'], message: 'Đáp án đúng phải là một trong các phương án.' });
  }
  if (new Set(question.correct).size !== question.correct.length) {
    ctx.addIssue({ code: 'custom', path: ['correct'], message: 'Đáp án đúng bị lặp lại.' });
  }
  if (!question.multiple && question.correct.length !== 1) {
    ctx.addIssue({ code: 'custom', path: ['correct'], message: 'Câu hỏi một lựa chọn phải có đúng một đáp án đúng.' });
  }
  const seen = new Set<string>();
  for (const option of question.options) {
    const key = option.trim().toLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Các phương án không được trùng nhau.' });
      break;
    }
    seen.add(key);
  }
});

export const quizDraftFields = {
  title: text('Tiêu đề bài kiểm tra', QUIZ_LIMITS.titleMax),
  passScore: z
    .number({ error: 'Điểm đạt phải là số.' })
    .int({ error: 'Điểm đạt phải là số nguyên.' })
    .min(1, { error: 'Điểm đạt phải từ 1 đến 100.' })
    .max(100, { error: 'Điểm đạt phải từ 1 đến 100.' }),
  attemptLimit: z
    .number({ error: 'Số lượt làm bài phải là số.' })
    .int({ error: 'Số lượt làm bài phải là số nguyên.' })
    .min(1, { error: `Số lượt làm bài phải từ 1 đến ${QUIZ_LIMITS.attemptLimitMax}.` })
    .max(QUIZ_LIMITS.attemptLimitMax, { error: `Số lượt làm bài phải từ 1 đến ${QUIZ_LIMITS.attemptLimitMax}.` }),
  timeLimitMinutes: z
    .number({ error: 'Thời gian làm bài phải là số.' })
    .int({ error: 'Thời gian làm bài phải là số nguyên.' })
    .min(1, { error: `Thời gian làm bài phải từ 1 đến ${QUIZ_LIMITS.timeLimitMax} phút.` })
    .max(QUIZ_LIMITS.timeLimitMax, { error: `Thời gian làm bài phải từ 1 đến ${QUIZ_LIMITS.timeLimitMax} phút.` })
    .nullable(),
  questions: z
    .array(quizQuestionDraftSchema, { error: 'Danh sách câu hỏi không hợp lệ.' })
    .min(QUIZ_LIMITS.questionsMin, { error: 'Bài kiểm tra cần ít nhất một câu hỏi.' })
    .max(QUIZ_LIMITS.questionsMax, { error: `Bài kiểm tra có tối đa ${QUIZ_LIMITS.questionsMax} câu hỏi.` }),
};

/** The current version for editing, answers included (admins). */
export const getQuizForEditInput = strict({ courseId: courseIdField });
export const getQuizForEditOutput = z.object({
  courseId: z.string(),
  version: z.number().int().nonnegative(),
  updatedAt: isoDate.nullable(),
  title: z.string(),
  passScore: z.number(),
  attemptLimit: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  questions: z.array(
    z.object({
      text: z.string(),
      options: z.array(z.string()),
      correct: z.array(z.number().int()),
      multiple: z.boolean(),
      explanation: z.string(),
    }),
  ),
});
export type QuizForEdit = z.infer<typeof getQuizForEditOutput>;

/**
 * Saves the quiz as a new version; attempts keep the version they were started with. `baseVersion` is the
 * version the editor loaded: if another admin saved since, the save is refused (aborted) and nothing changes.
 */
export const saveQuizInput = strict({
  courseId: courseIdField,
  baseVersion: serialInt('Phiên bản không hợp lệ.', 'Phiên bản không hợp lệ.', 0),
  ...quizDraftFields,
});
export const saveQuizOutput = z.object({ version: z.number().int().positive() });

// ---------------------------------------------------------------------------------------------------------
// Lesson videos (admins)

/** The course's lessons as the admins' lesson page lists them, with each one's video as stored. */
export const listLessonsForEditInput = strict({ courseId: courseIdField });
export const lessonForEditSchema = z.object({
  id: z.string(),
  position: z.number().int().positive(),
  module: z.string(),
  title: z.string(),
  video: mediaVideoSchema.nullable(),
  /** The video's captions, by their number of cues; absent from an API older than captions. */
  captions: z.object({ cues: z.number().int().positive() }).nullable().optional(),
});
export type LessonForEdit = z.infer<typeof lessonForEditSchema>;
export const listLessonsForEditOutput = z.object({
  courseId: z.string(),
  title: z.string(),
  lessons: z.array(lessonForEditSchema),
});
export type LessonsForEdit = z.infer<typeof listLessonsForEditOutput>;

/**
 * Sets a lesson's video (a finished video upload of the caller's with its poster, a picture upload) or removes
 * it (null); answers the lesson as it now is. Setting what the lesson already shows changes nothing.
 */
export const setLessonVideoInput = strict({
  courseId: courseIdField,
  lessonId: lessonIdField,
  video: lessonVideoInput.nullable(),
});
export const setLessonVideoOutput = lessonForEditSchema;

/** A WebVTT file as the lesson's captions (checks in ../captions/webvtt.ts). */
export const captionsField = z.string({ error: captionsMessages.header }).superRefine((value, issues) => {
  const check = checkCaptions(value);
  if (!check.ok) issues.addIssue({ code: 'custom', message: check.message });
});

/**
 * Sets the captions of the lesson's video (its video must be set: captions belong to one video, and a new
 * video drops them) or removes them (null); answers the lesson as it now is.
 */
export const setLessonCaptionsInput = strict({
  courseId: courseIdField,
  lessonId: lessonIdField,
  captions: captionsField.nullable(),
});
export const setLessonCaptionsOutput = lessonForEditSchema;

/** The admins' captions form: the file's text, checked before it is sent. */
export const captionsFormInput = strict({ captions: captionsField });

/** The captions of a lesson's video, to the people who may watch it. */
export const getLessonCaptionsInput = strict({ courseId: courseIdField, lessonId: lessonIdField });
export const getLessonCaptionsOutput = z.object({ vtt: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Certificates

export const getCertificateInput = strict({ certId: id('Mã chứng nhận', 'Mã chứng nhận không hợp lệ.') });
export const certificateSchema = z.object({
  id: z.string(),
  userName: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  /** Percent, 0..100. */
  score: z.number().min(0).max(100),
  issuedAt: isoDate,
  /** Set by an admin: the page then says 'Chứng nhận này đã bị thu hồi.'. */
  revokedAt: isoDate.nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
/**
 * The certificate as its public page shows it, with its verification: its own address on the site and that
 * address as a QR code, drawn by the API (an SVG document), so the page spends no script on drawing it.
 */
export const publicCertificateSchema = certificateSchema.extend({
  url: z.string().url(),
  qrSvg: z.string().startsWith('<svg'),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;
export const getCertificateOutput = publicCertificateSchema;

export const revokeCertificateInput = strict({
  certId: id('Mã chứng nhận', 'Mã chứng nhận không hợp lệ.'),
  reason: multilineText('Lý do thu hồi', 500),
});
export const revokeCertificateOutput = certificateSchema;
