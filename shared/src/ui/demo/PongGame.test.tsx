import { act, fireEvent, render, screen } from '@testing-library/react';
import { HEIGHT, PADDLE_H, newGame, step } from './pongEngine';
import { PongGame } from './PongGame';

describe('pong engine', () => {
  const still = { up: false, down: false };

  it('moves the player paddle with the input and keeps it on the board', () => {
    let state = newGame(() => 0.5);
    const start = state.playerY;
    state = step(state, { up: false, down: true }, 0.05);
    expect(state.playerY).toBeCloseTo(start + 18);
    for (let i = 0; i < 100; i += 1) state = step(state, { up: false, down: true }, 0.05);
    expect(state.playerY).toBe(HEIGHT - PADDLE_H);
    for (let i = 0; i < 100; i += 1) state = step(state, { up: true, down: false }, 0.05);
    expect(state.playerY).toBe(0);
  });

  it('scores for the computer when the ball passes the player, and serves again', () => {
    let state = newGame(() => 0.5);
    state = { ...state, playerY: 0, ball: { x: 40, y: 350, vx: -400, vy: 0 } };
    for (let i = 0; i < 10 && state.score.computer === 0; i += 1) state = step(state, still, 0.05, () => 0.5);
    expect(state.score).toEqual({ player: 0, computer: 1 });
    // Served again from the middle.
    expect(state.ball).toMatchObject({ x: 295, y: 195 });
    expect(state.ball.vx).toBeGreaterThan(0);
  });

  it('bounces the ball off the player paddle', () => {
    let state = newGame(() => 0.5);
    state = { ...state, playerY: 160, ball: { x: 40, y: 195, vx: -300, vy: 0 } };
    for (let i = 0; i < 3; i += 1) state = step(state, still, 0.05);
    expect(state.ball.vx).toBeGreaterThan(0);
    expect(state.score).toEqual({ player: 0, computer: 0 });
  });
});

describe('PongGame keys', () => {
  beforeAll(() => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('moves the paddle down with S and ArrowDown, up with W and ArrowUp, and ignores other keys', () => {
    jest.useFakeTimers();
    try {
      render(<PongGame />);
      const canvas = screen.getByTestId('pong-canvas');
      const y = () => Number(canvas.getAttribute('data-player-y'));
      act(() => jest.advanceTimersByTime(50));
      const start = y();
      expect(start).toBe(160);

      fireEvent.keyDown(window, { key: 's' });
      act(() => jest.advanceTimersByTime(200));
      fireEvent.keyUp(window, { key: 's' });
      const afterS = y();
      expect(afterS).toBeGreaterThan(start + 30);
      act(() => jest.advanceTimersByTime(200));
      expect(y()).toBe(afterS); // released: it stays

      fireEvent.keyDown(window, { key: 'ArrowUp' });
      act(() => jest.advanceTimersByTime(400));
      fireEvent.keyUp(window, { key: 'ArrowUp' });
      expect(y()).toBeLessThan(afterS - 60);

      const beforeOther = y();
      fireEvent.keyDown(window, { key: 'x' });
      act(() => jest.advanceTimersByTime(200));
      expect(y()).toBe(beforeOther);

      const down = new KeyboardEvent('keydown', { key: 'ArrowDown', cancelable: true });
      window.dispatchEvent(down);
      expect(down.defaultPrevented).toBe(true); // the dialog does not scroll
      act(() => jest.advanceTimersByTime(200));
      expect(y()).toBeGreaterThan(beforeOther);
    } finally {
      jest.useRealTimers();
    }
  });
});
