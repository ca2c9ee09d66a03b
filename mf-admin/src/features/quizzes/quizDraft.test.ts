import type { QuizForEdit } from '@app/shared/contracts/academy';
import {
  afterRemoval,
  canAddOption,
  canAddQuestion,
  canRemoveOption,
  correctAfterToggle,
  correctForType,
  draftFromQuiz,
  draftInput,
  emptyQuestion,
  keyMaker,
  moveTarget,
  type QuestionDraft,
  type QuizDraft,
} from './quizDraft';
import { validateDraft } from './quizValidation';

const quiz: QuizForEdit = {
  courseId: 'hoc-vien-creator',
  version: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
  title: 'Bài kiểm tra cuối khóa',
  passScore: 80,
  attemptLimit: 3,
  timeLimitMinutes: null,
  questions: [
    { text: 'Câu một?', options: ['A', 'B', 'C'], correct: [1], multiple: false, explanation: 'Vì B.' },
    { text: 'Câu hai?', options: ['X', 'Y'], correct: [0, 1], multiple: true, explanation: '' },
  ],
};

/** The loaded draft (keys: question one q4 with o1..o3, question two q7 with o5, o6), and the key maker. */
function loaded() {
  const next = keyMaker();
  return { draft: draftFromQuiz(quiz, next), next };
}

const messagesOf = (draft: QuizDraft) => {
  const result = validateDraft(draft);
  return result.ok ? [] : result.errors.map((error) => error.message);
};

/** The draft with its first question changed. */
function withFirst(draft: QuizDraft, change: (question: QuestionDraft) => QuestionDraft): QuizDraft {
  return { ...draft, questions: [change(draft.questions[0]), ...draft.questions.slice(1)] };
}

/** A question without the option at `index`, and without its mark (what the editor does). */
function withoutOption(question: QuestionDraft, index: number): QuestionDraft {
  const removed = question.options[index].key;
  return {
    ...question,
    options: question.options.filter((_, at) => at !== index),
    correct: question.correct.filter((key) => key !== removed),
  };
}

describe('draft from and to the contract', () => {
  it('loads the quiz and gives back the same input', () => {
    const { draft } = loaded();
    expect(draft.timeLimitMinutes).toBe('');
    expect(draft.questions.map((question) => question.key)).toEqual(['q4', 'q7']);
    const result = validateDraft(draft);
    expect(result.ok && result.value).toEqual({
      title: quiz.title,
      passScore: 80,
      attemptLimit: 3,
      timeLimitMinutes: null,
      questions: quiz.questions,
    });
  });

  it('keeps the correct marks on their options when an option before them is removed', () => {
    const draft = withFirst(loaded().draft, (question) => withoutOption(question, 0));
    expect(draftInput(draft).questions[0]).toMatchObject({ options: ['B', 'C'], correct: [0] });
  });
});

describe('validation texts (the contract’s own words)', () => {
  it('says the title, pass mark and attempt limit are wrong', () => {
    const draft = { ...loaded().draft, title: '   ', passScore: '120', attemptLimit: '', timeLimitMinutes: '1.5' };
    expect(messagesOf(draft)).toEqual([
      'Vui lòng nhập tiêu đề bài kiểm tra.',
      'Điểm đạt phải từ 1 đến 100.',
      'Số lượt làm bài phải là số.',
      'Thời gian làm bài phải là số nguyên.',
    ]);
  });

  it('an empty question text', () => {
    const draft = withFirst(loaded().draft, (question) => ({ ...question, text: ' ' }));
    expect(messagesOf(draft)).toEqual(['Vui lòng nhập câu hỏi.']);
  });

  it('fewer than 2 options, and an empty option', () => {
    const draft = withFirst(loaded().draft, (question) => {
      const one = withoutOption(withoutOption(question, 2), 0);
      return { ...one, options: [{ ...one.options[0], text: '' }] };
    });
    expect(draft.questions[0].options).toHaveLength(1);
    expect(messagesOf(draft)).toEqual(['Vui lòng nhập phương án.', 'Mỗi câu hỏi cần ít nhất 2 phương án.']);
  });

  it('no correct answer', () => {
    const draft = withFirst(loaded().draft, (question) => withoutOption(question, 1));
    expect(messagesOf(draft)).toEqual(['Vui lòng chọn ít nhất một đáp án đúng.']);
  });

  it('a single-choice question with two correct answers', () => {
    const draft = withFirst(loaded().draft, (question) => ({
      ...question,
      correct: question.options.slice(0, 2).map((option) => option.key),
    }));
    expect(messagesOf(draft)).toEqual(['Câu hỏi một lựa chọn phải có đúng một đáp án đúng.']);
  });

  it('a quiz without questions', () => {
    expect(messagesOf({ ...loaded().draft, questions: [] })).toEqual(['Bài kiểm tra cần ít nhất một câu hỏi.']);
  });

  it('a new question says each thing still to fill in, and each error points at its control', () => {
    const { draft, next } = loaded();
    const added = { ...draft, questions: [...draft.questions, emptyQuestion(next)] };
    const result = validateDraft(added);
    expect(result.ok).toBe(false);
    expect(result.errors.map(({ key, target, question, message }) => [key, target, question, message])).toEqual([
      ['q8.text', 'quiz-q8-text', 3, 'Vui lòng nhập câu hỏi.'],
      ['o9', 'quiz-o9', 3, 'Vui lòng nhập phương án.'],
      ['o10', 'quiz-o10', 3, 'Vui lòng nhập phương án.'],
      ['q8.correct', 'quiz-o9', 3, 'Vui lòng chọn ít nhất một đáp án đúng.'],
    ]);
  });

  it('two options alike (but not two blank ones) are duplicates', () => {
    const { draft } = loaded();
    const [first, second] = draft.questions;
    const alike = { ...second, options: [second.options[0], { ...second.options[1], text: ' x ' }] };
    expect(messagesOf({ ...draft, questions: [first, alike] })).toEqual(['Các phương án không được trùng nhau.']);
  });
});

describe('the rules of each edit', () => {
  it('a new question is single choice with two empty options and no answer', () => {
    const question = emptyQuestion(loaded().next);
    expect(question).toMatchObject({ key: 'q8', text: '', multiple: false, correct: [], explanation: '' });
    expect(question.options).toEqual([
      { key: 'o9', text: '' },
      { key: 'o10', text: '' },
    ]);
  });

  it('moves a question up and down, not past either end', () => {
    expect(moveTarget(1, -1, 2)).toBe(0);
    expect(moveTarget(0, -1, 2)).toBeNull();
    expect(moveTarget(0, 1, 2)).toBe(1);
    expect(moveTarget(1, 1, 2)).toBeNull();
  });

  it('single choice keeps one correct option; multiple choice toggles', () => {
    const [first] = loaded().draft.questions;
    expect(correctAfterToggle(first, 'o1')).toEqual(['o1']);
    const multiple = { ...first, multiple: true };
    const both = correctAfterToggle(multiple, 'o3');
    expect(both).toEqual(['o2', 'o3']);
    expect(correctAfterToggle({ ...multiple, correct: both }, 'o2')).toEqual(['o3']);
    // Back to one choice: the first marked option in the list stays.
    expect(correctForType({ ...multiple, correct: ['o3', 'o2'] }, false)).toEqual(['o2']);
    expect(correctForType({ ...first, correct: ['o3', 'o2'] }, true)).toEqual(['o3', 'o2']);
  });

  it('stops adding options at 6 and questions at the limit; keeps the last option', () => {
    const [first] = loaded().draft.questions;
    const options = (count: number) => Array.from({ length: count }, (_, at) => ({ key: `x${at}`, text: `${at}` }));
    expect(canAddOption({ ...first, options: options(5) })).toBe(true);
    expect(canAddOption({ ...first, options: options(6) })).toBe(false);
    expect(canRemoveOption({ ...first, options: options(2) })).toBe(true);
    expect(canRemoveOption({ ...first, options: options(1) })).toBe(false);
    expect(canAddQuestion(Array.from({ length: 49 }, () => first))).toBe(true);
    expect(canAddQuestion(Array.from({ length: 50 }, () => first))).toBe(false);
  });

  it('after a removal the focus goes to the item now in its place, else the one before', () => {
    expect(afterRemoval(['a', 'b', 'c'], 0)).toBe('b');
    expect(afterRemoval(['a', 'b', 'c'], 2)).toBe('b');
    expect(afterRemoval(['a'], 0)).toBeUndefined();
  });
});
