// Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin
// accepts the emulator's unsigned tokens (that is why production refuses that variable, see config.ts).
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { AuthUser } from '../domain/users';

export interface Identity {
  auth: Auth;
  /**
   * The token's user. `strict` (calls that move money, change roles or read private data): the token's
   * revocation and the account's disabled flag are checked with the identity service on every call.
   * Otherwise a verification may be reused for up to VERIFY_CACHE_MS.
   */
  verify: (token: string, options?: { strict?: boolean }) => Promise<AuthUser>;
  /**
   * Whose token `verify` refused, when it was refused only because the account is disabled or its tokens
   * revoked (a suspension does both): the caller is then told why, not "sign in again". Null otherwise.
   */
  holderOf: (token: string, refusal: unknown) => Promise<string | null>;
  close: () => Promise<void>;
}

/** The refusals the identity service makes only after it has verified the token's signature and expiry. */
const GENUINE_BUT_REFUSED = new Set(['auth/user-disabled', 'auth/id-token-revoked']);

/**
 * The subject of a token refused for one of GENUINE_BUT_REFUSED. Its signature was verified before that
 * refusal, so its payload can be read as it is. (With the Auth emulator even a non-strict verification
 * checks the disabled flag, so re-verifying cannot name the holder there; in production it could.)
 */
export function refusedSubject(token: string, refusal: unknown): string | null {
  const code = (refusal as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !GENUINE_BUT_REFUSED.has(code)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const sub = (payload as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

const CACHE_MAX = 10_000;
/** How long a verification is reused for the calls that are not strict (a disabled user: at most this). */
export const VERIFY_CACHE_MS = 60_000;

export function createIdentity(projectId: string): Identity {
  // A named app per server instance: tests start several servers in one process.
  const app: App = initializeApp({ projectId }, `api-${randomUUID()}`);
  const auth = getAuth(app);
  // A token is immutable and valid until `exp`: caching its verification saves a signature check (or, with
  // the emulator, a round trip) on the public reads. Strict calls never use the cache.
  const cache = new Map<string, { user: AuthUser; expiresAtMs: number }>();

  async function verify(token: string, { strict = false }: { strict?: boolean } = {}): Promise<AuthUser> {
    const now = Date.now();
    const hit = cache.get(token);
    if (!strict && hit && hit.expiresAtMs > now) return hit.user;
    // checkRevoked also refuses a disabled or deleted account.
    const decoded = await auth.verifyIdToken(token, strict);
    const user: AuthUser = {
      uid: decoded.uid,
      email: decoded.email ?? null,
      name: typeof decoded.name === 'string' ? decoded.name : null,
      picture: decoded.picture ?? null,
    };
    if (cache.size >= CACHE_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(token, { user, expiresAtMs: Math.min(decoded.exp * 1000, now + VERIFY_CACHE_MS) });
    return user;
  }

  async function holderOf(token: string, refusal: unknown): Promise<string | null> {
    const cached = await verify(token).catch(() => null);
    return cached?.uid ?? refusedSubject(token, refusal);
  }

  return { auth, verify, holderOf, close: () => deleteApp(app) };
}
