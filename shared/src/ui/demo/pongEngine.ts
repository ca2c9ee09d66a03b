// Pong rules, free of the DOM so they are testable: the player's paddle on the left (W/S or arrows), the
// computer's on the right (follows the ball with a capped speed, so it can be beaten), first to score.
export const WIDTH = 600;
export const HEIGHT = 400;
export const PADDLE_W = 10;
export const PADDLE_H = 80;
export const BALL = 10;
const PLAYER_X = 20;
const COMPUTER_X = WIDTH - 20 - PADDLE_W;
const PLAYER_SPEED = 360; // px/s
const COMPUTER_SPEED = 240; // px/s, slower than the ball at its fastest
const BALL_SPEED = 280;
const MAX_BALL_SPEED = 560;

export type PongInput = { up: boolean; down: boolean };
export type PongState = {
  playerY: number;
  computerY: number;
  ball: { x: number; y: number; vx: number; vy: number };
  score: { player: number; computer: number };
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function serve(towardsPlayer: boolean, random: () => number): PongState['ball'] {
  const angle = (random() - 0.5) * (Math.PI / 3);
  const dir = towardsPlayer ? -1 : 1;
  return {
    x: WIDTH / 2 - BALL / 2,
    y: HEIGHT / 2 - BALL / 2,
    vx: dir * BALL_SPEED * Math.cos(angle),
    vy: BALL_SPEED * Math.sin(angle),
  };
}

export function newGame(random: () => number = Math.random): PongState {
  const middle = (HEIGHT - PADDLE_H) / 2;
  return { playerY: middle, computerY: middle, ball: serve(false, random), score: { player: 0, computer: 0 } };
}

/** Moves the player's paddle only (also used while paused, so the keys always answer). */
export function movePlayer(y: number, input: PongInput, dt: number): number {
  const direction = (input.down ? 1 : 0) - (input.up ? 1 : 0);
  return clamp(y + direction * PLAYER_SPEED * dt, 0, HEIGHT - PADDLE_H);
}

/** Bounces the ball off a paddle: the further from its centre, the steeper; a little faster each time. */
function bounce(ball: PongState['ball'], paddleY: number, toRight: boolean) {
  const offset = (ball.y + BALL / 2 - (paddleY + PADDLE_H / 2)) / (PADDLE_H / 2);
  const speed = Math.min(MAX_BALL_SPEED, Math.hypot(ball.vx, ball.vy) * 1.05);
  const angle = clamp(offset, -1, 1) * (Math.PI / 3);
  return { ...ball, vx: (toRight ? 1 : -1) * speed * Math.cos(angle), vy: speed * Math.sin(angle) };
}

/** One simulation step of `dt` seconds (capped so a background tab does not teleport the ball). */
export function step(state: PongState, input: PongInput, dtSeconds: number, random: () => number = Math.random) {
  const dt = Math.min(dtSeconds, 0.05);
  const playerY = movePlayer(state.playerY, input, dt);

  // The computer aims at the ball when it comes its way, else drifts back to the middle.
  const target = (state.ball.vx > 0 ? state.ball.y + BALL / 2 : HEIGHT / 2) - PADDLE_H / 2;
  const delta = clamp(target - state.computerY, -COMPUTER_SPEED * dt, COMPUTER_SPEED * dt);
  const computerY = clamp(state.computerY + delta, 0, HEIGHT - PADDLE_H);

  let ball = { ...state.ball, x: state.ball.x + state.ball.vx * dt, y: state.ball.y + state.ball.vy * dt };
  if (ball.y <= 0 || ball.y + BALL >= HEIGHT) {
    ball = { ...ball, y: clamp(ball.y, 0, HEIGHT - BALL), vy: -ball.vy };
  }
  const hits = (paddleX: number, paddleY: number) =>
    ball.x <= paddleX + PADDLE_W &&
    ball.x + BALL >= paddleX &&
    ball.y + BALL >= paddleY &&
    ball.y <= paddleY + PADDLE_H;
  if (ball.vx < 0 && hits(PLAYER_X, playerY)) ball = { ...bounce(ball, playerY, true), x: PLAYER_X + PADDLE_W };
  if (ball.vx > 0 && hits(COMPUTER_X, computerY)) ball = { ...bounce(ball, computerY, false), x: COMPUTER_X - BALL };

  let score = state.score;
  if (ball.x + BALL < 0) {
    score = { ...score, computer: score.computer + 1 };
    ball = serve(false, random);
  } else if (ball.x > WIDTH) {
    score = { ...score, player: score.player + 1 };
    ball = serve(true, random);
  }
  return { playerY, computerY, ball, score };
}

export const PADDLES = { PLAYER_X, COMPUTER_X };
