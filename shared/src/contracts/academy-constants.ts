// The academy's constants (and the quiz editor's plain question shape), without zod: front ends import these
// without pulling the schema library (and its eval probe, which a strict Content-Security-Policy reports) into
// their bundles.
/** docs/product.md §9: the academy course id is a fixed constant. */
export const ACADEMY_COURSE_ID = 'hoc-vien-creator';
/** docs/product.md §9: 5.000.000 VND, one-time payment. */
export const ACADEMY_PRICE_VND = 5_000_000;
/** docs/product.md §9: 100 % refund within 30 days if no first product is made. */
export const REFUND_WINDOW_DAYS = 30;

/** Quiz defaults: pass mark, attempts per window. */
export const QUIZ_DEFAULTS = {
  passScore: 80,
  attemptLimit: 3,
  attemptWindowHours: 24,
  timeLimitMinutes: null,
} as const;
/** Quiz editor bounds. */
export const QUIZ_LIMITS = {
  questionsMin: 1,
  questionsMax: 50,
  optionsMin: 2,
  optionsMax: 6,
  questionMax: 500,
  optionMax: 200,
  explanationMax: 1000,
  titleMax: 120,
  attemptLimitMax: 20,
  timeLimitMax: 240,
} as const;

/** A question as the quiz editor's form holds it (getQuizForEdit's answer, saveQuiz's input). */
export type QuestionForEdit = {
  text: string;
  options: string[];
  correct: number[];
  multiple: boolean;
  explanation: string;
};

/**
 * A question of the editor's form with a name for it and each of its options, made by `next` (options first),
 * under `field` (the stored `id`, an editor row's `key`); `correct` lists the right options by those names.
 */
export function questionFromEdit<F extends string>(
  question: QuestionForEdit,
  field: F,
  next: (prefix: 'q' | 'o') => string,
) {
  const options = question.options.map(
    (text) => ({ [field]: next('o'), text }) as Record<F, string> & { text: string },
  );
  return {
    ...({ [field]: next('q') } as Record<F, string>),
    text: question.text,
    multiple: question.multiple,
    options,
    correct: question.correct.flatMap((index) => (options[index] ? [options[index][field]] : [])),
    explanation: question.explanation,
  };
}

/**
 * A question as the editor's form holds it (getQuizForEdit's answer, saveQuiz's input): its options' texts and
 * the indexes of the right ones. `keyOf` names an option the way `correct` lists it (a stored option's id, an
 * editor row's key).
 */
export function questionForEdit<O extends { text: string }>(
  question: { text: string; options: O[]; correct: string[]; multiple: boolean; explanation: string },
  keyOf: (option: O) => string,
): QuestionForEdit {
  return {
    text: question.text,
    options: question.options.map((option) => option.text),
    correct: question.options.flatMap((option, index) => (question.correct.includes(keyOf(option)) ? [index] : [])),
    multiple: question.multiple,
    explanation: question.explanation,
  };
}
