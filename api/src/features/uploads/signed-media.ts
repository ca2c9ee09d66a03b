// A course's lesson videos are what students pay for, so their address must not work for whoever it is passed
// on to. The lesson read gives each learner the video's address with an expiry and a signature over the file's
// key and that expiry (HMAC-SHA256 with MEDIA_URL_SECRET); the media route serves a lesson video only at such an
// address, before its expiry, and never from the public bucket. Pictures (a lesson video's poster too) and
// product videos stay public: they sell the product.
//
// The expiry is rounded up to the hour, so one learner's page keeps one address (the browser's cache and the
// player's byte ranges reuse it) and a lesson left open plays for SIGNED_MEDIA_HOURS at least.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lessons } from '../../db/schema';

/** How long a lesson video's address plays, at least (and at most an hour more). */
export const SIGNED_MEDIA_HOURS = 6;
const HOUR_MS = 3_600_000;
const MARK = '/media/';

const signature = (secret: string, key: string, until: number) =>
  createHmac('sha256', secret).update(`media:${key}:${until}`).digest('base64url');

/** The file's key in the store (`{folder}/{name}`) of an address the API gave out, or null. */
export function mediaKeyOf(url: string): string | null {
  const at = url.indexOf(MARK);
  if (at < 0) return null;
  const key = url.slice(at + MARK.length).split(/[?#]/)[0];
  return key || null;
}

/** `url` (a stored media address) with an expiry and its signature, valid from `atMs` on. */
export function signMediaUrl(secret: string, url: string, atMs: number): string {
  const key = mediaKeyOf(url);
  if (!key) return url;
  const until = (Math.ceil(atMs / HOUR_MS) * HOUR_MS) / 1000 + SIGNED_MEDIA_HOURS * 3600;
  return `${url}?until=${until}&sig=${signature(secret, key, until)}`;
}

/**
 * When a signed address of `key` stops playing (ms since the epoch), or null if the query carries no valid
 * signature of it or it has already expired at `atMs`.
 */
export function signedUntil(secret: string, key: string, query: unknown, atMs: number): number | null {
  const { until, sig } = (query ?? {}) as { until?: unknown; sig?: unknown };
  if (typeof until !== 'string' || !/^\d{1,12}$/.test(until) || typeof sig !== 'string') return null;
  const expected = Buffer.from(signature(secret, key, Number(until)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const untilMs = Number(until) * 1000;
  return untilMs > atMs ? untilMs : null;
}

/** Whether the file is a lesson's video (served only at a signed address). */
export async function isLessonVideo(db: Queryable, key: string): Promise<boolean> {
  const suffix = `${MARK}${key}`;
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(isNotNull(lessons.video), eq(sql`right(${lessons.video}->>'url', ${suffix.length})`, suffix)))
    .limit(1);
  return row !== undefined;
}
