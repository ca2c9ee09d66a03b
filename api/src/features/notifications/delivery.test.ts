// The outbox worker against real SMTP servers: a server that is down delays messages (retried with a growing
// wait, then failed after a day with the last error, and sent again by an admin); a worker that dies in the
// middle of a batch leaves the rest to be sent once after its lease; several workers at once never send one
// message twice. Time moves with the test clock, never by waiting.
import { eq, inArray } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { notify } from '../../domain/notifications/notify';
import { atTime } from '../../../test/clock';
import { contextFor, dbUser } from '../../../test/ledger';
import { freePort, startMailServer, useMail } from '../../../test/mail';
import { useApi } from '../../../test/suite';
import { resendNotification } from './admin';
import { LEASE_MS, retryDelay, RETRY_FOR_MS } from './worker';

const api = useApi({}, { ownDatabase: true });
const mail = useMail(api);
const { deliver, mailerTo } = mail;
const smtp = { to: (address: string) => mail.smtp().to(address), url: () => mail.smtp().url };

const db = () => api.app.database.db;

/** `count` people each with one queued e-mail; answers their addresses and the messages' outbox ids. */
async function queue(count: number): Promise<{ addresses: string[]; ids: number[] }> {
  const addresses: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const uid = await dbUser(api);
    addresses.push(`${uid}@test.example.com`);
    await db().transaction((tx) =>
      notify(tx, {
        kind: 'orderCanceled',
        userId: uid,
        eventKey: `test:delivery:${uid}`,
        facts: { orderId: `DLV${index}`, title: `Mục ${index}`, amount: 10_000, itemKind: 'product' },
      }),
    );
  }
  const rows = await db()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(inArray(mailOutbox.toAddress, addresses));
  return { addresses, ids: rows.map((row) => row.id) };
}
const rowOf = async (id: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

beforeEach(async () => {
  // Whatever an earlier test left due is sent first, so each test counts only its own.
  while ((await deliver()).sent > 0);
});

it('retries after 1 min, 2 min, … at most 4 h', () => {
  expect([1, 2, 3, 8, 9, 12].map(retryDelay)).toEqual([
    60_000,
    120_000,
    240_000,
    128 * 60_000,
    4 * 60 * 60_000,
    4 * 60 * 60_000,
  ]);
});

it('a mail server that is down: the message waits, then is delivered once when it is back', async () => {
  const port = await freePort();
  const through = mailerTo(`smtp://127.0.0.1:${port}`);
  const { addresses, ids } = await queue(1);
  const start = Date.now();

  expect(await atTime(start, () => deliver(through))).toEqual({ sent: 0, retried: 1, failed: 0 });
  const waiting = await rowOf(ids[0]);
  expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
  expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
  expect(waiting.dueAt.getTime()).toBe(start + 60_000);
  // Not due yet: nothing is tried.
  expect(await atTime(start + 59_000, () => deliver(through))).toEqual({ sent: 0, retried: 0, failed: 0 });

  const back = await startMailServer(port);
  try {
    expect(await atTime(start + 60_000, () => deliver(through))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await atTime(start + 10 * 60_000, () => deliver(through))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(back.to(addresses[0])).toHaveLength(1);
    expect(await rowOf(ids[0])).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  } finally {
    await back.close();
  }
});

it('gives up after a day with the last error, and an admin can send it again', async () => {
  const through = mailerTo(`smtp://127.0.0.1:${await freePort()}`);
  const { addresses, ids } = await queue(1);
  const start = Date.now();
  let at = start;
  let attempts = 0;
  for (; attempts < 40; attempts += 1) {
    const done = await atTime(at, () => deliver(through));
    if (done.failed === 1) break;
    expect(done.retried).toBe(1);
    at = (await rowOf(ids[0])).dueAt.getTime();
  }
  const failed = await rowOf(ids[0]);
  expect(failed.state).toBe('failed');
  expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
  // 1 + 2 + … + 128 min, then every 4 h, until the next try would fall past the day.
  expect(failed.attempts).toBe(13);
  expect(at - start).toBeLessThanOrEqual(RETRY_FOR_MS);
  expect(at + retryDelay(failed.attempts) - start).toBeGreaterThan(RETRY_FOR_MS);

  const admin = await dbUser(api, ['admin']);
  await atTime(at + 60_000, async () => {
    expect(await resendNotification({ id: ids[0] }, contextFor(api, admin))).toEqual({ id: ids[0], state: 'pending' });
    expect(await deliver()).toMatchObject({ sent: 1 });
  });
  expect(smtp.to(addresses[0])).toHaveLength(1);
  expect(await rowOf(ids[0])).toMatchObject({ state: 'sent', attempts: 1 });
});

it('a worker killed in the middle of a batch: the rest are sent once after its lease, none twice', async () => {
  const { addresses, ids } = await queue(5);
  const start = Date.now();
  expect(await atTime(start, () => deliver(undefined, { stopAfter: 2 }))).toEqual({ sent: 2, retried: 0, failed: 0 });
  const states = await db().select({ state: mailOutbox.state }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
  expect(states.map((row) => row.state).sort()).toEqual(['sending', 'sending', 'sending', 'sent', 'sent']);
  // Still leased to the dead worker.
  expect(await atTime(start + LEASE_MS - 1_000, () => deliver())).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(await atTime(start + LEASE_MS, () => deliver())).toEqual({ sent: 3, retried: 0, failed: 0 });
  for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
  const messageIds = addresses.map((address) => smtp.to(address)[0].mail.messageId);
  expect(new Set(messageIds).size).toBe(5);
});

it('several workers at once send each message once', async () => {
  const { addresses } = await queue(12);
  const workers = [mailerTo(smtp.url()), mailerTo(smtp.url()), mailerTo(smtp.url())];
  const rounds = await Promise.all(workers.map((worker) => deliver(worker, { limit: 3 })));
  expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(9);
  while ((await deliver()).sent > 0);
  for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
});

it('a mail server that cannot be reached fails the rest of the batch at once, each to be tried again', async () => {
  const through = mailerTo(`smtp://127.0.0.1:${await freePort()}`);
  const { ids } = await queue(3);
  expect(await deliver(through)).toEqual({ sent: 0, retried: 3, failed: 0 });
  for (const id of ids) expect((await rowOf(id)).lastError).toMatch(/ECONNREFUSED|connect/i);
  // Due again in a minute; delivered once the server answers.
  const later = Date.now() + 60_000;
  expect(await atTime(later, () => deliver())).toEqual({ sent: 3, retried: 0, failed: 0 });
});

it('sends different people’s messages side by side, and each person’s in the order they were queued', async () => {
  const { addresses } = await queue(8);
  // One person with three messages, queued one after another.
  const uid = await dbUser(api);
  const person = `${uid}@test.example.com`;
  for (const step of [1, 2, 3]) {
    await db().transaction((tx) =>
      notify(tx, {
        kind: 'orderCanceled',
        userId: uid,
        eventKey: `test:order:${uid}:${step}`,
        facts: { orderId: `ORD${step}`, title: `Bước ${step}`, amount: 10_000, itemKind: 'product' },
      }),
    );
  }
  // The real client, counting the sends on their way at once.
  const real = mailerTo(smtp.url());
  let inFlight = 0;
  let most = 0;
  const counting = {
    send: async (message: Parameters<typeof real.send>[0]) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        await real.send(message);
      } finally {
        inFlight -= 1;
      }
    },
    close: () => real.close(),
  };
  expect(await deliver(counting)).toEqual({ sent: 11, retried: 0, failed: 0 });
  expect(most).toBeGreaterThan(1);
  for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
  expect(smtp.to(person).map((item) => item.mail.subject)).toEqual(
    [1, 2, 3].map((step) => `Đơn hàng ORD${step} đã được hủy`),
  );
});
