// GET /metrics: served only with METRICS_TOKEN and only to a caller that sends it, in Prometheus text format,
// counting what the operator watches — requests by callable and status, bank webhook outcomes, rate limits.
import { transferBody } from '../../test/ledger';
import { useApi, withApi } from '../../test/suite';

const TOKEN = 'metrics-token-0123456789';
const api = useApi({
  metricsToken: TOKEN,
  bankWebhookApiKey: 'metrics-webhook-key',
  rateLimit: { windowMs: 60_000, perIp: 0, perUser: 0 },
});
const json = { 'content-type': 'application/json' };

async function scrape(authorization?: string) {
  const response = await fetch(`${api.url}/metrics`, { headers: authorization ? { authorization } : {} });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one sample line, e.g. api_requests_total{route="listCategories",status="200"}. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

it('is not served without METRICS_TOKEN', async () => {
  await withApi({}, async (plain) => {
    const response = await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
  });
});

it('answers only the bearer of the token', async () => {
  expect((await scrape()).status).toBe(401);
  expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
  expect((await scrape(`Bearer ${TOKEN.slice(1)}`)).status).toBe(401);
  const ok = await scrape(`Bearer ${TOKEN}`);
  expect(ok.status).toBe(200);
  expect(ok.type).toMatch(/^text\/plain; version=0\.0\.4/);
  // The process's own figures.
  expect(ok.text).toMatch(/^api_process_cpu_user_seconds_total \d/m);
  expect(ok.text).toMatch(/^api_nodejs_eventloop_lag_seconds \d/m);
});

it('counts requests by callable and status with their latency, and webhook outcomes', async () => {
  const before = (await scrape(`Bearer ${TOKEN}`)).text;
  const calls = (series: string, text: string) => sample(text, series) ?? 0;
  for (let i = 0; i < 3; i += 1) await api.post('/listCategories', { headers: json, body: '{"data":null}' });
  await api.post('/getProduct', { headers: json, body: '{"data":{}}' });
  const unmatched = await api.post('/webhooks/bank-transfer', {
    headers: { ...json, authorization: 'Apikey metrics-webhook-key' },
    body: JSON.stringify(transferBody('no order named here', 10_000)),
  });
  expect(unmatched.status).toBe(200);
  await api.post('/webhooks/bank-transfer', { headers: { ...json, authorization: 'Apikey wrong' }, body: '{}' });
  const after = (await scrape(`Bearer ${TOKEN}`)).text;
  const ok = 'api_requests_total{route="listCategories",status="200"}';
  expect(calls(ok, after) - calls(ok, before)).toBe(3);
  const bad = 'api_requests_total{route="getProduct",status="400"}';
  expect(calls(bad, after) - calls(bad, before)).toBe(1);
  const count = 'api_request_duration_seconds_count{route="listCategories"}';
  expect(calls(count, after) - calls(count, before)).toBe(3);
  expect(calls('api_bank_webhook_total{outcome="queued-no-match"}', after)).toBeGreaterThanOrEqual(1);
  expect(calls('api_bank_webhook_total{outcome="unauthorized"}', after)).toBeGreaterThanOrEqual(1);
});

it('counts requests refused by the rate limits', async () => {
  await withApi({ metricsToken: TOKEN, rateLimit: { windowMs: 60_000, perIp: 2, perUser: 0 } }, async (limited) => {
    for (let i = 0; i < 4; i += 1) await limited.post('/listCategories', { headers: json, body: '{"data":null}' });
    // The scraper is never limited itself.
    const response = await fetch(`${limited.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(sample(text, 'api_rate_limited_total{scope="ip"}')).toBeGreaterThanOrEqual(2);
  });
});
