// The quiz's pure rules: shuffling, answer checks, scoring and the review (no database, no clock).
import { randomInt } from 'node:crypto';
import type { QuestionReview } from '@app/shared/contracts/academy';
import type { QuizQuestionSnapshot } from '../../db/schema';

export type Answer = { questionId: string; optionIds: string[] };
export type RandomInt = (max: number) => number;

/** Fisher–Yates with a cryptographic source: a copy, the input is left as it is. */
export function shuffle<T>(items: readonly T[], random: RandomInt = randomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The questions in a new order, each with its options in a new order: what one attempt serves. */
export function shuffleQuestions(questions: readonly QuizQuestionSnapshot[], random: RandomInt = randomInt) {
  return shuffle(questions, random).map((question) => ({ ...question, options: shuffle(question.options, random) }));
}

/** What a student sees of a question: no correct options, no explanation. */
export function publicQuestion(question: QuizQuestionSnapshot) {
  return {
    id: question.id,
    text: question.text,
    multiple: question.multiple,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
  };
}

/**
 * Whether the answers fit the questions: known question ids, each once; option ids of that question, each
 * once; at most one for a single-choice question.
 */
export function answersFit(questions: readonly QuizQuestionSnapshot[], answers: readonly Answer[]): boolean {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question || seen.has(answer.questionId)) return false;
    seen.add(answer.questionId);
    const optionIds = new Set(question.options.map((option) => option.id));
    if (new Set(answer.optionIds).size !== answer.optionIds.length) return false;
    if (answer.optionIds.some((optionId) => !optionIds.has(optionId))) return false;
    if (!question.multiple && answer.optionIds.length > 1) return false;
  }
  return true;
}

/** Percent with 2 decimals, rounded half up: 2 of 3 → 66.67. */
export function scoreOf(right: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((right * 10_000) / total) / 100;
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((item) => set.has(item));
};

/** A question is right iff the chosen set equals the correct set. */
export function grade(questions: readonly QuizQuestionSnapshot[], answers: readonly Answer[]) {
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.optionIds]));
  const results = questions.map((question) => {
    const optionIds = chosen.get(question.id) ?? [];
    return { question, chosen: optionIds, correct: optionIds.length > 0 && sameSet(optionIds, question.correct) };
  });
  const right = results.filter((result) => result.correct).length;
  return { results, score: scoreOf(right, questions.length) };
}

/** The per-question review; the answers and explanations only once the student has passed. */
export function review(
  questions: readonly QuizQuestionSnapshot[],
  answers: readonly Answer[],
  reveal: boolean,
): QuestionReview[] {
  return grade(questions, answers).results.map(({ question, chosen, correct }) => ({
    questionId: question.id,
    text: question.text,
    multiple: question.multiple,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
    chosenOptionIds: chosen,
    correct,
    correctOptionIds: reveal ? question.correct : null,
    explanation: reveal ? question.explanation : null,
  }));
}
