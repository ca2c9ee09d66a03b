import { act, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown';
import { useCountdown } from './useCountdown';

function Harness() {
  return <Countdown value={useCountdown()} announce />;
}

afterEach(() => jest.useRealTimers());

const tick = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('Countdown', () => {
  it('wraps to 02:00:00 after reaching zero', async () => {
    jest.useFakeTimers();
    const start = Date.now();
    render(<Harness />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('02:00:00');
    await tick(1000);
    expect(timer).toHaveTextContent('01:59:59');
    jest.setSystemTime(start + 7199 * 1000);
    await tick(1000);
    expect(timer).toHaveTextContent('00:00:00');
    await tick(1000);
    expect(timer).toHaveTextContent('02:00:00');
  });

  it('announces politely at most once a minute while the clock ticks every second', async () => {
    jest.useFakeTimers();
    const start = Date.now();
    render(<Harness />);
    const live = screen.getByTestId('countdown-announcement');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Ưu đãi còn 2 giờ 0 phút');
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live', 'polite');

    // Second by second: the clock changes every time, the announcement only when a new minute starts.
    const changedAt: number[] = [];
    let clockChanges = 0;
    let [said, shown] = [live.textContent, screen.getByRole('timer').textContent];
    for (let second = 1; second <= 185; second += 1) {
      await tick(1000);
      const now = screen.getByRole('timer').textContent;
      if (now !== shown) clockChanges += 1;
      if (live.textContent !== said) changedAt.push(Math.round((Date.now() - start) / 1000));
      [said, shown] = [live.textContent, now];
    }
    expect(clockChanges).toBe(185);
    expect(changedAt).toEqual([60, 120, 180]);
    expect(live).toHaveTextContent('Ưu đãi còn 1 giờ 57 phút');
  });
});
