// POST /webhooks/bank-transfer: SePay-compatible body, `Authorization: Apikey <BANK_WEBHOOK_API_KEY>`; or,
// with BANK_WEBHOOK_HMAC_SECRET set, the signed mode: `X-Webhook-Timestamp: <unix seconds>` and
// `X-Webhook-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`, at most 5 minutes old.
// Answers {"success": true} only after the database commit, so the provider retries anything that failed;
// retries and duplicates are harmless (deduplicated on the provider's transfer id).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Metrics } from '../../lib/metrics';
import type { LimiterFactory } from '../../lib/rate-limit';
import { bankTransferWebhookSchema } from '@app/shared/contracts/checkout';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { confirmTransfer, PROVIDER } from './confirm';
import { recordInvalidTransfer } from './invalid';
import { serverMessages } from '@app/shared/messages/server';

export const WEBHOOK_PATH = '/webhooks/bank-transfer';

const MSG = serverMessages.bankWebhook;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Signed mode: how old a signature may be (a captured request cannot be replayed later). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
export const TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const SIGNATURE_HEADER = 'x-webhook-signature';

/** The signature of a body at a time: `sha256=` + hex HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function signBody(secret: string, timestamp: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

/** The signed mode's check (BANK_WEBHOOK_HMAC_SECRET): a fresh timestamp and its signature of the raw body. */
function signed(request: FastifyRequest, body: Buffer, secret: string): boolean {
  const timestamp = request.headers[TIMESTAMP_HEADER];
  const signature = request.headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp) || typeof signature !== 'string') return false;
  if (Math.abs(Date.now() - Number(timestamp) * 1000) > SIGNATURE_MAX_AGE_MS) return false;
  return timingSafeEqual(digest(signature), digest(signBody(secret, timestamp, body)));
}

/** The Apikey check, in constant time whatever the lengths (both sides are hashed to 32 bytes first). */
function authorized(request: FastifyRequest, key: string | undefined): boolean {
  if (!key) return false;
  const match = /^Apikey\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(key)) && match !== null;
}

export async function registerBankWebhook(
  app: FastifyInstance,
  deps: { config: Config; database: Database; limiter: LimiterFactory; metrics: Metrics },
): Promise<void> {
  const { config } = deps;
  // The provider's own bucket (client traffic never counts here), and the client-address bucket for
  // anything that is not the provider (so a flood of bad keys is limited like any client).
  const providerLimiter = deps.limiter('webhook', config.rateLimit.windowMs, config.webhook.perWindow);
  const strangerLimiter = deps.limiter('webhook-stranger', config.rateLimit.windowMs, config.rateLimit.perIp);
  const allowedIps = new Set(config.webhook.allowedIps);
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.addHook('onClose', async () => {
    providerLimiter.close();
    strangerLimiter.close();
  });

  // Its own scope: the JSON body is kept raw as well, for the signed mode (the signature covers the bytes).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    scope.post(WEBHOOK_PATH, handle);
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const signedBy = config.bankWebhookHmacSecret;
    const fromProvider =
      (allowedIps.size === 0 || allowedIps.has(request.ip)) &&
      (signedBy
        ? signed(request, rawBodies.get(request) ?? Buffer.alloc(0), signedBy)
        : authorized(request, config.bankWebhookApiKey));
    const [limiter, key] = fromProvider
      ? [providerLimiter, `webhook:${PROVIDER}`]
      : [strangerLimiter, `webhook-ip:${request.ip}`];
    const verdict = await limiter.hit(key);
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      deps.metrics.rateLimited(fromProvider ? 'webhook' : 'webhook-stranger');
      return reply.code(429).send({ success: false, message: serverMessages.protocol.tooManyRequests });
    }
    if (!fromProvider) {
      deps.metrics.webhook('unauthorized');
      return reply.code(401).send({ success: false, message: MSG.unauthorized });
    }
    const parsed = bankTransferWebhookSchema.safeParse(request.body);
    try {
      if (!parsed.success) {
        // Kept raw for the admin queue with its reason, and refused: the body is not a transfer we can use.
        const reason = await recordInvalidTransfer(deps.database.db, PROVIDER, request.body);
        request.log.warn(
          { issues: parsed.error.issues.length, reason },
          'bank transfer of an unexpected shape recorded',
        );
        deps.metrics.webhook('rejected');
        const message = reason === 'invalid-amount' ? MSG.badAmount : MSG.badBody;
        return reply.code(400).send({ success: false, message });
      }
      const outcome = await confirmTransfer(deps.database.db, parsed.data, { payee: config.payee });
      request.log.info({ outcome, providerId: parsed.data.id }, 'bank transfer');
      deps.metrics.webhook(outcome.kind === 'queued' ? `queued-${outcome.reason}` : outcome.kind);
      return reply.code(200).send({ success: true });
    } catch (error) {
      request.log.error({ err: error }, 'bank transfer failed');
      deps.metrics.webhook('failed');
      return reply.code(500).send({ success: false, message: MSG.failed });
    }
  }
}
