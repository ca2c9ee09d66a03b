// The one gate every callable's input passes before its own contract: no string anywhere in the
// payload — a field, an array item, an unknown extra field — may hold a control character (NUL and the
// other C0 controls but tab, line feed and carriage return; DEL; the C1 controls) or a lone UTF-16
// surrogate. PostgreSQL cannot store NUL in text and nothing a person types contains them, so they are
// refused here with a Vietnamese 400 instead of failing deep in a handler as a 500. Whether a field may
// hold line breaks at all is the field's own rule (`text` refuses them, `multilineText` allows them).
import { z } from 'zod';

export const UNSAFE_TEXT_MESSAGE = 'Nội dung chứa ký tự không hợp lệ.';

// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character no field accepts. */
export const isUnsafeText = (value: string): boolean => CONTROL.test(value) || LONE_SURROGATE.test(value);

/** The path of the first unsafe string (keys included) in a JSON value, or null when there is none. */
export function findUnsafeText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path : null;
  // Deeper than any contract nests: the contract refuses the shape anyway.
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnsafeText(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return [...path, key];
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Parses a callable's input: first the gate above, then the callable's own contract. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.ZodSafeParseResult<z.output<S>> {
  const unsafe = findUnsafeText(data);
  if (unsafe) {
    return {
      success: false,
      error: new z.ZodError([{ code: 'custom', path: unsafe, message: UNSAFE_TEXT_MESSAGE, input: undefined }]),
    } as z.ZodSafeParseResult<z.output<S>>;
  }
  return schema.safeParse(data) as z.ZodSafeParseResult<z.output<S>>;
}
