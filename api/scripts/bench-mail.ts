// `npm run bench:mail -w @app/api`: the e-mail outbox against a real SMTP server
// in this process (smtp-server, loopback; what a local relay costs, not the internet):
//   throughput  BENCH_MAIL_COUNT (2000) queued e-mails delivered by one worker, batch after batch: messages/s
//               (each one claimed, rendered with MJML, sent over SMTP and marked sent); beside it, in the same
//               run, the baseline: the same client sending one already rendered message as many times, one
//               after another (what SMTP alone allows), and the ratio of the two
//   lag         BENCH_MAIL_RATE (50) events/s for BENCH_MAIL_SECONDS (20) s while the worker polls every
//               MAIL_POLL_MS (1000) as in the API: p50 / p99 / max of sent − queued; beside it the baseline:
//               the same stream each sent at once, without an outbox (event → accepted by the server)
// Targets: ≥ 100 messages/s, lag p99 ≤ 5 s. The load average is printed at the start and the end.
// On PGlite in memory by default, DATABASE_URL for PostgreSQL. Prints the figures; writes a JSON report to
// api/bench-results/.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, rowsOf, type Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { notify } from '../src/domain/notifications/notify';
import { createMailer, type Mailer } from '../src/features/notifications/mailer';
import { renderNotification } from '../src/features/notifications/render';
import { BATCH, deliverDue } from '../src/features/notifications/worker';
import { startMailServer } from '../test/mail';
import { writeReport } from './bench-server';

const COUNT = Number(process.env.BENCH_MAIL_COUNT ?? 2000);
const RATE = Number(process.env.BENCH_MAIL_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_MAIL_SECONDS ?? 20);
const POLL_MS = Number(process.env.MAIL_POLL_MS ?? 1000);

const config = loadConfig({ ...process.env, API_LOCAL_MODE: 'true' });

async function people(db: Db, count: number, tag: string): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    uid: `bench-mail-${tag}-${index}`,
    email: `bench-mail-${tag}-${index}@bench.example.com`,
    displayName: `Người nhận ${index}`,
    affiliateCode: randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase(),
  }));
  for (let at = 0; at < rows.length; at += 500) await db.insert(users).values(rows.slice(at, at + 500));
  return rows.map((row) => row.uid);
}

const event = (uid: string, index: number, tag: string) => ({
  kind: 'paymentReceived' as const,
  userId: uid,
  eventKey: `bench:${tag}:${index}`,
  facts: {
    orderId: `BENCH${index}`,
    title: `Sản phẩm thử ${index}`,
    amount: 1_490_000,
    itemKind: 'product' as const,
    paidAt: new Date().toISOString(),
    seller: 'Nhà sáng tạo',
  },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** One message as the worker would send it, rendered once. */
async function renderedOnce(to: string) {
  const { facts } = event('baseline', 0, 'baseline');
  const mail = await renderNotification({ kind: 'paymentReceived', facts, name: 'Người nhận' }, config);
  return (index: number) => ({
    to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments,
    messageId: `<baseline-${index}-${randomUUID()}@bench.example.com>`,
    headers: {},
  });
}

/** Baseline of the throughput: `count` sends of one rendered message, one after another, no database. */
async function rawSendRate(mailer: Mailer, count: number): Promise<number> {
  const message = await renderedOnce('baseline-rate@bench.example.com');
  const started = performance.now();
  for (let index = 0; index < count; index += 1) await mailer.send(message(index));
  return count / ((performance.now() - started) / 1000);
}

/** Baseline of the lag: the same stream of events, each sent at once (event → accepted), no outbox. */
async function directLatencies(mailer: Mailer, rate: number, seconds: number): Promise<number[]> {
  const message = await renderedOnce('baseline-lag@bench.example.com');
  const total = rate * seconds;
  const begin = performance.now();
  const sends: Promise<number>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = begin + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const at = performance.now();
    sends.push(mailer.send(message(index)).then(() => performance.now() - at));
  }
  return (await Promise.all(sends)).sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  const db = database.db;
  const smtp = await startMailServer();
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mail.from });
  const tag = randomUUID().slice(0, 8);
  const loadBefore = load();
  console.log(`load average (1/5/15 min) at the start: ${loadBefore}; ${os.cpus().length} CPUs`);
  try {
    // Throughput: everything queued first, then drained.
    const uids = await people(db, COUNT, `${tag}-t`);
    for (let at = 0; at < uids.length; at += 100) {
      await db.transaction(async (tx) => {
        for (const [offset, uid] of uids.slice(at, at + 100).entries())
          await notify(tx, event(uid, at + offset, `${tag}-t`));
      });
    }
    const started = performance.now();
    let sent = 0;
    for (;;) {
      const done = await deliverDue(db, mailer, config);
      sent += done.sent;
      if (done.sent + done.retried + done.failed === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;
    if (smtp.received.length !== COUNT || sent !== COUNT)
      throw new Error(`sent ${sent}, received ${smtp.received.length}`);
    const throughput = Math.round(COUNT / seconds);
    console.log(`throughput: ${COUNT} e-mails in ${seconds.toFixed(1)} s = ${throughput} messages/s (target ≥ 100)`);
    const raw = Math.round(await rawSendRate(mailer, COUNT));
    const throughputRatio = Number((throughput / raw).toFixed(2));
    console.log(
      `  baseline: one rendered message sent ${COUNT} times by the same client = ${raw} messages/s; outbox/baseline = ${throughputRatio}`,
    );

    // Lag: a steady stream of events while the worker polls as the API's does.
    const total = RATE * SECONDS;
    const lagUids = await people(db, total, `${tag}-l`);
    let producing = true;
    // As startMailWorker runs: a round every POLL_MS, a full batch followed at once by the next.
    const worker = (async () => {
      for (;;) {
        const done = await deliverDue(db, mailer, config);
        if (!producing && done.sent === 0) return;
        if (done.sent < BATCH) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();
    const begin = performance.now();
    for (let index = 0; index < total; index += 1) {
      const due = begin + (index * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await db.transaction((tx) => notify(tx, event(lagUids[index], index, `${tag}-l`)));
    }
    producing = false;
    await worker;
    const lags = rowsOf<{ ms: number }>(
      await db.execute(sql`
        select extract(epoch from (o.sent_at - o.created_at)) * 1000 as ms
        from mail_outbox o join notifications n on n.id = o.notification_id
        where n.event_key like ${`bench:${tag}-l:%`} and o.state = 'sent'`),
    )
      .map((row) => Number(row.ms))
      .sort((a, b) => a - b);
    if (lags.length !== total) throw new Error(`lag run: ${lags.length} of ${total} sent`);
    const lag = {
      p50: Math.round(percentile(lags, 50)),
      p99: Math.round(percentile(lags, 99)),
      max: Math.round(lags[lags.length - 1]),
    };
    console.log(
      `lag at ${RATE} events/s for ${SECONDS} s (poll ${POLL_MS} ms): p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms (target p99 ≤ 5000 ms)`,
    );
    const direct = await directLatencies(mailer, RATE, SECONDS);
    const directLag = {
      p50: Number(percentile(direct, 50).toFixed(1)),
      p99: Number(percentile(direct, 99).toFixed(1)),
      max: Number(direct[direct.length - 1].toFixed(1)),
    };
    const lagRatio = Number((lag.p99 / directLag.p99).toFixed(1));
    console.log(
      `  baseline: the same stream sent at once, no outbox: p50 ${directLag.p50} ms, p99 ${directLag.p99} ms; outbox/baseline p99 = ${lagRatio}`,
    );
    const loadAfter = load();
    console.log(`load average (1/5/15 min) at the end: ${loadAfter}`);
    const file = writeReport('mail', {
      database: database.kind,
      load: { before: loadBefore, after: loadAfter },
      throughput: {
        count: COUNT,
        seconds: Number(seconds.toFixed(2)),
        messagesPerSecond: throughput,
        baselineMessagesPerSecond: raw,
        ratio: throughputRatio,
      },
      lag: { rate: RATE, seconds: SECONDS, pollMs: POLL_MS, ...lag, baseline: directLag, ratio: lagRatio },
    });
    console.log(`report: ${file}`);
  } finally {
    mailer.close();
    await smtp.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
