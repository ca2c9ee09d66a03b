// The seeded first lesson's video: a few title cards of what the lesson teaches, in the product's colours. The
// video (assets/, H.264, made once by scripts/seed-lesson-video.ts from these cards: the server has no encoder)
// and its poster (the first card, drawn here with sharp) are stored as an upload's are — the media store, a
// manifest — and served from /media like one. Idempotent and cheap once done: what is in the store is not stored
// again, and a lesson that has a video of its own (an admin set one) is never touched.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { ProductVideo } from '@app/shared/contracts/media';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { lessons } from '../db/schema';
import { mediaImage, mediaStorage, mediaUrl, readManifest, writeManifest } from '../features/uploads/media';
import { COVER_SHAPE, storeImageVariants } from '../features/uploads/variants';
import { escape, wrapTitle } from '../features/uploads/drawn';
import { SEED_COURSE } from './data';

export type LessonCard = { kicker: string; title: string; lines: string[] };

const LESSON = SEED_COURSE.lessons[0];

/** What the seeded first lesson's video says, card by card (the first is its poster). */
export const LESSON_VIDEO_CARDS: LessonCard[] = [
  {
    kicker: 'Học viện Nhà sáng tạo AI · Bài 1',
    title: 'Tư duy sản phẩm cho chuyên gia',
    lines: [LESSON.module, 'Ba ý chính và một bài tập'],
  },
  {
    kicker: 'Ý chính 1',
    title: 'Chuyên môn của bạn là tài sản',
    lines: ['Khách hàng trả tiền cho kết quả,', 'không phải cho số giờ bạn làm.'],
  },
  {
    kicker: 'Ý chính 2',
    title: 'Bắt đầu từ vấn đề của khách hàng',
    lines: ['Ghi lại ba câu hỏi khách hàng', 'hỏi bạn nhiều nhất mỗi tuần.'],
  },
  {
    kicker: 'Ý chính 3',
    title: 'Đóng gói thành sản phẩm',
    lines: ['Một prompt ổn định và một giao diện', 'đơn giản là đã thành ứng dụng AI.'],
  },
  {
    kicker: 'Bài tập',
    title: 'Viết prompt đầu tiên',
    lines: ['Chọn một vấn đề trong ba vấn đề', 'và viết prompt cho nó ngay hôm nay.'],
  },
];

const WIDTH = 1280;
const HEIGHT = 720;

/** One card, 1280×720: the product's indigo to its teal, white text, the card's place in the lesson below. */
export function lessonCardSvg(card: LessonCard, index: number, total: number): string {
  const title = wrapTitle(card.title);
  const first = 300;
  const titleText = title
    .map((line, i) => `<text x="96" y="${first + i * 82}" font-size="68" font-weight="700">${escape(line)}</text>`)
    .join('');
  const below = first + (title.length - 1) * 82 + 90;
  const lines = card.lines
    .map((line, i) => `<text x="96" y="${below + i * 52}" font-size="40" fill-opacity="0.92">${escape(line)}</text>`)
    .join('');
  const step = (WIDTH - 192) / total;
  const dots = Array.from(
    { length: total },
    (_, i) =>
      `<rect x="${96 + i * step}" y="636" width="${step - 12}" height="8" rx="4" fill="#ffffff" fill-opacity="${i <= index ? 0.95 : 0.3}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#4338ca"/><stop offset="0.65" stop-color="#4f46e5"/><stop offset="1" stop-color="#0e7490"/>
</linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="1120" cy="150" r="250" fill="#ffffff" fill-opacity="0.07"/>
<circle cx="1210" cy="600" r="150" fill="#ffffff" fill-opacity="0.05"/>
<g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#ffffff">
<text x="96" y="140" font-size="32" font-weight="600" fill-opacity="0.85" letter-spacing="1">${escape(card.kicker.toUpperCase())}</text>
${titleText}
${lines}
</g>
${dots}
</svg>`;
}

/** The committed video (see scripts/seed-lesson-video.ts). */
export const LESSON_VIDEO_FILE = path.join(__dirname, 'assets', `${LESSON.id}.mp4`);
/** Where its files are kept in the media store: seed folders, served like uploads (features/uploads/media-routes.ts). */
const VIDEO_FOLDER = `seed-video-${LESSON.id}`;
const POSTER_FOLDER = `seed-poster-${LESSON.id}`;

type MediaConfig = Pick<Config, 'publicApiUrl' | 'dataDir' | 'databaseUrl' | 's3'>;

/** The video and its poster in the store (stored now if missing), as a lesson keeps them. */
async function storedVideo(config: MediaConfig): Promise<ProductVideo> {
  const storage = mediaStorage(config);
  let video = await readManifest(storage, VIDEO_FOLDER);
  if (video?.kind !== 'video' || (await storage.size(video.key)) === null) {
    const bytes = await readFile(LESSON_VIDEO_FILE);
    const key = `${VIDEO_FOLDER}/${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.mp4`;
    await storage.put(key, bytes);
    video = { kind: 'video', key, type: 'video/mp4', bytes: bytes.length };
    await writeManifest(storage, VIDEO_FOLDER, video);
  }
  let poster = await readManifest(storage, POSTER_FOLDER);
  const largest = poster?.kind === 'image' ? `${poster.image.base}-${poster.image.width}.jpg` : null;
  if (poster?.kind !== 'image' || largest === null || (await storage.size(largest)) === null) {
    const svg = Buffer.from(lessonCardSvg(LESSON_VIDEO_CARDS[0], 0, LESSON_VIDEO_CARDS.length));
    poster = { kind: 'image', image: await storeImageVariants(storage, POSTER_FOLDER, svg, COVER_SHAPE) };
    await writeManifest(storage, POSTER_FOLDER, poster);
  }
  return {
    id: VIDEO_FOLDER,
    url: mediaUrl(config, video.key),
    type: video.type,
    bytes: video.bytes,
    poster: mediaImage(config, poster.image),
  };
}

/** Gives the first seeded lesson its video unless it has one of its own; resolves to 1 when it got it now. */
export async function seedLessonVideo(db: Db, config: MediaConfig): Promise<number> {
  const video = await storedVideo(config);
  const changed = await db
    .update(lessons)
    .set({ video })
    .where(
      and(
        eq(lessons.id, LESSON.id),
        or(isNull(lessons.video), like(sql`${lessons.video}->>'url'`, `${config.publicApiUrl}/media/seed-%`)),
        sql`${lessons.video} is distinct from ${JSON.stringify(video)}::jsonb`,
      ),
    )
    .returning({ id: lessons.id });
  return changed.length;
}
