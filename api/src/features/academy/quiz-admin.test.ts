// The admins' quiz editor: versions, the conflict on a stale base version, validation, and attempts that
// keep the version they started on.
import type { AttemptResult, OpenAttempt, QuizForEdit, QuizState } from '@app/shared/contracts/academy';
import { QUESTIONS, addCourse, answersFor, enrol } from '../../../test/academy';
import { useApi, useUser } from '../../../test/suite';

const api = useApi();
const admin = useUser(api, 'admin');

const draft = {
  title: 'Bài kiểm tra mới',
  passScore: 50,
  attemptLimit: 5,
  timeLimitMinutes: 20,
  questions: [
    { text: 'Câu mới', options: ['A', 'B', 'C'], correct: [0, 2], multiple: true, explanation: 'Vì A và C.' },
  ],
};

describe('getQuizForEdit', () => {
  it('gives the current version with its answers as indexes', async () => {
    const course = await addCourse(api);
    const answer = await api.call('getQuizForEdit', { courseId: course.courseId }, admin.token);
    expect(answer.status).toBe(200);
    const quiz = answer.body.result as QuizForEdit;
    expect(quiz).toMatchObject({ courseId: course.courseId, version: 1, passScore: 80, attemptLimit: 3 });
    expect(quiz.questions[1]).toEqual({
      text: 'Câu hai',
      options: ['Đúng 1', 'Sai', 'Đúng 2', 'Sai nữa'],
      correct: [0, 2],
      multiple: true,
      explanation: 'Giải thích câu hai.',
    });
    const empty = await addCourse(api, { quiz: null });
    expect((await api.call('getQuizForEdit', { courseId: empty.courseId }, admin.token)).body.result).toMatchObject({
      version: 0,
      updatedAt: null,
      passScore: 80,
      attemptLimit: 3,
      timeLimitMinutes: null,
      questions: [],
    });
  });
});

describe('saveQuiz', () => {
  it('saves a new version; a stale base version is refused and changes nothing', async () => {
    const course = await addCourse(api);
    const saved = await api.call('saveQuiz', { courseId: course.courseId, baseVersion: 1, ...draft }, admin.token);
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({ version: 2 });
    const stale = await api.call(
      'saveQuiz',
      { courseId: course.courseId, baseVersion: 1, ...draft, title: 'Khác' },
      admin.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toBe('Bài kiểm tra đã được người khác cập nhật. Vui lòng tải lại trước khi lưu.');
    const current = (await api.call('getQuizForEdit', { courseId: course.courseId }, admin.token)).body
      .result as QuizForEdit;
    expect(current).toMatchObject({ version: 2, ...draft });
    // Two admins saving on the same base at once: one wins.
    const race = await Promise.all(
      ['X', 'Y'].map((title) =>
        api.call('saveQuiz', { courseId: course.courseId, baseVersion: 2, ...draft, title }, admin.token),
      ),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    for (const baseVersion of [2 ** 31, -1, 1.5]) {
      const bad = await api.call('saveQuiz', { courseId: course.courseId, baseVersion, ...draft }, admin.token);
      expect([bad.status, bad.body.error?.message]).toEqual([400, 'Phiên bản không hợp lệ.']);
    }
  });

  it('refuses what the contract refuses, with its Vietnamese texts', async () => {
    const course = await addCourse(api);
    const save = (question: object) =>
      api.call(
        'saveQuiz',
        { courseId: course.courseId, baseVersion: 1, ...draft, questions: [{ ...draft.questions[0], ...question }] },
        admin.token,
      );
    const cases: [object, string][] = [
      [{ correct: [5] }, 'Đáp án đúng phải là một trong các phương án.'],
      [{ multiple: false }, 'Câu hỏi một lựa chọn phải có đúng một đáp án đúng.'],
      [{ options: ['A', 'a', 'B'] }, 'Các phương án không được trùng nhau.'],
      [{ options: ['A'], correct: [0] }, 'Mỗi câu hỏi cần ít nhất 2 phương án.'],
    ];
    for (const [question, message] of cases) {
      const refused = await save(question);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe(message);
    }
    expect((await api.call('getQuizForEdit', { courseId: course.courseId }, admin.token)).body.result).toMatchObject({
      version: 1,
    });
    expect((await api.call('saveQuiz', { courseId: 'khong-co', baseVersion: 0, ...draft }, admin.token)).status).toBe(
      404,
    );
  });

  it('an attempt keeps the version it started on; the next attempt gets the new one', async () => {
    const course = await addCourse(api);
    const user = await api.user();
    await enrol(api, user, course);
    const attempt = (await api.call('startQuizAttempt', { courseId: course.courseId }, user.token)).body
      .result as OpenAttempt;
    await api.call('saveQuiz', { courseId: course.courseId, baseVersion: 1, ...draft }, admin.token);
    const state = (await api.call('getQuiz', { courseId: course.courseId }, user.token)).body.result as QuizState;
    expect(state).toMatchObject({ version: 2, questionCount: 1, passScore: 50, timeLimitMinutes: 20 });
    expect(state.openAttempt?.questions).toHaveLength(3);
    const result = (
      await api.call(
        'submitQuiz',
        { courseId: course.courseId, attemptId: attempt.id, answers: answersFor(QUESTIONS, ['qa']) },
        user.token,
      )
    ).body.result as AttemptResult;
    // Graded on version 1: 2 of 3, against its pass mark of 80.
    expect(result).toMatchObject({ score: 66.67, passed: false, passScore: 80 });
    expect(result.review).toHaveLength(3);
    const next = (await api.call('startQuizAttempt', { courseId: course.courseId }, user.token)).body
      .result as OpenAttempt;
    expect(next.questions.map((question) => question.text)).toEqual(['Câu mới']);
    expect(next.deadline).not.toBeNull();
    const history = (await api.call('getQuiz', { courseId: course.courseId }, user.token)).body.result as QuizState;
    expect(history.attempts.map((item) => item.quizVersion)).toEqual([2, 1]);
    // Editing again never changes the stored result of the first attempt.
    await api.call('saveQuiz', { courseId: course.courseId, baseVersion: 2, ...draft, passScore: 10 }, admin.token);
    expect((await api.call('getQuizAttempt', { attemptId: attempt.id }, user.token)).body.result).toEqual(result);
  });
});
