import { useEffect, useRef, useState } from 'react';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import {
  BALL,
  HEIGHT,
  PADDLE_H,
  PADDLE_W,
  PADDLES,
  WIDTH,
  movePlayer,
  newGame,
  step,
  type PongInput,
} from '@app/shared/ui/demo/pongEngine';
import { Button } from '@app/shared/ui/Button';
import styles from './DemoDialog.module.css';

const UP = new Set(['w', 'W', 'ArrowUp']);
const DOWN = new Set(['s', 'S', 'ArrowDown']);

function draw(canvas: HTMLCanvasElement, state: ReturnType<typeof newGame>) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const css = getComputedStyle(canvas);
  const token = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  ctx.fillStyle = token('--color-surface-2', '#eef1f6');
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = token('--color-border', '#d5dbe5');
  for (let y = 0; y < HEIGHT; y += 24) ctx.fillRect(WIDTH / 2 - 1, y, 2, 12);
  ctx.fillStyle = token('--color-primary', '#4f46e5');
  ctx.fillRect(PADDLES.PLAYER_X, state.playerY, PADDLE_W, PADDLE_H);
  ctx.fillStyle = token('--color-accent', '#0e7490');
  ctx.fillRect(PADDLES.COMPUTER_X, state.computerY, PADDLE_W, PADDLE_H);
  ctx.fillStyle = token('--color-text', '#141a26');
  ctx.fillRect(state.ball.x, state.ball.y, BALL, BALL);
}

/**
 * docs/product.md "Demo modal types" pongGame: a 600×400 canvas against a computer paddle, W/S or arrow keys.
 * The game runs in requestAnimationFrame outside React; the canvas carries the paddles' positions and the
 * score as data attributes (observable by tests and assistive tooling), the score is also shown as text.
 */
export function PongGame() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [score, setScore] = useState({ player: 0, computer: 0 });
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    pausedRef.current = paused;
  }, [paused]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let state = newGame();
    const input: PongInput = { up: false, down: false };
    let last: number | null = null;
    let frame = 0;

    const onKey = (event: KeyboardEvent) => {
      const pressed = event.type === 'keydown';
      if (UP.has(event.key)) input.up = pressed;
      else if (DOWN.has(event.key)) input.down = pressed;
      else return;
      event.preventDefault(); // arrows would scroll the dialog
    };
    const tick = (now: number) => {
      const dt = last === null ? 0 : (now - last) / 1000;
      last = now;
      const before = state.score;
      state = pausedRef.current
        ? { ...state, playerY: movePlayer(state.playerY, input, Math.min(dt, 0.05)) }
        : step(state, input, dt);
      if (state.score !== before) setScore(state.score);
      canvas.dataset.playerY = String(Math.round(state.playerY));
      canvas.dataset.computerY = String(Math.round(state.computerY));
      canvas.dataset.score = `${state.score.player}-${state.score.computer}`;
      draw(canvas, state);
      frame = requestAnimationFrame(tick);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
    };
  }, [round]);

  const restart = () => {
    setScore({ player: 0, computer: 0 });
    setPaused(false);
    setRound((n) => n + 1);
  };

  return (
    <div className={styles.pong}>
      <p className={styles.help}>{m.demo.pongHelp}</p>
      <p className={styles.score} aria-live="polite" data-testid="pong-score">
        {m.demo.pongScore(score.player, score.computer)}
        {paused ? ` · ${m.demo.pongPaused}` : ''}
      </p>
      <div className={styles.canvasBox}>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={m.demo.pongCanvas}
          data-testid="pong-canvas"
        />
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" onClick={() => setPaused((p) => !p)}>
          {paused ? m.demo.pongResume : m.demo.pongPause}
        </Button>
        <Button variant="secondary" onClick={restart}>
          {m.demo.pongRestart}
        </Button>
      </div>
    </div>
  );
}
