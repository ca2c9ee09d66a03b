// What PostgreSQL cannot hold, written so that it can: a NUL character (text and jsonb refuse it) and a
// lone UTF-16 surrogate (not valid UTF-8) are replaced by their visible escapes (`\u0000`, `\ud800`), in
// strings, object keys and nested values alike. A received bank transfer is always recorded, whatever it
// carries: an admin reads the escapes, nothing is lost or guessed.
// eslint-disable-next-line no-control-regex -- finding NUL is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNSTORABLE, escape) as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storable(item)])) as T;
  }
  return value;
}
