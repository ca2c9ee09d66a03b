// The Firebase callable protocol over Fastify: POST /{projectId}/{region}/{name} and POST /{name},
// body exactly {"data": ...}, optional `Authorization: Bearer <ID token>`, answers {"result": ...} or
// {"error": {"status", "message", "details"?}} with the HTTP statuses of docs/product.md §8.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { callables, type CallableName } from '@app/shared/contracts/callables';
import { parseInput } from '@app/shared/contracts/input';
import { ACCOUNT_SUSPENDED } from '@app/shared/contracts/errors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Identity } from './auth';
import type { CallContext, Handler, Handlers } from './context';
import { CallableError, MSG, unauthenticated } from './errors';
import { findUser, isSuspended, type AuthUser, type UserRow } from '../domain/users';
import { TtlCache } from '../lib/cache';
import type { Limiter, LimiterFactory } from '../lib/rate-limit';
import { openSharedState } from '../lib/shared-state';
import { createMetrics, type Metrics } from '../lib/metrics';
import { appliedMigrations, knownMigrations } from '../db/migrations';

// Safety net: any validation message a contract does not set explicitly is still Vietnamese.
z.config(z.locales.vi());

export interface ServerDeps {
  config: Config;
  database: Database;
  identity: Identity;
  /** Every callable's handler, by the callable's name. */
  handlers: Handlers;
  /** Path prefixes with a rate limit of their own (the bank webhook): the per-IP limit leaves them alone. */
  ownLimitPaths?: readonly string[];
}

/** What the server lends the routes registered beside the callables (webhook, uploads, test clock). */
export interface RouteTools {
  /** A fresh limiter, shared across instances like the server's own. */
  limiter: LimiterFactory;
  /** The per-user limit of the callables, so that a route spends from the same budget. */
  userLimiter: Limiter;
  /**
   * The signed-in caller of a route, checked as a money call is (the token's revocation, suspension, the
   * per-user limit); a CallableError otherwise, answered in the protocol's shape.
   */
  signedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<AuthUser>;
  /** The server's metrics (GET /metrics), for the routes' own figures. */
  metrics: Metrics;
}

/**
 * Calls that read public data (a token only personalises them): they may reuse a verification for up to a
 * minute. Every other call — money, roles, private data — checks the token's revocation each time.
 */
const PUBLIC_READS: ReadonlySet<CallableName> = new Set<CallableName>([
  'listProducts',
  'getProduct',
  'listCategories',
  'getPublicCreatorProfile',
  'getAllCreators',
  'getCertificate',
  'getCourse',
  'listSitemapEntries',
  'listReviews',
]);

const OPERATOR_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** A request id taken from a proxy: letters, digits, '-', '_' and '.', 8 to 64 of them. */
const REQUEST_ID = /^[\w.-]{8,64}$/;

function isCallableName(name: string): name is CallableName {
  return Object.prototype.hasOwnProperty.call(callables, name);
}

function send(reply: FastifyReply, error: CallableError): FastifyReply {
  return reply.code(error.httpStatus).type('application/json; charset=utf-8').send(error.toBody());
}

/** Turns a zod failure into invalid-argument: the first message for the user, every issue in details. */
function validationError(error: z.ZodError): CallableError {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  return new CallableError('invalid-argument', issues[0]?.message ?? MSG.invalidArgument, { issues });
}

function readBearer(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The callable protocol with its guards; `routes` registers the other routes (its answer is handed back),
 * after the guards and before the callables, so every hook applies to them.
 */
export async function buildServer<R>(
  deps: ServerDeps,
  routes: (app: FastifyInstance, tools: RouteTools) => Promise<R>,
): Promise<{ server: FastifyInstance; routes: R; drain: () => void }> {
  const { config, database, identity, handlers } = deps;
  const ownLimitPaths = deps.ownLimitPaths ?? [];
  const app = Fastify({
    // JSON lines, each with the request's id (reqId); credentials never written.
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', '*.email', '*.token'] },
    // Each request's id, answered as X-Request-Id and shown to the user with a generic error ("Mã lỗi"), so a
    // report finds its log lines. Behind a trusted proxy an id it set is kept, when it looks like one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      if (config.trustProxy && typeof given === 'string' && REQUEST_ID.test(given)) return given;
      return randomBytes(9).toString('base64url');
    },
    bodyLimit: config.bodyLimitBytes,
    // Behind a load balancer the client address comes from X-Forwarded-For, past the trusted hops only.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? // N proxies: the address N hops back in X-Forwarded-For (each proxy appends the one it saw).
          (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });

  // The protocol is JSON only: other content types fail with 415, answered as INVALID_ARGUMENT below.
  app.removeContentTypeParser('text/plain');

  const allowed = new Set(config.corsOrigins);
  // Registered first so its onRequest hook sets the headers on every answer, errors and 404s included
  // (without them the browser SDK reports every error as `internal`, docs/architecture.md §6).
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined ? false : allowed.has(origin)),
    // PATCH, HEAD and DELETE: the tus uploads, avatars and thumbnails (features/uploads).
    methods: ['POST', 'GET', 'OPTIONS', 'PATCH', 'HEAD', 'DELETE'],
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const catalogCache = new TtlCache<unknown>(config.catalogCacheTtlMs);
  // In this process, or in Redis with REDIS_URL (several instances behind one address).
  const metrics = createMetrics();
  const shared = await openSharedState(config, (err, message) => {
    metrics.redisError();
    app.log.error({ err }, message);
  });
  const ipLimiter = shared.limiter('ip', config.rateLimit.windowMs, config.rateLimit.perIp);
  const userLimiter = shared.limiter('user', config.rateLimit.windowMs, config.rateLimit.perUser);
  app.addHook('onClose', async () => {
    ipLimiter.close();
    userLimiter.close();
    await shared.close();
  });

  // Security headers on every answer (the API serves JSON and avatars, never a page): nothing may frame or
  // run it, and avatars stay loadable by the apps' origins (cross-origin resource policy).
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  app.addHook('onRequest', async (request, reply: FastifyReply) => {
    // The bank webhook has its own bucket (ownLimitPaths): no client traffic can starve it.
    // Health checks and the metrics scraper (which proves itself by its token) are never limited.
    if (request.method === 'OPTIONS' || OPERATOR_PATHS.has(request.url)) return;
    if (ownLimitPaths.some((path) => request.url.startsWith(path))) return;
    const verdict = await ipLimiter.hit(`ip:${request.ip}`);
    if (!verdict.allowed) {
      metrics.rateLimited('ip');
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return send(reply, new CallableError('resource-exhausted', MSG.tooManyRequests));
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof CallableError) return send(reply, error);
    const fastifyError = error as { code?: string; statusCode?: number };
    const code = fastifyError.code;
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return send(reply, new CallableError('invalid-argument', MSG.badContentType));
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, new CallableError('invalid-argument', MSG.tooLarge));
    if (
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return send(reply, new CallableError('invalid-argument', MSG.badJson));
    }
    if (fastifyError.statusCode !== undefined && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return send(reply, new CallableError('invalid-argument', MSG.badRequest));
    }
    // Unexpected: log everything, tell the caller nothing.
    request.log.error({ err: error }, 'callable failed');
    return send(reply, new CallableError('internal', MSG.internal));
  });

  app.setNotFoundHandler((_request, reply) => send(reply, new CallableError('not-found', MSG.unknownFunction)));

  // Alive: the process answers (a load balancer or orchestrator restarts one that does not).
  app.get('/healthz', async (_request, reply) => reply.send({ status: 'ok', database: database.kind }));
  // Ready for traffic: the database and Redis answer and hold every migration this code knows; not once the
  // instance is draining (SIGTERM: the balancer's health check takes it out while it still serves, main.ts)
  // nor while it closes.
  let closing = false;
  const drain = () => {
    closing = true;
  };
  app.addHook('preClose', async () => drain());
  app.get('/readyz', async (_request, reply) => {
    const [databaseUp, migrations, redisUp] = await Promise.all([
      database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      appliedMigrations(database).catch(() => -1),
      shared.ping(),
    ]);
    const checks = {
      database: databaseUp,
      redis: shared.kind === 'memory' ? 'unused' : redisUp,
      migrations: migrations >= knownMigrations(),
      closing,
    };
    const ready = databaseUp && redisUp && checks.migrations && !closing;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', ...checks });
  });

  // Each answer counted by route: a callable by its name, another route by its pattern, anything else as one.
  app.addHook('onResponse', async (request, reply) => {
    const name = (request.params as { name?: unknown } | undefined)?.name;
    const pattern = request.routeOptions.url;
    const route =
      typeof name === 'string' && isCallableName(name)
        ? name
        : pattern && !pattern.includes(':name')
          ? pattern
          : 'other';
    metrics.request(route, reply.statusCode, reply.elapsedTime / 1000);
  });
  // For the operator's scraper only: not served without METRICS_TOKEN, and only to a caller that sends it.
  const metricsToken = config.metricsToken ? Buffer.from(`Bearer ${config.metricsToken}`) : null;
  if (metricsToken) {
    app.get('/metrics', async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== metricsToken.length || !timingSafeEqual(given, metricsToken)) {
        return send(reply, new CallableError('unauthenticated', MSG.badToken));
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }

  const registered = await routes(app, {
    metrics,
    limiter: shared.limiter,
    userLimiter,
    signedIn: async (request, reply) => {
      const auth = await authenticate(request, true);
      if (!auth) throw unauthenticated();
      await admit(auth, reply);
      return auth;
    },
  });

  async function authenticate(request: FastifyRequest, strict: boolean): Promise<AuthUser | null> {
    const token = readBearer(request);
    if (token === undefined) return null;
    if (token === null) throw new CallableError('unauthenticated', MSG.badToken);
    try {
      return await identity.verify(token, { strict });
    } catch (error) {
      request.log.debug({ err: error }, 'token rejected');
      // A suspension also disables the account, which fails the strict check first. A token that
      // is otherwise genuine (signature and expiry) is told why, like on every other call, not "sign in again".
      if (strict) {
        const holder = await identity.holderOf(token, error);
        if (holder && (await isSuspended(database.db, holder))) {
          throw new CallableError('permission-denied', MSG.suspended, ACCOUNT_SUSPENDED);
        }
      }
      throw new CallableError('unauthenticated', MSG.badToken);
    }
  }

  /**
   * A signed-in caller past the suspension and the per-user limit, or the error that refuses them. Answers the
   * caller's row (null before their first call creates it), read once here for the suspension and handed to
   * the handler, which would otherwise read it again.
   */
  async function admit(auth: AuthUser, reply: FastifyReply): Promise<UserRow | null> {
    const caller = await findUser(database.db, auth.uid);
    if (caller?.suspendedAt) throw new CallableError('permission-denied', MSG.suspended, ACCOUNT_SUSPENDED);
    const verdict = await userLimiter.hit(`user:${auth.uid}`);
    if (!verdict.allowed) {
      metrics.rateLimited('user');
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new CallableError('resource-exhausted', MSG.tooManyRequests);
    }
    return caller;
  }

  async function handleCall(
    request: FastifyRequest<{ Params: { name: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const { name } = request.params;
    if (!isCallableName(name)) throw new CallableError('not-found', MSG.unknownFunction);
    const body: unknown = request.body;
    if (
      typeof body !== 'object' ||
      body === null ||
      Array.isArray(body) ||
      !('data' in body) ||
      Object.keys(body).length !== 1
    ) {
      throw new CallableError('invalid-argument', MSG.badBody);
    }
    // Public reads may reuse a recent verification; every other call checks revocation.
    const auth = await authenticate(request, !PUBLIC_READS.has(name));
    const caller = auth ? await admit(auth, reply) : null;
    const contract = callables[name];
    // One gate for every callable (control characters anywhere refused), then its own contract.
    const parsed = parseInput(contract.input, (body as { data: unknown }).data);
    if (!parsed.success) throw validationError(parsed.error);
    const userAgent = request.headers['user-agent'] ?? null;
    const ctx: CallContext = {
      auth,
      caller,
      db: database.db,
      prepared: database.prepared,
      identity,
      config,
      log: request.log,
      catalogCache,
      userAgent,
    };
    const handler = handlers[name] as Handler<CallableName>;
    const result = await handler(parsed.data as never, ctx);
    // The contract binds the server too: an answer that does not match it is a bug, never sent.
    const checked = contract.output.safeParse(result);
    if (!checked.success) {
      request.log.error({ issues: checked.error.issues, callable: name }, 'answer does not match its contract');
      throw new CallableError('internal', MSG.internal);
    }
    return reply.type('application/json; charset=utf-8').send({ result: checked.data });
  }

  app.post<{ Params: { name: string } }>('/:name', handleCall);
  app.post<{ Params: { projectId: string; region: string; name: string } }>(
    '/:projectId/:region/:name',
    async (request, reply) => {
      if (request.params.projectId !== config.projectId) throw new CallableError('not-found', MSG.unknownFunction);
      return handleCall(request, reply);
    },
  );

  return { server: app, routes: registered, drain };
}
