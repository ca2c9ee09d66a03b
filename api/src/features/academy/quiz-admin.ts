// getQuizForEdit, saveQuiz (admins): every save is a new version; attempts keep the version they started on.
import { questionForEdit, questionFromEdit, QUIZ_DEFAULTS } from '@app/shared/contracts/academy';
import { isUniqueViolation } from '../../db/client';
import { quizVersions, type QuizQuestionSnapshot } from '../../db/schema';
import { audit } from '../../domain/audit';
import { requireRole, type Handler } from '../../http/context';
import { aborted } from '../../http/errors';
import { now } from '../../lib/clock';
import { shortId } from '../../lib/ids';
import { findCourse } from '../course-access/learner';
import { currentQuiz, MSG } from './access';

/** The current version with its answers as indexes; version 0 and the defaults when the course has none. */
export const getQuizForEdit: Handler<'getQuizForEdit'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const course = await findCourse(ctx.db, input.courseId);
  const quiz = await currentQuiz(ctx.db, course.id);
  if (!quiz) {
    return {
      courseId: course.id,
      version: 0,
      updatedAt: null,
      title: '',
      passScore: QUIZ_DEFAULTS.passScore,
      attemptLimit: QUIZ_DEFAULTS.attemptLimit,
      timeLimitMinutes: QUIZ_DEFAULTS.timeLimitMinutes,
      questions: [],
    };
  }
  return {
    courseId: course.id,
    version: quiz.version,
    updatedAt: quiz.createdAt.toISOString(),
    title: quiz.title,
    passScore: quiz.passScore,
    attemptLimit: quiz.attemptLimit,
    timeLimitMinutes: quiz.timeLimitMinutes,
    questions: quiz.questions.map((question) => questionForEdit(question, (option) => option.id)),
  };
};

/** Random ids (never the position: an option's id must not tell where the editor put it). */
const newId = (prefix: string) => `${prefix}${shortId(10)}`;

/** What the audit log keeps of a version: its settings and questions (answers included: admins only read it). */
function quizSummary(quiz: {
  version: number;
  title: string;
  passScore: number;
  attemptLimit: number;
  timeLimitMinutes: number | null;
  questions: QuizQuestionSnapshot[];
}) {
  const { version, title, passScore, attemptLimit, timeLimitMinutes, questions } = quiz;
  return { version, title, passScore, attemptLimit, timeLimitMinutes, questions };
}

/** Saves the next version and its audit row in one transaction; refused (aborted) when another admin saved since `baseVersion`. */
export const saveQuiz: Handler<'saveQuiz'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const course = await findCourse(ctx.db, input.courseId);
  const questions: QuizQuestionSnapshot[] = input.questions.map((question) => questionFromEdit(question, 'id', newId));
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = await currentQuiz(tx, course.id);
      if ((current?.version ?? 0) !== input.baseVersion) throw aborted(MSG.quizChanged);
      const [row] = await tx
        .insert(quizVersions)
        .values({
          courseId: course.id,
          version: input.baseVersion + 1,
          title: input.title,
          passScore: input.passScore,
          attemptLimit: input.attemptLimit,
          attemptWindowHours: current?.attemptWindowHours ?? QUIZ_DEFAULTS.attemptWindowHours,
          timeLimitMinutes: input.timeLimitMinutes,
          questions,
          createdBy: admin.uid,
          createdAt: now(),
        })
        .returning({ version: quizVersions.version });
      await audit(tx, {
        adminId: admin.uid,
        action: 'quiz.save',
        objectId: course.id,
        before: current ? quizSummary(current) : null,
        after: quizSummary({ ...input, version: row.version, questions }),
      });
      return { version: row.version };
    });
  } catch (error) {
    // Two saves on the same base version: the unique (course, version) lets one through.
    if (isUniqueViolation(error, 'quiz_versions_course_version_uq')) throw aborted(MSG.quizChanged);
    throw error;
  }
};
