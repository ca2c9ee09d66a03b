// Academy answers for component tests, shaped by the contracts (a wrong shape does not compile).
import {
  ACADEMY_COURSE_ID,
  type AttemptResult,
  type PublicCertificate,
  type Course,
  type Lesson,
  type MyCourse,
  type OpenAttempt,
  type QuizState,
} from '@app/shared/contracts/academy';

export const lessons: Lesson[] = [
  {
    id: 'l1',
    position: 1,
    module: 'Chương 1: Ý tưởng',
    title: 'Tìm vấn đề đáng giải',
    durationMinutes: 20,
    content: '# Bài 1\n\nNội dung **bài một**.',
  },
  {
    id: 'l2',
    position: 2,
    module: 'Chương 1: Ý tưởng',
    title: 'Phỏng vấn khách hàng',
    durationMinutes: 45,
    content: 'Nội dung bài hai.',
  },
  {
    id: 'l3',
    position: 3,
    module: 'Chương 2: Sản phẩm',
    title: 'Dựng bản mẫu với AI',
    durationMinutes: 55,
    content: 'Nội dung bài ba.',
  },
];

export function aCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: ACADEMY_COURSE_ID,
    title: 'Học viện Nhà sáng tạo AI',
    description: 'Từ chuyên môn đến sản phẩm AI đầu tiên.',
    outcomes: ['Tìm ý tưởng sản phẩm', 'Dựng sản phẩm với AI'],
    instructor: { name: 'Phạm Đức Anh', title: 'Nhà sáng lập', bio: 'Mười năm làm sản phẩm số.' },
    price: 5_000_000,
    owned: false,
    lessons: lessons.map((lesson) => ({ ...lesson, content: null })),
    progress: null,
    quiz: { id: 'quiz-1', title: 'Bài kiểm tra cuối khóa', passScore: 80, questionCount: 2 },
    ...overrides,
  };
}

/** The course as its owner sees it: lesson content and progress. */
export function anOwnedCourse(completedLessons: string[] = [], lastLessonId: string | null = null): Course {
  return aCourse({
    owned: true,
    lessons,
    progress: { completedLessons, lastLessonId, lastActivityAt: lastLessonId ? '2026-11-20T08:30:00.000Z' : null },
  });
}

export function aMyCourse(overrides: Partial<MyCourse> = {}): MyCourse {
  return {
    courseId: ACADEMY_COURSE_ID,
    title: 'Học viện Nhà sáng tạo AI',
    lessonCount: 3,
    completedCount: 1,
    lastLessonId: 'l2',
    lastActivityAt: '2026-11-20T08:30:00.000Z',
    purchasedAt: '2026-11-01T02:00:00.000Z',
    certificateId: null,
    refund: { eligible: true, blockedBy: null, deadline: '2026-12-01T02:00:00.000Z', request: null },
    ...overrides,
  };
}

export const openAttempt: OpenAttempt = {
  id: 'att-2',
  startedAt: '2026-11-21T09:00:00.000Z',
  deadline: null,
  questions: [
    {
      id: 'q1',
      text: 'Sản phẩm đầu tiên nên giải quyết điều gì?',
      multiple: false,
      options: [
        { id: 'q1a', text: 'Một vấn đề khách hàng sẵn sàng trả tiền' },
        { id: 'q1b', text: 'Mọi vấn đề cùng lúc' },
      ],
    },
    {
      id: 'q2',
      text: 'Chọn các kênh bán hàng có sẵn trên chợ.',
      multiple: true,
      options: [
        { id: 'q2a', text: 'Tiếp thị liên kết' },
        { id: 'q2b', text: 'Tìm kiếm và danh mục' },
        { id: 'q2c', text: 'Gửi thư tay' },
      ],
    },
  ],
};

export function aQuiz(overrides: Partial<QuizState> = {}): QuizState {
  return {
    id: 'quiz-1',
    courseId: ACADEMY_COURSE_ID,
    title: 'Bài kiểm tra cuối khóa',
    version: 1,
    passScore: 80,
    attemptLimit: 3,
    attemptWindowHours: 24,
    timeLimitMinutes: null,
    questionCount: 2,
    unlocked: true,
    attemptsUsed: 1,
    nextAttemptAt: null,
    attempts: [
      {
        id: 'att-1',
        startedAt: '2026-11-20T09:00:00.000Z',
        submittedAt: '2026-11-20T09:10:00.000Z',
        score: 50,
        passed: false,
        quizVersion: 1,
      },
    ],
    openAttempt: null,
    certificateId: null,
    ...overrides,
  };
}

export function aResult(overrides: Partial<AttemptResult> = {}): AttemptResult {
  return {
    attemptId: 'att-2',
    score: 100,
    passed: true,
    passScore: 80,
    certificateId: 'CERT-ABC123',
    review: [
      {
        questionId: 'q1',
        text: openAttempt.questions[0].text,
        multiple: false,
        options: openAttempt.questions[0].options,
        chosenOptionIds: ['q1a'],
        correct: true,
        correctOptionIds: ['q1a'],
        explanation: 'Bắt đầu từ một vấn đề có người trả tiền.',
      },
      {
        questionId: 'q2',
        text: openAttempt.questions[1].text,
        multiple: true,
        options: openAttempt.questions[1].options,
        chosenOptionIds: ['q2a', 'q2b'],
        correct: true,
        correctOptionIds: ['q2a', 'q2b'],
        explanation: null,
      },
    ],
    ...overrides,
  };
}

/** A certificate as its public page reads it: with its address on the site and that address as a QR code. */
export function aCertificate(overrides: Partial<PublicCertificate> = {}): PublicCertificate {
  return {
    id: 'CERT-ABC123',
    userName: 'Nguyễn Thu Hà',
    courseId: ACADEMY_COURSE_ID,
    courseName: 'Học viện Nhà sáng tạo AI',
    score: 86.666,
    issuedAt: '2026-11-21T10:05:00.000Z',
    revokedAt: null,
    url: 'https://aimarket.vn/chung-nhan/CERT-ABC123',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M2 2h7v7H2z"/></svg>',
    ...overrides,
  };
}
