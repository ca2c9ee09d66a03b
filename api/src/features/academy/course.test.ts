// The course area through the HTTP layer: the outline and who sees the content, progress, the last lesson
// opened, and the library of the signed-in user's courses.
import { ACADEMY_COURSE_ID, type Course, type CourseProgress, type MyCourse } from '@app/shared/contracts/academy';
import { addCourse, enrol, QUESTIONS, answersFor } from '../../../test/academy';
import { atTime } from '../../../test/clock';
import { seedToken, type TestUser } from '../../../test/harness';
import { useApi } from '../../../test/suite';
import { libraryItems } from '../../db/schema';

const api = useApi();

/** A learner who owns the academy course (as a confirmed payment would grant it). */
async function learner(): Promise<TestUser> {
  const user = await api.user();
  await api.app.database.db.insert(libraryItems).values({ userId: user.uid, courseId: ACADEMY_COURSE_ID });
  return user;
}

/** A lesson call refused: the course not owned (403), an unknown lesson or course (404), no lesson named (400). */
async function expectLessonRefusals(callable: 'completeLesson' | 'openLesson'): Promise<void> {
  const buyer = await api.user();
  const denied = await api.call(callable, { courseId: ACADEMY_COURSE_ID, lessonId: 'bai-6-ra-mat' }, buyer.token);
  expect(denied.status).toBe(403);
  expect(denied.body.error?.message).toBe('Bạn cần mua khóa học để tiếp tục.');
  const user = await learner();
  const unknownLesson = await api.call(callable, { courseId: ACADEMY_COURSE_ID, lessonId: 'bai-99' }, user.token);
  expect(unknownLesson.status).toBe(404);
  expect(unknownLesson.body.error?.message).toBe('Không tìm thấy bài học.');
  expect((await api.call(callable, { courseId: 'khac', lessonId: 'x' }, user.token)).status).toBe(404);
  const missing = await api.call(callable, { courseId: ACADEMY_COURSE_ID }, user.token);
  expect(missing.status).toBe(400);
  expect(missing.body.error?.message).toBe('Thiếu mã bài học.');
}

describe('getCourse', () => {
  it('shows the outline, outcomes and instructor to anyone; content and progress to owners and admins', async () => {
    const anonymous = (await api.call('getCourse', { courseId: ACADEMY_COURSE_ID })).body.result as Course;
    expect(anonymous).toMatchObject({
      id: ACADEMY_COURSE_ID,
      price: 5_000_000,
      owned: false,
      progress: null,
      quiz: { id: 'quiz-hoc-vien-creator', questionCount: 6, passScore: 80 },
      instructor: { name: 'Nguyễn Minh Khoa' },
    });
    expect(anonymous.outcomes.length).toBeGreaterThanOrEqual(3);
    expect(anonymous.lessons).toHaveLength(6);
    expect(new Set(anonymous.lessons.map((lesson) => lesson.module)).size).toBe(3);
    expect(anonymous.lessons.every((lesson) => lesson.content === null && lesson.durationMinutes > 0)).toBe(true);
    const stranger = await api.user();
    const notOwned = (await api.call('getCourse', { courseId: ACADEMY_COURSE_ID }, stranger.token)).body
      .result as Course;
    expect(notOwned).toMatchObject({ owned: false, progress: null });
    expect(notOwned.lessons[0].content).toBeNull();

    const owner = (await api.call('getCourse', { courseId: ACADEMY_COURSE_ID }, await seedToken(api, 'seed-buyer')))
      .body.result as Course;
    expect(owner.owned).toBe(true);
    expect(owner.progress?.completedLessons).toHaveLength(6);
    // Markdown: a heading, a list, code and a link.
    expect(owner.lessons[0].content).toMatch(/\n### /);
    expect(owner.lessons[0].content).toMatch(/\n- /);
    expect(owner.lessons[0].content).toContain('```');
    expect(owner.lessons[0].content).toMatch(/\[[^\]]+\]\(https:\/\//);
    const admin = await api.user('admin');
    const asAdmin = (await api.call('getCourse', { courseId: ACADEMY_COURSE_ID }, admin.token)).body.result as Course;
    expect(asAdmin).toMatchObject({ owned: false, progress: { completedLessons: [], lastLessonId: null } });
    expect(typeof asAdmin.lessons[0].content).toBe('string');
    expect((await api.call('getCourse', { courseId: 'khac' })).status).toBe(404);
  });
});

describe('completeLesson', () => {
  it('records completed lessons once each, in order', async () => {
    const user = await learner();
    const data = { courseId: ACADEMY_COURSE_ID, lessonId: 'bai-2-chon-y-tuong' };
    expect((await api.call('completeLesson', data, user.token)).body.result).toEqual({
      completedLessons: ['bai-2-chon-y-tuong'],
    });
    expect((await api.call('completeLesson', data, user.token)).body.result).toEqual({
      completedLessons: ['bai-2-chon-y-tuong'],
    });
    const after = await api.call('completeLesson', { ...data, lessonId: 'bai-1-tu-duy-san-pham' }, user.token);
    expect(after.body.result).toEqual({ completedLessons: ['bai-2-chon-y-tuong', 'bai-1-tu-duy-san-pham'] });
    const progress = await api.call('getCourseProgress', { userId: user.uid, courseId: ACADEMY_COURSE_ID }, user.token);
    expect(progress.body.result).toEqual(after.body.result);
  });

  it('refuses non-owners, unknown lessons and courses', () => expectLessonRefusals('completeLesson'));
});

describe('openLesson', () => {
  it('remembers the last lesson opened and when, for any device', async () => {
    const user = await learner();
    const at = Date.now() - 60_000;
    const opened = await atTime(at, () =>
      api.call('openLesson', { courseId: ACADEMY_COURSE_ID, lessonId: 'bai-3-xay-dung-khong-code' }, user.token),
    );
    expect(opened.status).toBe(200);
    expect(opened.body.result).toEqual({
      completedLessons: [],
      lastLessonId: 'bai-3-xay-dung-khong-code',
      lastActivityAt: new Date(at).toISOString(),
    });
    await api.call(
      'completeLesson',
      { courseId: ACADEMY_COURSE_ID, lessonId: 'bai-3-xay-dung-khong-code' },
      user.token,
    );
    const next = (
      await api.call('openLesson', { courseId: ACADEMY_COURSE_ID, lessonId: 'bai-4-viet-prompt' }, user.token)
    ).body.result as CourseProgress;
    expect(next).toMatchObject({ completedLessons: ['bai-3-xay-dung-khong-code'], lastLessonId: 'bai-4-viet-prompt' });
    const course = (await api.call('getCourse', { courseId: ACADEMY_COURSE_ID }, user.token)).body.result as Course;
    expect(course.progress).toEqual(next);
  });

  it('refuses non-owners, unknown lessons and courses', () => expectLessonRefusals('openLesson'));
});

describe('listMyCourses', () => {
  it('lists the owned courses with counts, last lesson, purchase date, certificate and refund eligibility', async () => {
    const user = await api.user();
    expect((await api.call('listMyCourses', null, user.token)).body.result).toEqual([]);
    const course = await addCourse(api, { lessonCount: 3 });
    const paidAt = new Date(Date.now() - 2 * 86_400_000);
    await enrol(api, user, course, { paidAt, lessonsDone: false });
    await api.call('completeLesson', { courseId: course.courseId, lessonId: course.lessonIds[0] }, user.token);
    await api.call('openLesson', { courseId: course.courseId, lessonId: course.lessonIds[1] }, user.token);
    const [mine] = (await api.call('listMyCourses', null, user.token)).body.result as MyCourse[];
    expect(mine).toEqual({
      courseId: course.courseId,
      title: `Khóa học thử ${course.courseId}`,
      lessonCount: 3,
      completedCount: 1,
      lastLessonId: course.lessonIds[1],
      lastActivityAt: expect.any(String),
      purchasedAt: paidAt.toISOString(),
      certificateId: null,
      refund: {
        eligible: true,
        blockedBy: null,
        deadline: new Date(paidAt.getTime() + 30 * 86_400_000).toISOString(),
        request: null,
      },
    });

    for (const lessonId of course.lessonIds.slice(1)) {
      await api.call('completeLesson', { courseId: course.courseId, lessonId }, user.token);
    }
    const attempt = (await api.call('startQuizAttempt', { courseId: course.courseId }, user.token)).body.result as {
      id: string;
    };
    const passed = await api.call(
      'submitQuiz',
      { courseId: course.courseId, attemptId: attempt.id, answers: answersFor(QUESTIONS) },
      user.token,
    );
    const [done] = (await api.call('listMyCourses', null, user.token)).body.result as MyCourse[];
    expect(done).toMatchObject({
      completedCount: 3,
      certificateId: (passed.body.result as { certificateId: string }).certificateId,
    });
  });

  it('uses the library date without a paid order, and needs a sign-in', async () => {
    const user = await learner();
    const [mine] = (await api.call('listMyCourses', null, user.token)).body.result as MyCourse[];
    expect(mine).toMatchObject({
      courseId: ACADEMY_COURSE_ID,
      lessonCount: 6,
      completedCount: 0,
      lastLessonId: null,
      lastActivityAt: null,
      refund: { eligible: false, blockedBy: 'not-purchased', deadline: null, request: null },
    });
    expect(Date.parse(mine.purchasedAt)).not.toBeNaN();
    expect((await api.call('listMyCourses', null)).status).toBe(401);
  });
});
