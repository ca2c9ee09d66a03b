// `npx tsx scripts/seed-lesson-video.ts` (from api/, with ffmpeg on the PATH): makes the seeded first lesson's
// video, src/seed/assets/{lessonId}.mp4, from the title cards of src/seed/lesson-video.ts — each card drawn by
// sharp, held a few seconds and cross-faded into the next, encoded as H.264 (yuv420p, faststart: every browser
// plays it and starts before the whole file is in). Run once by hand when the cards change; the file is committed,
// since the API has no encoder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LESSON_VIDEO_CARDS, LESSON_VIDEO_FILE, lessonCardSvg } from '../src/seed/lesson-video';

const HOLD_S = 3.6;
const FADE_S = 0.5;
const FPS = 24;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesson-video-'));
  try {
    const total = LESSON_VIDEO_CARDS.length;
    const frames: string[] = [];
    for (const [index, card] of LESSON_VIDEO_CARDS.entries()) {
      const file = path.join(dir, `card-${index}.png`);
      await sharp(Buffer.from(lessonCardSvg(card, index, total)))
        .png()
        .toFile(file);
      frames.push(file);
    }
    const inputs = frames.flatMap((file) => [
      '-loop',
      '1',
      '-t',
      String(HOLD_S + FADE_S),
      '-framerate',
      String(FPS),
      '-i',
      file,
    ]);
    // Each card fades into the next; the chain's offsets add up the cards shown so far.
    let chain = '';
    let last = '[0:v]';
    for (let i = 1; i < total; i += 1) {
      const out = i === total - 1 ? '[v]' : `[x${i}]`;
      chain += `${last}[${i}:v]xfade=transition=fade:duration=${FADE_S}:offset=${(HOLD_S * i).toFixed(2)}${out};`;
      last = out;
    }
    fs.mkdirSync(path.dirname(LESSON_VIDEO_FILE), { recursive: true });
    execFileSync(
      'ffmpeg',
      [
        '-y',
        ...inputs,
        '-filter_complex',
        `${chain.slice(0, -1)};[v]format=yuv420p[out]`,
        '-map',
        '[out]',
        '-c:v',
        'libx264',
        '-profile:v',
        'main',
        '-preset',
        'veryslow',
        '-tune',
        'stillimage',
        '-crf',
        '30',
        '-r',
        String(FPS),
        '-movflags',
        '+faststart',
        '-an',
        LESSON_VIDEO_FILE,
      ],
      { stdio: 'inherit' },
    );
    console.log(`${LESSON_VIDEO_FILE}: ${fs.statSync(LESSON_VIDEO_FILE).size} bytes`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
