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

/** A required, trimmed, non-empty string of at most `max` characters. */
export function text(label: string, max: number) {
  return z
    .string({ error: `${label} phải là chuỗi ký tự.` })
    .trim()
    .min(1, { error: `Vui lòng nhập ${label.toLowerCase()}.` })
    .max(max, { error: `${label} không được dài quá ${max} ký tự.` });
}

/** An id (path-safe: letters, digits, '-' and '_'), required. */
export function id(label: string, requiredMessage?: string) {
  return z
    .string({ error: requiredMessage ?? `Thiếu ${label}.` })
    .trim()
    .min(1, { error: requiredMessage ?? `Thiếu ${label}.` })
    .max(64, { error: `${label} không hợp lệ.` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${label} không hợp lệ.` });
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

/** Money: integer VND. */
export const vnd = z.number().int().nonnegative();

/** Calls that take no payload receive `null` from the Firebase SDK. */
export const noInput = z.null({ error: 'Lời gọi này không nhận dữ liệu.' }).optional();
