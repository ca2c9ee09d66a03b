// One scale creator or product row, drawn deterministically from its index: product i is always the same, so a
// run with a larger N only adds the difference.
import { fold } from '@app/shared/text/fold';
import { SEED_CATEGORIES } from '../../src/seed/data';
import {
  AUDIENCES,
  CLOSINGS,
  COMMISSIONS,
  DEMOS,
  FAMILY,
  GIVEN,
  MIDDLE,
  PRICES,
  QUALIFIERS,
  TOPICS,
} from './vocabulary';

export const CREATORS = 400;
const DAY = 24 * 60 * 60 * 1000;
/** Products are spread over the three years before this date (fixed: the same N gives the same catalogue). */
const REFERENCE = Date.parse('2026-01-10T08:00:00.000Z');
const HIDDEN = ['draft', 'pending', 'rejected', 'archived'] as const;
const SUBCATEGORIES = SEED_CATEGORIES.flatMap((category) =>
  category.subcategories.map((sub) => ({ categoryId: category.id, subcategoryId: sub.id })),
);

/** mulberry32: a small deterministic generator, one stream per product so product i never depends on N. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)];
const creatorUid = (index: number) => `scale-creator-${String(index).padStart(3, '0')}`;
/** The last scale creator is suspended: their products stay in the table but leave the catalogue. */
const SUSPENDED_CREATOR = CREATORS - 1;

export function creatorRow(index: number) {
  const next = random(1_000_000 + index);
  const name = `${pick(next, FAMILY)} ${pick(next, MIDDLE)} ${pick(next, GIVEN)}`;
  return {
    uid: creatorUid(index),
    email: `${creatorUid(index)}@example.com`,
    displayName: name,
    roles: ['creator'],
    affiliateCode: `SCALE${String(index).padStart(3, '0')}`,
    bio: `Nhà sáng tạo ứng dụng AI, ${pick(next, AUDIENCES)}.`,
    createdAt: new Date(REFERENCE - 4 * 365 * DAY),
    suspendedAt: index === SUSPENDED_CREATOR ? new Date(REFERENCE) : null,
    suspensionReason: index === SUSPENDED_CREATOR ? 'Bench: suspended creator' : null,
  };
}

/**
 * Product i. `hidden` products are extra rows the public never lists. Creators follow a power law (a few make
 * many products), sales a heavy tail, dates grow towards the present (the catalogue grows).
 */
export function productRow(index: number, hidden: boolean) {
  const next = random(index * 7919 + (hidden ? 13 : 0));
  const place = pick(next, SUBCATEGORIES);
  const topic = TOPICS[place.subcategoryId];
  const kind = pick(next, topic.kinds);
  const parts = [kind];
  if (next() < 0.6) parts.push(pick(next, AUDIENCES));
  if (next() < 0.5) parts.push(pick(next, QUALIFIERS));
  const title = parts.join(' ');
  const sentences = [pick(next, topic.features), pick(next, topic.features)];
  if (next() < 0.7) sentences.push(pick(next, CLOSINGS));
  const description = [...new Set(sentences)].join(' ');
  const creator = hidden && next() < 0.3 ? SUSPENDED_CREATOR : Math.floor((CREATORS - 1) * next() ** 2);
  const age = 3 * 365 * DAY * (1 - Math.sqrt(next()));
  const createdAt = new Date(REFERENCE - Math.floor(age / 1000) * 1000);
  const status: (typeof HIDDEN)[number] | 'published' =
    hidden && creator !== SUSPENDED_CREATOR ? pick(next, HIDDEN) : 'published';
  return {
    id: `scale-${hidden ? 'h' : ''}${String(index).padStart(7, '0')}`,
    creatorId: creatorUid(creator),
    title,
    description,
    searchText: fold(`${title} ${description}`),
    price: pick(next, PRICES),
    categoryId: place.categoryId,
    subcategoryId: place.subcategoryId,
    demoType: pick(next, DEMOS),
    appUrl: `https://apps.example.com/scale/${index}`,
    thumbnailUrl: null,
    status,
    commissionRate: pick(next, COMMISSIONS),
    creatorSuspended: creator === SUSPENDED_CREATOR,
    salesCount: Math.floor(5 / (next() + 0.005)) - 4,
    createdAt,
    updatedAt: createdAt,
    publishedAt: status === 'published' || status === 'archived' ? createdAt : null,
  };
}
