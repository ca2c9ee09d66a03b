// The quiz's pure rules: shuffling, answer checks, scoring with 2 decimals, multiple choice, the review.
import { QUESTIONS, answersFor } from '../../../test/academy';
import { answersFit, grade, review, scoreOf, shuffle, shuffleQuestions } from './grading';

describe('scoreOf', () => {
  it('is a percent rounded to 2 decimals', () => {
    expect(scoreOf(2, 3)).toBe(66.67);
    expect(scoreOf(1, 3)).toBe(33.33);
    expect(scoreOf(5, 6)).toBe(83.33);
    expect(scoreOf(1, 6)).toBe(16.67);
    expect(scoreOf(4, 5)).toBe(80);
    expect(scoreOf(0, 7)).toBe(0);
    expect(scoreOf(7, 7)).toBe(100);
    expect(scoreOf(0, 0)).toBe(0);
  });
});

describe('grade', () => {
  it('counts a question right only when the chosen set equals the correct set', () => {
    expect(grade(QUESTIONS, answersFor(QUESTIONS)).score).toBe(100);
    // Multiple choice: one of the two right options is not enough, nor all options.
    const partly = [{ questionId: 'qb', optionIds: ['qb-1'] }];
    const everything = [{ questionId: 'qb', optionIds: ['qb-1', 'qb-2', 'qb-3', 'qb-4'] }];
    const reordered = [{ questionId: 'qb', optionIds: ['qb-3', 'qb-1'] }];
    expect(grade(QUESTIONS, partly).results[1].correct).toBe(false);
    expect(grade(QUESTIONS, everything).results[1].correct).toBe(false);
    expect(grade(QUESTIONS, reordered).results[1].correct).toBe(true);
    expect(grade(QUESTIONS, reordered).score).toBe(33.33);
    expect(grade(QUESTIONS, answersFor(QUESTIONS, ['qa'])).score).toBe(66.67);
    expect(grade(QUESTIONS, []).score).toBe(0);
  });
});

describe('answersFit', () => {
  it('accepts known ids once each and refuses the rest', () => {
    expect(answersFit(QUESTIONS, answersFor(QUESTIONS))).toBe(true);
    expect(answersFit(QUESTIONS, [])).toBe(true);
    expect(answersFit(QUESTIONS, [{ questionId: 'zz', optionIds: [] }])).toBe(false);
    expect(answersFit(QUESTIONS, [{ questionId: 'qa', optionIds: ['qb-1'] }])).toBe(false);
    expect(answersFit(QUESTIONS, [{ questionId: 'qa', optionIds: ['qa-ok', 'qa-x'] }])).toBe(false);
    expect(answersFit(QUESTIONS, [{ questionId: 'qb', optionIds: ['qb-1', 'qb-1'] }])).toBe(false);
    expect(
      answersFit(QUESTIONS, [
        { questionId: 'qa', optionIds: ['qa-ok'] },
        { questionId: 'qa', optionIds: ['qa-x'] },
      ]),
    ).toBe(false);
  });
});

describe('shuffle', () => {
  it('is a permutation and leaves its input alone', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const out = shuffle(items);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('follows Fisher–Yates with the given source', () => {
    // random always 0: each position i swaps with 0.
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    // random(i + 1) = i: nothing moves.
    expect(shuffle([1, 2, 3, 4], (max) => max - 1)).toEqual([1, 2, 3, 4]);
  });

  it('shuffles questions and their options, keeping each option with its question', () => {
    const orders = new Set<string>();
    for (let run = 0; run < 30; run += 1) {
      const shuffled = shuffleQuestions(QUESTIONS);
      orders.add(shuffled.map((question) => question.options.map((option) => option.id).join()).join('|'));
      for (const question of shuffled) {
        const original = QUESTIONS.find((candidate) => candidate.id === question.id)!;
        expect(new Set(question.options.map((option) => option.id))).toEqual(
          new Set(original.options.map((option) => option.id)),
        );
        expect(question.correct).toEqual(original.correct);
      }
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('review', () => {
  it('reveals the correct options and explanations only when asked to', () => {
    const hidden = review(QUESTIONS, answersFor(QUESTIONS, ['qb']), false);
    expect(hidden.map((item) => [item.questionId, item.correct, item.correctOptionIds, item.explanation])).toEqual([
      ['qa', true, null, null],
      ['qb', false, null, null],
      ['qc', true, null, null],
    ]);
    expect(hidden[1].chosenOptionIds).toEqual(['qb-2']);
    const shown = review(QUESTIONS, [], true);
    expect(shown[1]).toMatchObject({ correct: false, correctOptionIds: ['qb-1', 'qb-3'], chosenOptionIds: [] });
    expect(shown[1].explanation).toBe('Giải thích câu hai.');
  });
});
