// The academy's constants, without zod: front ends import these without pulling the schema library (and
// its eval probe, which a strict Content-Security-Policy reports) into their bundles.
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
