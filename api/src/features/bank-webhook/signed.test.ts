// The optional signed mode of the bank webhook (BANK_WEBHOOK_HMAC_SECRET). The signature is
// an HMAC-SHA256 of the raw body with a timestamp; a signature older than 5 minutes is refused (test clock).
import { atTime } from '../../../test/clock';
import { useApi } from '../../../test/suite';
import { signBody, SIGNATURE_HEADER, SIGNATURE_MAX_AGE_MS, TIMESTAMP_HEADER } from './route';

const SECRET = 'hmac-secret-of-this-test';
const api = useApi({ bankWebhookHmacSecret: SECRET });

let providerId = 70_000;
const body = () =>
  JSON.stringify({
    id: (providerId += 1),
    gateway: 'Vietcombank',
    transactionDate: '2026-11-21 10:00:00',
    accountNumber: '1234567890',
    content: 'khong co ma don',
    transferType: 'in',
    transferAmount: 1000,
    referenceCode: null,
  });

function post(raw: string, headers: Record<string, string>) {
  return api.post('/webhooks/bank-transfer', {
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
}

const now = () => String(Math.floor(Date.now() / 1000));

describe('signed bank webhook', () => {
  it('accepts a fresh signature of the exact body', async () => {
    const raw = body();
    const timestamp = now();
    const answer = await post(raw, {
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signBody(SECRET, timestamp, raw),
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a missing or wrong signature, a changed body, and the Apikey alone', async () => {
    const raw = body();
    const timestamp = now();
    const signature = signBody(SECRET, timestamp, raw);
    expect((await post(raw, {})).status).toBe(401);
    expect((await post(raw, { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: 'sha256=00' })).status).toBe(401);
    const changed = raw.replace('1000', '9000000');
    expect((await post(changed, { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signature })).status).toBe(401);
    expect((await post(raw, { authorization: `Apikey ${api.config.bankWebhookApiKey}` })).status).toBe(401);
  });

  it('refuses a signature older than 5 minutes (test clock)', async () => {
    const raw = body();
    const timestamp = now();
    const headers = { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(SECRET, timestamp, raw) };
    expect(await atTime(Date.now() + SIGNATURE_MAX_AGE_MS + 1_000, async () => (await post(raw, headers)).status)).toBe(
      401,
    );
    // The same request, on time, goes through: only its age was wrong.
    expect((await post(raw, headers)).status).toBe(200);
  });
});
