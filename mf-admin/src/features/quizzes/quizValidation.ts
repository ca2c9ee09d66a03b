// The quiz draft checked by the contract's own schemas (so the page and the server say the same words):
// the form's resolver, and each error tied to the control it belongs to, in the order of the form.
import { quizDraftFields, z } from '@app/shared/contracts/browser';
import { schemaResolver } from '@app/shared/forms/schemaResolver';
import { ADD_QUESTION_ID, addOptionId, draftInput, fieldId, type QuizDraft } from './quizDraft';

const quizDraftSchema = z.object(quizDraftFields);
export type ValidQuiz = z.output<typeof quizDraftSchema>;

/** The form's resolver: nothing is sent unless the contract's schema accepts the draft. */
export const quizResolver = schemaResolver(quizDraftSchema, draftInput);

/** One error: the key of what it belongs to, the control to focus, the question's number if any. */
export type DraftError = { key: string; target: string; question: number | null; message: string };

export type Validation = { ok: true; value: ValidQuiz; errors: [] } | { ok: false; errors: DraftError[] };

/** Which error key a schema issue belongs to (the first issue of each key is the one shown). */
function errorOf(draft: QuizDraft, path: readonly PropertyKey[], message: string): DraftError {
  const [top, index, field, optionIndex] = path;
  if (top !== 'questions') {
    const key = typeof top === 'string' ? top : 'questions';
    return { key, target: fieldId(key), question: null, message };
  }
  const question = typeof index === 'number' ? draft.questions[index] : undefined;
  if (!question) return { key: 'questions', target: ADD_QUESTION_ID, question: null, message };
  const number = (index as number) + 1;
  if (field === 'options' && typeof optionIndex === 'number' && question.options[optionIndex]) {
    const key = question.options[optionIndex].key;
    return { key, target: fieldId(key), question: number, message };
  }
  if (field === 'options' || field === 'correct') {
    const first = question.options[0];
    const key = `${question.key}.${field}`;
    return { key, target: first ? fieldId(first.key) : addOptionId(question.key), question: number, message };
  }
  const key = `${question.key}.${field === 'explanation' ? 'explanation' : 'text'}`;
  return { key, target: fieldId(key), question: number, message };
}

/** Blank options are "the same": that is said as "enter the option" beside each, not as a duplicate. */
function isBlankDuplicate(draft: QuizDraft, issue: z.core.$ZodIssue): boolean {
  const [top, index, field] = issue.path;
  if (issue.code !== 'custom' || top !== 'questions' || field !== 'options' || issue.path.length !== 3) return false;
  const question = typeof index === 'number' ? draft.questions[index] : undefined;
  return Boolean(question?.options.some((option) => option.text.trim() === ''));
}

/** Validates the draft with `quizDraftFields`; errors in the order of the form, one per key. */
export function validateDraft(draft: QuizDraft): Validation {
  const result = quizDraftSchema.safeParse(draftInput(draft));
  if (result.success) return { ok: true, value: result.data, errors: [] };
  const seen = new Set<string>();
  const errors: DraftError[] = [];
  for (const issue of result.error.issues) {
    if (isBlankDuplicate(draft, issue)) continue;
    const error = errorOf(draft, issue.path, issue.message);
    if (seen.has(error.key)) continue;
    seen.add(error.key);
    errors.push(error);
  }
  return { ok: false, errors };
}
