// The graded quiz through the HTTP layer: state, attempts (shuffled, kept, limited, timed), grading, review,
// certificates. Each test uses a course of its own (test/academy.ts).
import type { AttemptResult, OpenAttempt, QuizState } from '@app/shared/contracts/academy';
import { eq } from 'drizzle-orm';
import { certificates, users } from '../../db/schema';
import {
  QUESTIONS,
  addCourse,
  answersFor,
  enrol,
  type Answers,
  type QuizOptions,
  type TestCourse,
} from '../../../test/academy';
import { atTime } from '../../../test/clock';
import type { TestUser } from '../../../test/harness';
import { useApi } from '../../../test/suite';

const api = useApi();

const HOUR = 3_600_000;

async function setup(quiz: QuizOptions = {}, lessonsDone = true) {
  const course = await addCourse(api, { quiz });
  const user = await api.user();
  await enrol(api, user, course, { lessonsDone });
  return { course, user };
}

const state = async (course: TestCourse, user: TestUser) =>
  (await api.call('getQuiz', { courseId: course.courseId }, user.token)).body.result as QuizState;
const start = (course: TestCourse, user: TestUser) =>
  api.call('startQuizAttempt', { courseId: course.courseId }, user.token);
const started = async (course: TestCourse, user: TestUser) => (await start(course, user)).body.result as OpenAttempt;
const submit = (course: TestCourse, user: TestUser, attemptId: string, answers: Answers) =>
  api.call('submitQuiz', { courseId: course.courseId, attemptId, answers }, user.token);
async function take(course: TestCourse, user: TestUser, wrong: string[] = []): Promise<AttemptResult> {
  const attempt = await started(course, user);
  const answer = await submit(course, user, attempt.id, answersFor(QUESTIONS, wrong));
  expect(answer.status).toBe(200);
  return answer.body.result as AttemptResult;
}

/** 'dd/mm/yyyy HH:mm' in Vietnam time (UTC+7, no daylight saving), computed independently of the server. */
function vn(at: number): string {
  const d = new Date(at + 7 * HOUR);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

describe('getQuiz', () => {
  it('shows the rules, no answers, and stays locked until every lesson is complete', async () => {
    const { course, user } = await setup({}, false);
    const locked = await state(course, user);
    expect(locked).toMatchObject({
      courseId: course.courseId,
      version: 1,
      passScore: 80,
      attemptLimit: 3,
      attemptWindowHours: 24,
      timeLimitMinutes: null,
      questionCount: 3,
      unlocked: false,
      attemptsUsed: 0,
      nextAttemptAt: null,
      attempts: [],
      openAttempt: null,
      certificateId: null,
    });
    const refused = await start(course, user);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Bạn cần hoàn thành tất cả bài học trước khi làm bài kiểm tra.');
    for (const lessonId of course.lessonIds) {
      await api.call('completeLesson', { courseId: course.courseId, lessonId }, user.token);
    }
    expect((await state(course, user)).unlocked).toBe(true);
    const attempt = await started(course, user);
    const json = JSON.stringify(attempt) + JSON.stringify(await state(course, user));
    expect(json).not.toMatch(/correct|explanation|Giải thích/);
  });

  it('refuses non-owners and a course without a quiz', async () => {
    const course = await addCourse(api);
    const stranger = await api.user();
    const denied = await api.call('getQuiz', { courseId: course.courseId }, stranger.token);
    expect(denied.status).toBe(403);
    expect(denied.body.error?.message).toBe('Bạn cần mua khóa học để tiếp tục.');
    const noQuiz = await addCourse(api, { quiz: null });
    const owner = await api.user();
    await enrol(api, owner, noQuiz);
    const missing = await api.call('getQuiz', { courseId: noQuiz.courseId }, owner.token);
    expect(missing.status).toBe(404);
    expect(missing.body.error?.message).toBe('Khóa học này chưa có bài kiểm tra.');
  });
});

describe('startQuizAttempt', () => {
  it('returns the open attempt on a retry, even concurrent ones: one attempt spent', async () => {
    const { course, user } = await setup();
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(course, user)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => (answer.body.result as OpenAttempt).id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(id.length).toBeGreaterThanOrEqual(22);
    expect((await started(course, user)).id).toBe(id);
    const quiz = await state(course, user);
    expect(quiz.attemptsUsed).toBe(1);
    expect(quiz.openAttempt?.id).toBe(id);
    expect(quiz.openAttempt?.deadline).toBeNull();
    expect(quiz.attempts).toEqual([
      expect.objectContaining({ id, submittedAt: null, score: null, passed: null, quizVersion: 1 }),
    ]);
  });

  it('shuffles questions and options per attempt on the server, and still grades right', async () => {
    const { course, user } = await setup({ attemptLimit: 20 });
    const orders = new Set<string>();
    for (let run = 0; run < 6; run += 1) {
      const attempt = await started(course, user);
      expect(attempt.questions.map((question) => question.id).sort()).toEqual(['qa', 'qb', 'qc']);
      orders.add(attempt.questions.map((q) => `${q.id}:${q.options.map((o) => o.id).join(',')}`).join('|'));
      const result = (await submit(course, user, attempt.id, answersFor(QUESTIONS))).body.result as AttemptResult;
      expect(result.score).toBe(100);
      // The review follows the order the attempt was served in.
      expect(result.review.map((item) => item.questionId)).toEqual(attempt.questions.map((question) => question.id));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('allows attemptLimit attempts per rolling window and says when the next one may start', async () => {
    const { course, user } = await setup();
    const t0 = Date.now() - 30 * HOUR;
    for (let index = 0; index < 3; index += 1) {
      await atTime(t0 + index * HOUR, () => take(course, user, ['qa']));
    }
    const refused = await atTime(t0 + 3 * HOUR, () => start(course, user));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: `Bạn đã dùng hết 3 lượt làm bài trong 24 giờ. Bạn có thể làm lại sau ${vn(t0 + 24 * HOUR)}.`,
    });
    const full = await atTime(t0 + 3 * HOUR, () => state(course, user));
    expect(full.attemptsUsed).toBe(3);
    expect(full.nextAttemptAt).toBe(new Date(t0 + 24 * HOUR).toISOString());
    expect(full.attempts.map((attempt) => attempt.startedAt)).toEqual(
      [2, 1, 0].map((hours) => new Date(t0 + hours * HOUR).toISOString()),
    );
    // Just before the oldest attempt leaves the window: still refused; once it has left, one attempt is free.
    expect((await atTime(t0 + 24 * HOUR - 1_000, () => start(course, user))).status).toBe(429);
    const later = await atTime(t0 + 24 * HOUR + 1_000, () => state(course, user));
    expect(later).toMatchObject({ attemptsUsed: 2, nextAttemptAt: null });
    expect((await atTime(t0 + 24 * HOUR + 1_000, () => start(course, user))).status).toBe(200);
  });
});

describe('time limit', () => {
  it('sets a deadline and grades answers up to 10 seconds after it', async () => {
    const { course, user } = await setup({ timeLimitMinutes: 10 });
    const t0 = Date.now() - HOUR;
    const attempt = await atTime(t0, () => started(course, user));
    expect(attempt.deadline).toBe(new Date(t0 + 10 * 60_000).toISOString());
    const late = await atTime(t0 + 10 * 60_000 + 10_000, () => submit(course, user, attempt.id, answersFor(QUESTIONS)));
    expect(late.status).toBe(200);
    expect((late.body.result as AttemptResult).score).toBe(100);
  });

  it('refuses answers after the deadline and its grace, and closes the attempt as failed', async () => {
    const { course, user } = await setup({ timeLimitMinutes: 10 });
    const t0 = Date.now() - HOUR;
    const attempt = await atTime(t0, () => started(course, user));
    const refused = await atTime(t0 + 10 * 60_000 + 10_001, () =>
      submit(course, user, attempt.id, answersFor(QUESTIONS)),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Đã hết thời gian làm bài. Bài nộp sau thời hạn không được chấm.');
    const again = await submit(course, user, attempt.id, answersFor(QUESTIONS));
    expect(again.status).toBe(403);
    const quiz = await state(course, user);
    expect(quiz.openAttempt).toBeNull();
    expect(quiz.attempts).toEqual([expect.objectContaining({ id: attempt.id, score: 0, passed: false })]);
    expect(quiz.certificateId).toBeNull();
  });

  it('closes an expired attempt on read, so a new one can start', async () => {
    const { course, user } = await setup({ timeLimitMinutes: 5 });
    const t0 = Date.now() - HOUR;
    const first = await atTime(t0, () => started(course, user));
    const quiz = await atTime(t0 + 6 * 60_000, () => state(course, user));
    expect(quiz.openAttempt).toBeNull();
    expect(quiz.attempts[0]).toMatchObject({
      id: first.id,
      score: 0,
      passed: false,
      submittedAt: new Date(t0 + 5 * 60_000).toISOString(),
    });
    const second = await atTime(t0 + 6 * 60_000, () => started(course, user));
    expect(second.id).not.toBe(first.id);
  });
});

describe('submitQuiz', () => {
  it('scores with 2 decimals, hides answers and explanations until a pass, then reveals them', async () => {
    const { course, user } = await setup();
    const failed = await take(course, user, ['qb']);
    expect(failed).toMatchObject({ score: 66.67, passed: false, passScore: 80, certificateId: null });
    expect(failed.review.every((item) => item.correctOptionIds === null && item.explanation === null)).toBe(true);
    expect(failed.review.find((item) => item.questionId === 'qb')).toMatchObject({ correct: false });
    const stored = await api.call('getQuizAttempt', { attemptId: failed.attemptId }, user.token);
    expect(stored.body.result).toEqual(failed);

    const passed = await take(course, user);
    expect(passed).toMatchObject({
      score: 100,
      passed: true,
      certificateId: expect.stringMatching(/^CN-[A-Z2-7]{20}$/),
    });
    expect(passed.review.find((item) => item.questionId === 'qb')).toMatchObject({
      correct: true,
      correctOptionIds: ['qb-1', 'qb-3'],
      explanation: 'Giải thích câu hai.',
    });
    // Once passed, the earlier failed attempt shows its answers too.
    const before = (await api.call('getQuizAttempt', { attemptId: failed.attemptId }, user.token)).body
      .result as AttemptResult;
    expect(before.review.find((item) => item.questionId === 'qb')?.correctOptionIds).toEqual(['qb-1', 'qb-3']);
    expect(before.score).toBe(66.67);
  });

  it('grades exactly once: the same attempt submitted again answers the stored result', async () => {
    const { course, user } = await setup();
    const attempt = await started(course, user);
    const first = await submit(course, user, attempt.id, answersFor(QUESTIONS, ['qa']));
    const second = await submit(course, user, attempt.id, answersFor(QUESTIONS));
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual(first.body.result);
    const both = await Promise.all([1, 2].map(async () => take(course, user)));
    expect(both[0].attemptId).toBe(both[1].attemptId);
    expect(both[0].score).toBe(both[1].score);
    expect((await state(course, user)).attempts).toHaveLength(2);
  });

  it('refuses unknown question or option ids, others’ attempts and unknown attempts', async () => {
    const { course, user } = await setup();
    const attempt = await started(course, user);
    for (const answers of [
      [{ questionId: 'zz', optionIds: [] }],
      [{ questionId: 'qa', optionIds: ['qb-1'] }],
      [{ questionId: 'qa', optionIds: ['qa-ok', 'qa-x'] }],
    ]) {
      const refused = await submit(course, user, attempt.id, answers);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe('Câu trả lời không hợp lệ.');
    }
    const other = await api.user();
    await enrol(api, other, course);
    const foreign = await submit(course, other, attempt.id, answersFor(QUESTIONS));
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.message).toBe('Bạn không có quyền xem lượt làm bài này.');
    expect((await api.call('getQuizAttempt', { attemptId: attempt.id }, other.token)).status).toBe(403);
    const unknown = await submit(course, user, 'khong-co', []);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('Không tìm thấy lượt làm bài.');
    // Still open and ungraded after the refusals.
    expect((await state(course, user)).openAttempt?.id).toBe(attempt.id);
  });
});

describe('certificates', () => {
  it('issues one per user and course; a better score updates score and date, keeps the id; revoked stays revoked', async () => {
    const { course, user } = await setup({ passScore: 60, attemptLimit: 10 });
    const t0 = Date.now() - 10 * HOUR;
    const first = await atTime(t0, () => take(course, user, ['qa']));
    expect(first).toMatchObject({ score: 66.67, passed: true });
    const id = first.certificateId as string;
    const certificate = async () => (await api.call('getCertificate', { certId: id })).body.result;
    expect(await certificate()).toEqual({
      id,
      userName: 'Người dùng buyer',
      courseId: course.courseId,
      courseName: `Khóa học thử ${course.courseId}`,
      score: 66.67,
      issuedAt: new Date(t0).toISOString(),
      revokedAt: null,
      url: `http://localhost:3000/chung-nhan/${id}`,
      qrSvg: expect.stringMatching(/^<svg /),
    });
    const better = await atTime(t0 + HOUR, () => take(course, user));
    expect(better.certificateId).toBe(id);
    expect(await certificate()).toMatchObject({ score: 100, issuedAt: new Date(t0 + HOUR).toISOString() });
    // A worse pass changes nothing.
    await atTime(t0 + 2 * HOUR, () => take(course, user, ['qc']));
    expect(await certificate()).toMatchObject({ score: 100, issuedAt: new Date(t0 + HOUR).toISOString() });

    const admin = await api.user('admin');
    const revoked = await api.call('revokeCertificate', { certId: id, reason: 'Gian lận' }, admin.token);
    expect(revoked.status).toBe(200);
    const revokedAt = (revoked.body.result as { revokedAt: string }).revokedAt;
    expect(Date.parse(revokedAt)).not.toBeNaN();
    const [row] = await api.app.database.db.select().from(certificates).where(eq(certificates.id, id));
    expect(row).toMatchObject({ revokeReason: 'Gian lận', revokedBy: admin.uid });
    await take(course, user);
    expect(await certificate()).toMatchObject({ id, revokedAt });
    expect((await api.call('revokeCertificate', { certId: 'CN-KHONGCO', reason: 'x' }, admin.token)).status).toBe(404);
  });

  it('a learner without a display name is "Học viên" on the public certificate, never their e-mail', async () => {
    const { course, user } = await setup();
    await api.app.database.db.update(users).set({ displayName: null }).where(eq(users.uid, user.uid));
    const { certificateId } = await take(course, user);
    const certificate = (await api.call('getCertificate', { certId: certificateId })).body.result as {
      userName: string;
    };
    expect(certificate.userName).toBe('Học viên');
    expect(JSON.stringify(certificate)).not.toContain(user.email);
    // A certificate issued before the fix with the e-mail as its name does not show it either.
    await api.app.database.db
      .update(certificates)
      .set({ userName: user.email })
      .where(eq(certificates.id, certificateId as string));
    const old = (await api.call('getCertificate', { certId: certificateId })).body.result as { userName: string };
    expect(old.userName).toBe('Học viên');
  });
});
