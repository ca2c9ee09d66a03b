// A restart under load loses nothing: three API processes behind HAProxy take a steady stream of requests
// (bank webhooks, each with a transfer id of its own, and catalogue reads) while one of them is sent SIGTERM
// and started again. Every request must succeed and every webhook be recorded exactly once.
// `npm run test:cluster -w @app/api` (PostgreSQL, Redis, haproxy, the Auth emulator).
import { randomUUID } from 'node:crypto';
import { eq, inArray, and } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { bankTransfers } from '../../src/db/schema';
import { restartInstance, startCluster, type Cluster } from '../../scripts/cluster';
import { startMailServer, type MailServer } from '../mail';

const WEBHOOK_KEY = `restart-webhook-${randomUUID()}`;
/** How many clients send at once, each one request after the other. */
const CLIENTS = 8;

let cluster: Cluster;
let smtp: MailServer;
let sql: postgres.Sql;

beforeAll(async () => {
  smtp = await startMailServer();
  cluster = await startCluster(3, {
    SMTP_URL: smtp.url,
    BANK_WEBHOOK_API_KEY: WEBHOOK_KEY,
    // The load, not the limits, is under test.
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_USER: '1000000',
    BANK_WEBHOOK_RATE_LIMIT: '1000000',
    // Twice what the balancer needs to take it out (two failed checks half a second apart), so it has before
    // the instance stops listening.
    SHUTDOWN_DRAIN_MS: '2000',
    SHUTDOWN_TIMEOUT_MS: '10000',
  });
  sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => undefined });
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
  await smtp?.close();
});

type Outcome = { kind: 'webhook' | 'read'; status: number; servedBy: string; error?: string; at: number };

/** This run's transfer ids: a random block, then one after the other. */
const RUN = `restart-${randomUUID().slice(0, 8)}`;
let nextTransfer = 0;

/** One client: a webhook with a new transfer id, then a catalogue read, again and again while `running()`. */
async function client(providerIds: string[], outcomes: Outcome[], running: () => boolean) {
  for (let round = 0; running(); round += 1) {
    const webhook = round % 2 === 0;
    const providerId = `${RUN}-${(nextTransfer += 1)}`;
    if (webhook) providerIds.push(providerId);
    const at = Date.now();
    try {
      const response = webhook
        ? await fetch(`${cluster.url}/webhooks/bank-transfer`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Apikey ${WEBHOOK_KEY}` },
            body: JSON.stringify({
              id: providerId,
              gateway: 'Vietcombank',
              transactionDate: '2026-11-21 10:00:00',
              accountNumber: '1234567890',
              content: `CK KHONG MA DON ${providerId}`,
              transferType: 'in',
              transferAmount: 10_000 + round,
              referenceCode: `FT${providerId}`,
            }),
          })
        : await fetch(`${cluster.url}/demo-marketplace/asia-southeast1/listCategories`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ data: null }),
          });
      await response.arrayBuffer();
      outcomes.push({
        kind: webhook ? 'webhook' : 'read',
        status: response.status,
        servedBy: response.headers.get('x-served-by') ?? '?',
        at,
      });
    } catch (error) {
      outcomes.push({ kind: webhook ? 'webhook' : 'read', status: 0, servedBy: '?', error: String(error), at });
    }
  }
}

describe('a restart under load', () => {
  it('SIGTERM and start again one of 3 instances: 0 failed requests, every webhook recorded exactly once', async () => {
    const outcomes: Outcome[] = [];
    const providerIds: string[] = [];
    let load = true;
    const clients = Array.from({ length: CLIENTS }, () => client(providerIds, outcomes, () => load));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(1_500);
    const restarted = cluster.instances[1];
    const signalled = Date.now();
    const { stoppedMs, startedMs, closeLine } = await restartInstance(restarted);
    const back = Date.now();
    // Long enough for the balancer to see it ready again (two checks) and send it requests.
    await pause(3_000);
    load = false;
    await Promise.all(clients);

    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    const during = outcomes.filter((outcome) => outcome.at >= signalled && outcome.at <= back);
    const servedAfter = new Set(outcomes.filter((outcome) => outcome.at > back + 500).map((o) => o.servedBy));
    console.log(
      `[restart] ${outcomes.length} requests (${providerIds.length} webhooks), ${during.length} while ${restarted.name} ` +
        `stopped (${stoppedMs} ms: drain and close; it said "${closeLine}") and started again (${startedMs} ms); ` +
        `failed: ${failed.length}`,
    );
    expect(failed).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    // It serves again once back.
    expect(servedAfter).toContain(restarted.name);

    const db = drizzle(sql);
    const rows: { providerId: string }[] = [];
    for (let start = 0; start < providerIds.length; start += 500) {
      rows.push(
        ...(await db
          .select({ providerId: bankTransfers.providerId })
          .from(bankTransfers)
          .where(
            and(
              eq(bankTransfers.provider, 'sepay'),
              inArray(bankTransfers.providerId, providerIds.slice(start, start + 500)),
            ),
          )),
      );
    }
    expect(new Set(providerIds).size).toBe(providerIds.length);
    expect(rows).toHaveLength(providerIds.length);
    expect(new Set(rows.map((row) => row.providerId))).toEqual(new Set(providerIds));
  }, 180_000);
});
