// What every callable handler receives, and the helpers that enforce sign-in and roles.
import type { CallableName, Callables } from '@app/shared/contracts/callables';
import type { Role } from '@app/shared/contracts/profile';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { Config } from '../config';
import type { TtlCache } from '../lib/cache';
import type { Identity } from './auth';
import { permissionDenied, unauthenticated } from './errors';
import { ensureUserRow, type AuthUser, type UserRow } from '../domain/users';

export interface CallContext {
  auth: AuthUser | null;
  /**
   * The caller's row as the server read it to admit the call (suspension), so the handler does not read it
   * again: null when the caller has no row yet (created on first sight by requireUser) or is not signed in.
   */
  caller?: UserRow | null;
  db: Db;
  /** The same database through named prepared statements (Database.prepared): fixed-shape hot reads only. */
  prepared: Db;
  identity: Identity;
  config: Config;
  log: FastifyBaseLogger;
  /** Public catalogue answers (see lib/cache.ts). */
  catalogCache: TtlCache<unknown>;
  /** The request's User-Agent header (null when absent): affiliate clicks leave out bots. */
  userAgent?: string | null;
}

export type Handler<N extends CallableName> = (
  input: z.output<Callables[N]['input']>,
  ctx: CallContext,
) => Promise<z.input<Callables[N]['output']>>;

export type Handlers = { [N in CallableName]: Handler<N> };

export function requireAuth(ctx: CallContext): AuthUser {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth;
}

/** The signed-in user's row (created on first sight: users may sign up with the SDK directly). */
export async function requireUser(ctx: CallContext): Promise<UserRow> {
  const auth = requireAuth(ctx);
  if (ctx.caller && ctx.caller.uid === auth.uid) return ctx.caller;
  return ensureUserRow(ctx.db, auth);
}

export async function requireRole(ctx: CallContext, role: Role): Promise<UserRow> {
  const user = await requireUser(ctx);
  if (!user.roles.includes(role)) throw permissionDenied();
  return user;
}
