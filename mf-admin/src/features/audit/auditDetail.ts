// What an audit entry's before and after values say, as lines a person reads ("status: pending → paid")
// rather than two JSON blobs. Values are whatever the action recorded (objects of fields, usually).
import { vnDateTime } from '@app/shared/time/vietnam';

export type DetailValue = { kind: 'absent' } | { kind: 'text'; text: string } | { kind: 'block'; text: string };

export type DetailLine = {
  /** The field's name; null when the values are not objects (one line for the whole value). */
  key: string | null;
  before: DetailValue;
  after: DetailValue;
  changed: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A moment as the database writes it to JSON ('2026-11-21T10:05:00.000Z'): shown in Vietnam time. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** One value as text: scalars as they are (a moment in Vietnam time), a list of scalars joined, anything deeper pretty-printed JSON. */
export function describeValue(value: unknown, emptyText: string): DetailValue {
  if (value === undefined) return { kind: 'absent' };
  if (value === null || value === '') return { kind: 'text', text: emptyText };
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return { kind: 'text', text: vnDateTime(value) };
  if (typeof value === 'string') return { kind: value.includes('\n') ? 'block' : 'text', text: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { kind: 'text', text: String(value) };
  if (Array.isArray(value) && value.every(isScalar))
    return { kind: 'text', text: value.length ? value.map((item) => String(item ?? emptyText)).join(', ') : emptyText };
  return { kind: 'block', text: JSON.stringify(value, null, 2) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The lines of an entry: for two objects (or one and nothing), one line per field, in the order they were
 * recorded (before's fields first); otherwise a single line for the whole value. Empty when nothing was
 * recorded.
 */
export function detailLines(before: unknown, after: unknown, emptyText: string): DetailLine[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  const recordLike = (value: unknown, present: boolean) => !present || isRecord(value);
  if (recordLike(before, hasBefore) && recordLike(after, hasAfter)) {
    const b = (hasBefore ? before : {}) as Record<string, unknown>;
    const a = (hasAfter ? after : {}) as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.map((key) => ({
      key,
      before: describeValue(hasBefore ? b[key] : undefined, emptyText),
      after: describeValue(hasAfter ? a[key] : undefined, emptyText),
      changed: !same(b[key], a[key]),
    }));
  }
  return [
    {
      key: null,
      before: describeValue(hasBefore ? before : undefined, emptyText),
      after: describeValue(hasAfter ? after : undefined, emptyText),
      changed: !same(before, after),
    },
  ];
}
