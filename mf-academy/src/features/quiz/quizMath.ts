// Pure helpers of the quiz page: how the time left is shown, and what is sent.
import type { AttemptQuestion } from '@app/shared/contracts/academy';

/** Whole seconds until `deadline` (ISO) at `now` (ms), never below zero; rounded up so 0 means time is up. */
export function secondsLeft(deadline: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 75 → '01:15', 3725 → '1:02:05'. */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The chosen option ids per question id. */
export type Answers = Record<string, string[]>;

/** A radio replaces the choice; a checkbox adds or removes its option. */
export function choose(answers: Answers, question: AttemptQuestion, optionId: string, checked: boolean): Answers {
  const current = answers[question.id] ?? [];
  const next = question.multiple
    ? checked
      ? [...new Set([...current, optionId])]
      : current.filter((id) => id !== optionId)
    : [optionId];
  return { ...answers, [question.id]: next };
}

export const unansweredCount = (questions: readonly AttemptQuestion[], answers: Answers) =>
  questions.filter((question) => (answers[question.id] ?? []).length === 0).length;

/** What submitQuiz takes: the answered questions, in the attempt's order. */
export function toSubmission(questions: readonly AttemptQuestion[], answers: Answers) {
  return questions
    .filter((question) => (answers[question.id] ?? []).length > 0)
    .map((question) => ({ questionId: question.id, optionIds: answers[question.id] }));
}
