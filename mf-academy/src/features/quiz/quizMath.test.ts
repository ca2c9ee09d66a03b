import type { AttemptQuestion } from '@app/shared/contracts/academy';
import { choose, formatClock, secondsLeft, toSubmission, unansweredCount } from './quizMath';

const single: AttemptQuestion = {
  id: 'q1',
  text: 'Một?',
  multiple: false,
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
  ],
};
const multiple: AttemptQuestion = {
  id: 'q2',
  text: 'Nhiều?',
  multiple: true,
  options: [
    { id: 'c', text: 'C' },
    { id: 'd', text: 'D' },
  ],
};

describe('quiz helpers', () => {
  it('counts the seconds left, rounded up and never negative', () => {
    const deadline = '2026-11-21T10:00:00.000Z';
    const at = (iso: string) => Date.parse(iso);
    expect(secondsLeft(deadline, at('2026-11-21T09:58:45.000Z'))).toBe(75);
    expect(secondsLeft(deadline, at('2026-11-21T09:59:59.500Z'))).toBe(1);
    expect(secondsLeft(deadline, at('2026-11-21T10:00:00.000Z'))).toBe(0);
    expect(secondsLeft(deadline, at('2026-11-21T10:05:00.000Z'))).toBe(0);
  });

  it('shows the time left as mm:ss, with hours when there are some', () => {
    expect(formatClock(75)).toBe('01:15');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('keeps one choice for a radio question and several for a checkbox question', () => {
    let answers = choose({}, single, 'a', true);
    answers = choose(answers, single, 'b', true);
    expect(answers.q1).toEqual(['b']);
    answers = choose(answers, multiple, 'c', true);
    answers = choose(answers, multiple, 'd', true);
    answers = choose(answers, multiple, 'c', false);
    expect(answers.q2).toEqual(['d']);
  });

  it('sends only answered questions and counts the rest', () => {
    const answers = { q1: ['a'], q2: [] };
    expect(unansweredCount([single, multiple], answers)).toBe(1);
    expect(toSubmission([single, multiple], answers)).toEqual([{ questionId: 'q1', optionIds: ['a'] }]);
  });
});
