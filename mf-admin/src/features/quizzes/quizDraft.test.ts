import type { QuizForEdit } from '@app/shared/contracts/academy';
import { draftInput, type QuizDraft } from './quizDraft';
import {
  editorReducer,
  initialEditorState,
  visibleErrors,
  type EditorAction,
  type EditorForm,
  type EditorState,
} from './quizEditorReducer';
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

function ready(...actions: EditorAction[]): EditorForm {
  const state = [{ type: 'load', quiz } as EditorAction, ...actions].reduce<EditorState>(
    editorReducer,
    initialEditorState,
  );
  if (state.status !== 'ready') throw new Error('not loaded');
  return state;
}

const messagesOf = (draft: QuizDraft) => {
  const result = validateDraft(draft);
  return result.ok ? [] : result.errors.map((error) => error.message);
};

const firstQuestion = (form: EditorForm) => form.draft.questions[0];

describe('draft from and to the contract', () => {
  it('loads the quiz and gives back the same input', () => {
    const form = ready();
    expect(form.base).toEqual({ version: 3, updatedAt: '2026-11-20T08:00:00.000Z' });
    expect(form.draft.timeLimitMinutes).toBe('');
    const result = validateDraft(form.draft);
    expect(result.ok && result.value).toEqual({
      title: quiz.title,
      passScore: 80,
      attemptLimit: 3,
      timeLimitMinutes: null,
      questions: quiz.questions,
    });
  });

  it('keeps the correct marks on their options when an option before them is removed', () => {
    const q = () => firstQuestion(form);
    let form = ready();
    form = ready({ type: 'removeOption', question: q().key, option: q().options[0].key });
    expect(draftInput(form.draft).questions[0]).toMatchObject({ options: ['B', 'C'], correct: [0] });
  });
});

describe('validation texts (the contract’s own words)', () => {
  it('says the title, pass mark and attempt limit are wrong', () => {
    const form = ready(
      { type: 'setField', field: 'title', value: '   ' },
      { type: 'setField', field: 'passScore', value: '120' },
      { type: 'setField', field: 'attemptLimit', value: '' },
      { type: 'setField', field: 'timeLimitMinutes', value: '1.5' },
    );
    expect(messagesOf(form.draft)).toEqual([
      'Vui lòng nhập tiêu đề bài kiểm tra.',
      'Điểm đạt phải từ 1 đến 100.',
      'Số lượt làm bài phải là số.',
      'Thời gian làm bài phải là số nguyên.',
    ]);
  });

  it('an empty question text', () => {
    const form = ready({ type: 'setQuestionText', question: 'q4', value: ' ' });
    expect(messagesOf(form.draft)).toEqual(['Vui lòng nhập câu hỏi.']);
  });

  it('fewer than 2 options, and an empty option', () => {
    const base = ready();
    const q = firstQuestion(base);
    const form = ready(
      { type: 'removeOption', question: q.key, option: q.options[0].key },
      { type: 'removeOption', question: q.key, option: q.options[2].key },
      { type: 'setOption', question: q.key, option: q.options[1].key, value: '' },
    );
    expect(firstQuestion(form).options).toHaveLength(1);
    expect(messagesOf(form.draft)).toEqual(['Vui lòng nhập phương án.', 'Mỗi câu hỏi cần ít nhất 2 phương án.']);
  });

  it('no correct answer', () => {
    const q = firstQuestion(ready());
    const form = ready({ type: 'removeOption', question: q.key, option: q.options[1].key });
    expect(messagesOf(form.draft)).toEqual(['Vui lòng chọn ít nhất một đáp án đúng.']);
  });

  it('a single-choice question with two correct answers', () => {
    const form = ready();
    const draft: QuizDraft = {
      ...form.draft,
      questions: [
        {
          ...firstQuestion(form),
          correct: firstQuestion(form)
            .options.slice(0, 2)
            .map((o) => o.key),
        },
      ],
    };
    expect(messagesOf(draft)).toEqual(['Câu hỏi một lựa chọn phải có đúng một đáp án đúng.']);
  });

  it('a quiz without questions', () => {
    const form = ready({ type: 'removeQuestion', question: 'q4' }, { type: 'removeQuestion', question: 'q7' });
    expect(form.draft.questions).toEqual([]);
    expect(messagesOf(form.draft)).toEqual(['Bài kiểm tra cần ít nhất một câu hỏi.']);
  });

  it('shows an error once its field is edited, and every error after a submit attempt', () => {
    let form = ready(
      { type: 'setField', field: 'title', value: '' },
      { type: 'setField', field: 'passScore', value: '' },
    );
    const draftErrors = () => (validateDraft(form.draft).ok ? [] : validateDraft(form.draft).errors);
    expect(Object.keys(visibleErrors(form, draftErrors()))).toEqual(['title', 'passScore']);
    form = ready({ type: 'addQuestion' });
    expect(visibleErrors(form, draftErrors())).toEqual({});
    form = editorReducer({ status: 'ready', ...form }, { type: 'submitInvalid' }) as EditorForm;
    expect(Object.values(visibleErrors(form, draftErrors()))).toEqual([
      'Vui lòng nhập câu hỏi.',
      'Vui lòng nhập phương án.',
      'Vui lòng nhập phương án.',
      'Vui lòng chọn ít nhất một đáp án đúng.',
    ]);
  });

  it('two options alike (but not two blank ones) are duplicates', () => {
    const form = ready({ type: 'setOption', question: 'q7', option: 'o6', value: ' x ' });
    expect(messagesOf(form.draft)).toEqual(['Các phương án không được trùng nhau.']);
  });
});

describe('editing questions', () => {
  const texts = (form: EditorForm) => form.draft.questions.map((q) => q.text);

  it('adds an empty single-choice question with two options and focuses it', () => {
    const form = ready({ type: 'addQuestion' });
    expect(form.draft.questions).toHaveLength(3);
    expect(form.draft.questions[2]).toMatchObject({ text: '', multiple: false, correct: [] });
    expect(form.draft.questions[2].options).toHaveLength(2);
    expect(form.announcement).toBe('Đã thêm câu 3.');
    expect(form.focus?.id).toBe(`quiz-${form.draft.questions[2].key}-text`);
    expect(form.dirty).toBe(true);
  });

  it('moves a question up and down, not past either end', () => {
    let form = ready({ type: 'moveQuestion', question: 'q7', by: -1 });
    expect(texts(form)).toEqual(['Câu hai?', 'Câu một?']);
    expect(form.announcement).toBe('Đã chuyển câu 2 đến vị trí 1.');
    form = ready({ type: 'moveQuestion', question: 'q7', by: -1 }, { type: 'moveQuestion', question: 'q7', by: -1 });
    expect(texts(form)).toEqual(['Câu hai?', 'Câu một?']);
    form = ready({ type: 'moveQuestion', question: 'q4', by: 1 });
    expect(texts(form)).toEqual(['Câu hai?', 'Câu một?']);
  });

  it('single choice keeps one correct option; multiple choice toggles', () => {
    let form = ready({ type: 'toggleCorrect', question: 'q4', option: 'o1' });
    expect(firstQuestion(form).correct).toEqual(['o1']);
    form = ready(
      { type: 'setMultiple', question: 'q4', multiple: true },
      { type: 'toggleCorrect', question: 'q4', option: 'o3' },
    );
    expect(firstQuestion(form).correct).toEqual(['o2', 'o3']);
    form = ready(
      { type: 'setMultiple', question: 'q4', multiple: true },
      { type: 'toggleCorrect', question: 'q4', option: 'o3' },
      { type: 'setMultiple', question: 'q4', multiple: false },
    );
    expect(firstQuestion(form).correct).toEqual(['o2']);
  });

  it('stops adding options at 6', () => {
    const adds: EditorAction[] = Array.from({ length: 5 }, () => ({ type: 'addOption', question: 'q7' }));
    expect(ready(...adds).draft.questions[1].options).toHaveLength(6);
  });
});

describe('saving', () => {
  it('a success moves the base version; a failure keeps the draft as typed', () => {
    const typed = ready({ type: 'setField', field: 'title', value: 'Mới' }, { type: 'saveStarted' });
    const failed = editorReducer({ status: 'ready', ...typed }, { type: 'saveFailed', message: 'Đã có người lưu.' });
    expect(failed).toMatchObject({ save: { status: 'failed', message: 'Đã có người lưu.' }, base: { version: 3 } });
    expect(failed.status === 'ready' && failed.draft).toEqual(typed.draft);
    const saved = editorReducer(failed, { type: 'saveSucceeded', version: 4, at: '2026-11-23T10:00:00.000Z' });
    expect(saved).toMatchObject({ base: { version: 4 }, dirty: false, save: { status: 'saved', version: 4 } });
  });

  it('a later load never overwrites the draft', () => {
    const typed = ready({ type: 'setField', field: 'title', value: 'Mới' });
    const again = editorReducer({ status: 'ready', ...typed }, { type: 'load', quiz: { ...quiz, version: 9 } });
    expect(again).toMatchObject({ draft: { title: 'Mới' }, base: { version: 3 } });
  });
});
