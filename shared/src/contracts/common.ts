// Building blocks of the contracts: strict objects and fields with Vietnamese messages (shown to users).
import { z } from 'zod';

/** Object with no unknown fields allowed; its own failures (not an object, unknown field) in Vietnamese. */
export function strict<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Trường không được hỗ trợ: ${issue.keys.join(', ')}.`
        : 'Dữ liệu gửi lên không hợp lệ.',
  });
}

function requiredText(label: string, max: number) {
  const required = `Vui lòng nhập ${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `${label} phải là chuỗi ký tự.`) })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${label} không được dài quá ${max} ký tự.` });
}

/**
 * A required, trimmed, non-empty one-line string of at most `max` characters (a name, a title): no line
 * breaks or tabs inside. Control characters are refused for every field by `parseInput` (./input.ts).
 */
export function text(label: string, max: number) {
  return requiredText(label, max).regex(/^[^\t\n\r]*$/, { error: `${label} chỉ được nằm trên một dòng.` });
}

/** Like `text`, for a field that may span lines (a description, a bio): line breaks and tabs allowed. */
export function multilineText(label: string, max: number) {
  return requiredText(label, max);
}

/** An id (path-safe: letters, digits, '-' and '_'), required. */
export function id(label: string, requiredMessage?: string) {
  const invalid = `${label.charAt(0).toUpperCase()}${label.slice(1)} không hợp lệ.`;
  return z
    .string({ error: requiredMessage ?? `Thiếu ${label}.` })
    .trim()
    .min(1, { error: requiredMessage ?? `Thiếu ${label}.` })
    .max(64, { error: invalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: invalid });
}

/** The largest value of a PostgreSQL `integer` (`serial`) column: a larger key would fail in the database. */
export const INT4_MAX = 2_147_483_647;

/**
 * A key of a `serial` row or an `integer` counter (a transfer id, an audit entry id, a version): an integer in
 * the column's range, `min` (1 unless given) to INT4_MAX. Outside it, `invalid`; not a number, `required`.
 */
export function serialInt(required: string, invalid: string, min = 1) {
  return z
    .number({ error: required })
    .int({ error: invalid })
    .min(min, { error: invalid })
    .max(INT4_MAX, { error: invalid });
}

export const httpUrl = (label: string) =>
  z
    .string({ error: `${label} phải là chuỗi ký tự.` })
    .trim()
    .max(2048, { error: `${label} quá dài.` })
    .url({ error: `${label} không phải là địa chỉ hợp lệ.` })
    .refine((value) => /^https?:\/\//i.test(value), { error: `${label} phải bắt đầu bằng http:// hoặc https://.` });

/** ISO 8601 timestamp string (outputs are JSON: never Date objects). */
export const isoDate = z.string();

/**
 * Where a keyset page starts: after the row sorted at that instant (microseconds, UTC, as the database keeps
 * it) with that id — what the previous page answered, never made by hand. `message` names the list; `ids`
 * says what the list's rows are keyed by: a number the database gives (serial), or a text id (shortId).
 */
export function instantCursor(message: string, ids: CursorIds = 'serial') {
  return (
    z
      .string({ error: message })
      .regex(instantCursorPattern(ids), { error: message })
      // A real instant (no 13th month or 25th hour) and, for a serial id, one the database can hold.
      .refine(
        (cursor) => {
          const at = cursor.slice(0, 23);
          const id = cursor.slice(cursor.indexOf('_') + 1);
          const ms = Date.parse(`${at}Z`);
          return (
            !Number.isNaN(ms) &&
            new Date(ms).toISOString().slice(0, 23) === at &&
            (ids === 'text' || Number(id) <= INT4_MAX)
          );
        },
        { error: message },
      )
  );
}
/** An instant cursor's parts: the instant (microseconds, without its Z) and the id. */
export const INSTANT_CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6})Z_(\d{1,10})$/;
/** The same for rows keyed by a text id. */
export const TEXT_INSTANT_CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6})Z_([A-Za-z0-9-]{1,64})$/;
/** What a list's rows are keyed by: a number the database gives (serial), or a text id (shortId). */
export type CursorIds = 'serial' | 'text';
/** The cursor pattern of a list keyed by `ids`. */
export const instantCursorPattern = (ids: CursorIds) => (ids === 'serial' ? INSTANT_CURSOR : TEXT_INSTANT_CURSOR);

/** Money: integer VND. */
export const vnd = z.number().int().nonnegative();

/** Calls that take no payload receive `null` from the Firebase SDK. */
export const noInput = z.null({ error: 'Lời gọi này không nhận dữ liệu.' }).optional();

/** A list's search words: trimmed, at most 100 characters (the catalogue's and the affiliate marketplace's). */
export const searchQuery = z
  .string({ error: 'Từ khóa tìm kiếm phải là chuỗi ký tự.' })
  .trim()
  .max(100, { error: 'Từ khóa tìm kiếm không được dài quá 100 ký tự.' })
  .optional();

/** A list's page, from 1. */
export const pageNumber = z
  .number({ error: 'Số trang phải là số.' })
  .int({ error: 'Số trang phải là số nguyên.' })
  .min(1, { error: 'Số trang phải từ 1 trở lên.' })
  .max(10_000, { error: 'Số trang quá lớn.' })
  .optional();

type Reasoned = { decision: string; reason?: string };

/**
 * A decision on what someone asked for (a product to publish, an application), with the reason they are
 * shown: required when the decision is 'reject'.
 */
export function decisionWithReason<T extends z.core.$ZodLooseShape, D extends readonly [string, 'reject']>(
  target: T,
  decisions: D,
  decisionError: string,
) {
  return strict({
    ...target,
    decision: z.enum(decisions, { error: decisionError }),
    reason: multilineText('Lý do', 1000).optional(),
  }).refine((input) => (input as Reasoned).decision !== 'reject' || Boolean((input as Reasoned).reason), {
    error: 'Vui lòng nhập lý do từ chối.',
    path: ['reason'],
  });
}
