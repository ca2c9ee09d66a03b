// POST /webhooks/bank-transfer: SePay-compatible body, `Authorization: Apikey <BANK_WEBHOOK_API_KEY>`.
// Answers {"success": true} only after the database commit, so the provider retries anything that failed;
// retries and duplicates are harmless (deduplicated on the provider's transfer id).
import { timingSafeEqual } from 'node:crypto';
import { bankTransferWebhookSchema } from '@app/shared/contracts/checkout';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { confirmTransfer } from './confirm';

export const WEBHOOK_PATH = '/webhooks/bank-transfer';

const MSG = {
  unauthorized: 'Khóa API của webhook không hợp lệ.',
  badBody: 'Nội dung webhook không hợp lệ.',
  failed: 'Không thể xử lý giao dịch chuyển khoản. Vui lòng gửi lại sau.',
} as const;

function authorized(request: FastifyRequest, key: string | undefined): boolean {
  if (!key) return false;
  const match = /^Apikey\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function registerBankWebhook(
  app: FastifyInstance,
  deps: { config: Config; database: Database },
): Promise<void> {
  app.post(WEBHOOK_PATH, async (request, reply) => {
    if (!authorized(request, deps.config.bankWebhookApiKey)) {
      return reply.code(401).send({ success: false, message: MSG.unauthorized });
    }
    const parsed = bankTransferWebhookSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ success: false, message: MSG.badBody });
    try {
      const outcome = await confirmTransfer(deps.database.db, parsed.data);
      request.log.info({ outcome, providerId: parsed.data.id }, 'bank transfer');
      return reply.code(200).send({ success: true });
    } catch (error) {
      request.log.error({ err: error }, 'bank transfer failed');
      return reply.code(500).send({ success: false, message: MSG.failed });
    }
  });
}
