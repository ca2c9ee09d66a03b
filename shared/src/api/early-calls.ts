// Early calls: the public call a page makes first, started by the shell page's inline boot script
// (tools/webpack/shell-boot.js) while the HTML is parsed, so its answer downloads beside the page's code
// instead of after it. On a phone the page's code takes a second or more to arrive; without this, the
// product, certificate and academy pages only then ask the API for what they show (a new connection, a CORS
// preflight, the call), and their main text paints that much later.
//
// Only for a visitor with no session to restore (nothing in localStorage under the Auth SDK's key): the
// answer is the one every signed-out visitor gets, so it is the same answer the page would have asked for.
// The typed client (client.ts) takes it once, for exactly this callable and input, within EARLY_CALL_MAX_AGE_MS,
// and only when it would have sent no token; otherwise it asks the API as usual.
//
// No imports (like routing/areas.ts): the build compiles this file into the inline script
// (tools/webpack/shell-boot.cjs), so the page and the client can never disagree on a path, a URL or a key.

/**
 * A callable name and its input, as the page's own call will send them; `frame`: the boot script also paints
 * from the answer the page's heading (a product: catalog/product-frame.ts) or its lead under the fixed heading
 * (the academy course: its description), and the shell keeps it while the area loads.
 */
export type EarlyCall = { name: string; input: Record<string, string>; frame?: 'product' | 'course' };

/**
 * Public pages and the call each makes first. Paths are the areas' react-router patterns (`:name` is one
 * path segment, decoded as useParams decodes it); an input value ':name' is that segment. The pages' tests
 * check that they ask for exactly these inputs (early-calls.test.ts).
 */
export const EARLY_CALLS: readonly (EarlyCall & { path: string })[] = [
  { path: '/product/:productId', name: 'getProduct', input: { productId: ':productId' }, frame: 'product' },
  { path: '/chung-nhan/:certId', name: 'getCertificate', input: { certId: ':certId' } },
  // ACADEMY_COURSE_ID (contracts/academy-constants.ts; a test checks they agree).
  { path: '/training', name: 'getCourse', input: { courseId: 'hoc-vien-creator' }, frame: 'course' },
];

/** An answer older than this is not taken: the page asks the API itself (e.g. an area that loaded late). */
export const EARLY_CALL_MAX_AGE_MS = 30_000;

/** Where the Auth SDK keeps a signed-in session in localStorage (firebase/client.ts reads it too). */
export const PERSISTED_USER_PREFIX = 'firebase:authUser:';

/**
 * The localStorage key under which the Auth SDK keeps this browser's signed-in session: null when there is
 * none, undefined when storage cannot be read (blocked).
 */
export function persistedSessionKey(): string | null | undefined {
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PERSISTED_USER_PREFIX)) return key;
    }
    return null;
  } catch {
    return undefined;
  }
}

/**
 * Whether this browser holds a signed-in session (firebase/client.ts: then the SDK must load to restore it;
 * the boot script: then no early call, as the answer may differ for that user). Storage blocked: the SDK
 * cannot persist either, but let it answer rather than guess.
 */
export function hasPersistedUser(): boolean {
  return persistedSessionKey() !== null;
}

/** The early call of a pathname, or null. Literal segments ignore case, as the areas' routes do. */
export function earlyCallFor(pathname: string): EarlyCall | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const call of EARLY_CALLS) {
    const pattern = call.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < pattern.length && matched; i += 1) {
      if (pattern[i].charAt(0) === ':') {
        try {
          params[pattern[i].slice(1)] = decodeURIComponent(segments[i]);
        } catch {
          matched = false; // a malformed escape: the router would not match it either
        }
        if (!segments[i]) matched = false;
      } else if (pattern[i] !== segments[i].toLowerCase()) {
        matched = false;
      }
    }
    if (!matched) continue;
    const input: Record<string, string> = {};
    for (const key of Object.keys(call.input)) {
      const value = call.input[key];
      input[key] = value.charAt(0) === ':' ? params[value.slice(1)] : value;
    }
    return call.frame ? { name: call.name, input, frame: call.frame } : { name: call.name, input };
  }
  return null;
}

/** The key under which the boot script keeps an answer and the client looks for it. */
export function earlyCallKey(name: string, input: unknown): string {
  return JSON.stringify([name, input]);
}

/** Locally the API speaks the emulator's URL shape /{projectId}/{region}/{name}; in production /{name}. */
export function callableUrlFor(functionsOrigin: string, projectId: string, name: string): string {
  const origin = new URL(functionsOrigin);
  const local = origin.hostname === '127.0.0.1' || origin.hostname === 'localhost';
  return local ? `${origin.origin}/${projectId}/asia-southeast1/${name}` : `${origin.origin}/${name}`;
}
