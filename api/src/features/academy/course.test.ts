import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import type { Course } from '@app/shared/contracts/academy';
import { eq } from 'drizzle-orm';
import { certificates, libraryItems, users } from '../../db/schema';
import { seedToken, startApi, type Harness, type TestUser } from '../../../test/harness';

let api: Harness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

/** A learner who owns the course (as a confirmed payment would grant it). */
async function learner(): Promise<TestUser> {
  const user = await api.user();
  await api.app.database.db.insert(libraryItems).values({ userId: user.uid, courseId: ACADEMY_COURSE_ID });
  return user;
}

const ANSWERS = [1, 1, 2, 1, 2];

describe('getCourse', () => {
  it('shows the outline to anyone and the lesson content to owners', async () => {
    const anonymous = (await api.call('getCourse', { courseId: ACADEMY_COURSE_ID })).body.result as Course;
    expect(anonymous).toMatchObject({
      id: ACADEMY_COURSE_ID,
      price: 5_000_000,
      owned: false,
      quiz: { questionCount: 5, passScore: 70 },
    });
    expect(anonymous.lessons).toHaveLength(6);
    expect(anonymous.lessons.every((lesson) => lesson.content === null)).toBe(true);
    const owner = (await api.call('getCourse', { courseId: ACADEMY_COURSE_ID }, await seedToken(api, 'seed-buyer')))
      .body.result as Course;
    expect(owner.owned).toBe(true);
    expect(owner.lessons.every((lesson) => typeof lesson.content === 'string')).toBe(true);
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

  it('refuses non-owners, unknown lessons and courses', async () => {
    const buyer = await api.user();
    const denied = await api.call(
      'completeLesson',
      { courseId: ACADEMY_COURSE_ID, lessonId: 'bai-6-ra-mat' },
      buyer.token,
    );
    expect(denied.status).toBe(403);
    expect(denied.body.error?.message).toBe('Bạn cần mua khóa học để tiếp tục.');
    const user = await learner();
    const unknownLesson = await api.call(
      'completeLesson',
      { courseId: ACADEMY_COURSE_ID, lessonId: 'bai-99' },
      user.token,
    );
    expect(unknownLesson.status).toBe(404);
    expect(unknownLesson.body.error?.message).toBe('Không tìm thấy bài học.');
    expect((await api.call('completeLesson', { courseId: 'khac', lessonId: 'x' }, user.token)).status).toBe(404);
    const missing = await api.call('completeLesson', { courseId: ACADEMY_COURSE_ID }, user.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('Thiếu mã bài học.');
  });
});

describe('quiz', () => {
  it('hides the answers, scores on the server and issues a public certificate on a pass', async () => {
    const user = await learner();
    const quiz = await api.call('getQuiz', { courseId: ACADEMY_COURSE_ID }, user.token);
    expect(quiz.status).toBe(200);
    expect(JSON.stringify(quiz.body.result)).not.toContain('correct');
    const failed = await api.call('submitQuiz', { courseId: ACADEMY_COURSE_ID, answers: [0, 0, 0, 0, 0] }, user.token);
    expect(failed.body.result).toEqual({ score: 0, passed: false, certificateId: null });
    const fourOfFive = await api.call(
      'submitQuiz',
      { courseId: ACADEMY_COURSE_ID, answers: [1, 1, 2, 1, 0] },
      user.token,
    );
    const { certificateId } = fourOfFive.body.result as { certificateId: string };
    expect(fourOfFive.body.result).toEqual({
      score: 80,
      passed: true,
      certificateId: expect.stringMatching(/^CN-\d{4}-[A-Z0-9]{8}$/),
    });
    const perfect = await api.call('submitQuiz', { courseId: ACADEMY_COURSE_ID, answers: ANSWERS }, user.token);
    expect(perfect.body.result).toEqual({ score: 100, passed: true, certificateId });
    const certificate = await api.call('getCertificate', { certId: certificateId });
    expect(certificate.body.result).toMatchObject({ id: certificateId, score: 100, userName: 'Người dùng buyer' });
  });

  it('a learner without a display name is "Học viên" on the public certificate, never their e-mail (issue 10)', async () => {
    const user = await learner();
    await api.app.database.db.update(users).set({ displayName: null }).where(eq(users.uid, user.uid));
    await api.app.identity.auth.updateUser(user.uid, { displayName: null });
    const passed = await api.call('submitQuiz', { courseId: ACADEMY_COURSE_ID, answers: ANSWERS }, user.token);
    const { certificateId } = passed.body.result as { certificateId: string };
    const certificate = (await api.call('getCertificate', { certId: certificateId })).body.result as {
      userName: string;
    };
    expect(certificate.userName).toBe('Học viên');
    expect(JSON.stringify(certificate)).not.toContain(user.email);

    // A certificate issued before the fix with the e-mail as its name does not show it either.
    await api.app.database.db
      .update(certificates)
      .set({ userName: user.email })
      .where(eq(certificates.id, certificateId));
    const old = (await api.call('getCertificate', { certId: certificateId })).body.result as { userName: string };
    expect(old.userName).toBe('Học viên');
  });

  it('refuses non-owners and a wrong number of answers', async () => {
    const buyer = await api.user();
    expect((await api.call('getQuiz', { courseId: ACADEMY_COURSE_ID }, buyer.token)).status).toBe(403);
    expect((await api.call('submitQuiz', { courseId: ACADEMY_COURSE_ID, answers: ANSWERS }, buyer.token)).status).toBe(
      403,
    );
    const user = await learner();
    const short = await api.call('submitQuiz', { courseId: ACADEMY_COURSE_ID, answers: [1] }, user.token);
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe('Vui lòng trả lời đủ 5 câu hỏi.');
    const wrongType = await api.call('submitQuiz', { courseId: ACADEMY_COURSE_ID, answers: ['a'] }, user.token);
    expect(wrongType.body.error?.message).toBe('Câu trả lời không hợp lệ.');
    const missing = await api.call('submitQuiz', { courseId: ACADEMY_COURSE_ID }, user.token);
    expect(missing.body.error?.message).toBe('Vui lòng trả lời các câu hỏi.');
  });
});
