// The outbox worker, inside every API process: claims the due messages (FOR UPDATE SKIP LOCKED, so several
// instances never claim one message twice; PGlite is one process anyway), sends each through SMTP and marks it
// sent at once. A claim is a lease: a worker that dies holding messages leaves them to be claimed again when
// it runs out, with the same Message-ID. A failure is retried after a delay that doubles (1 min, 2 min, …, at
// most 4 h) for a day from when the message was queued; then the message is failed with its last error, for
// the admins to see and send again. Every instant is the API clock's (lib/clock.ts), so the tests move time
// instead of waiting.
import { isOptionalKind, type NotificationFacts, type NotificationKind } from '@app/shared/contracts/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { rowsOf, type Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { now } from '../../lib/clock';
import { createMailer, senderDomain, type Mailer } from './mailer';
import { renderNotification } from './render';
import { unsubscribeUrl } from './unsubscribe';

/** How long a claimed message is this worker's: far longer than one SMTP exchange (its timeouts are 10–30 s). */
export const LEASE_MS = 5 * 60_000;
export const RETRY_FOR_MS = 24 * 60 * 60_000;
const FIRST_DELAY_MS = 60_000;
const MAX_DELAY_MS = 4 * 60 * 60_000;
export const BATCH = 50;
/** What is kept of an error (the admins' list shows it). */
const MAX_ERROR = 500;

/** The wait before the next try, after `attempts` failed ones. */
export const retryDelay = (attempts: number) => Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);

type Claimed = {
  id: number;
  attempts: number;
  to_address: string;
  message_id: string;
  queued_at: string | Date;
  kind: NotificationKind;
  facts: unknown;
  user_id: string;
  display_name: string | null;
};

export type WorkerConfig = Pick<Config, 'payee' | 'publicApiUrl'> & { mail: Config['mail'] };

/** Claims up to `limit` due messages (pending and due, or sending with a lease run out) for this worker. */
async function claim(db: Db, limit: number): Promise<Claimed[]> {
  const at = now();
  const leaseUntil = new Date(at.getTime() + LEASE_MS);
  const result = await db.execute(sql`
    with due as (
      select id from ${mailOutbox}
      where state in ('pending', 'sending') and due_at <= ${at.toISOString()}::timestamptz
      order by due_at, id
      limit ${limit}
      for update skip locked
    ), claimed as (
      update ${mailOutbox} o set state = 'sending', attempts = o.attempts + 1, due_at = ${leaseUntil.toISOString()}::timestamptz
      from due where o.id = due.id
      returning o.id, o.attempts, o.to_address, o.message_id, o.queued_at, o.notification_id
    )
    select c.id, c.attempts, c.to_address, c.message_id, c.queued_at, n.kind, n.facts, n.user_id, u.display_name
    from claimed c
    join notifications n on n.id = c.notification_id
    join users u on u.uid = n.user_id
    order by c.id`);
  return rowsOf<Claimed>(result);
}

/** Only the worker holding this attempt's lease may settle it (another may have claimed it since). */
const held = (message: Claimed) =>
  and(eq(mailOutbox.id, message.id), eq(mailOutbox.state, 'sending'), eq(mailOutbox.attempts, message.attempts));

async function settleFailure(db: Db, message: Claimed, error: unknown): Promise<'retry' | 'failed'> {
  const at = now();
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR);
  const next = at.getTime() + retryDelay(message.attempts);
  const giveUp = next > new Date(message.queued_at).getTime() + RETRY_FOR_MS;
  await db
    .update(mailOutbox)
    .set(giveUp ? { state: 'failed', lastError } : { state: 'pending', lastError, dueAt: new Date(next) })
    .where(held(message));
  return giveUp ? 'failed' : 'retry';
}

/** nodemailer's codes for a server that cannot be reached or spoken to (not a refusal of one message). */
const SERVER_DOWN = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED', 'EAUTH', 'ETLS']);
const serverDown = (error: unknown) => SERVER_DOWN.has(String((error as { code?: unknown } | null)?.code ?? ''));

export type Delivery = { sent: number; retried: number; failed: number };

/** How many messages of a batch are on their way at once: the SMTP pool's connections (mailer.ts). */
export const SEND_LANES = 4;

/** The lane of a recipient: the same address always the same lane (a string hash, not a secret). */
function laneOf(address: string): number {
  let hash = 0;
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % SEND_LANES;
}

/**
 * One round: claims due messages and sends them, SEND_LANES at a time (each SMTP exchange waits on the
 * server; the others go meanwhile), each marked sent as soon as the server took it. `stopAfter` (tests) starts
 * no more than that many sends, as if the process had died there: the rest of the batch stays claimed until
 * its lease runs out.
 */
export async function deliverDue(
  db: Db,
  mailer: Mailer,
  config: WorkerConfig,
  options: { limit?: number; stopAfter?: number } = {},
): Promise<Delivery> {
  const done: Delivery = { sent: 0, retried: 0, failed: 0 };
  const batch = await claim(db, options.limit ?? BATCH);
  const domain = senderDomain(config.mail.from);
  // The server itself could not be reached: the messages not yet started would fail the same way, each after
  // its own connection timeout, so they are settled with this error instead of being tried.
  let down: { error: unknown } | null = null;

  const deliver = async (message: Claimed) => {
    const facts = message.facts as NotificationFacts[typeof message.kind];
    const unsubscribe = isOptionalKind(message.kind)
      ? unsubscribeUrl(config, message.user_id, message.kind)
      : undefined;
    const mail = await renderNotification(
      { kind: message.kind, facts, name: message.display_name, unsubscribeUrl: unsubscribe },
      config,
    );
    await mailer.send({
      to: message.to_address,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments,
      messageId: `<${message.message_id}@${domain}>`,
      headers: unsubscribe
        ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {},
    });
    await db.update(mailOutbox).set({ state: 'sent', sentAt: now(), lastError: null }).where(held(message));
  };
  const settle = async (message: Claimed, error: unknown) => {
    done[(await settleFailure(db, message, error)) === 'failed' ? 'failed' : 'retried'] += 1;
  };
  // One person's messages go in the order they were queued, on one lane (a suspension and its end must not
  // arrive the other way round); different people's go side by side.
  const lanes: Claimed[][] = Array.from({ length: SEND_LANES }, () => []);
  for (const message of batch) lanes[laneOf(message.to_address)].push(message);
  let started = 0;
  const untried: Claimed[] = [];
  const run = async (queue: Claimed[]) => {
    for (const [index, message] of queue.entries()) {
      if (down) {
        untried.push(...queue.slice(index));
        return;
      }
      if (options.stopAfter !== undefined && started >= options.stopAfter) return;
      started += 1;
      try {
        await deliver(message);
        done.sent += 1;
      } catch (error) {
        if (serverDown(error)) down ??= { error };
        await settle(message, error);
      }
    }
  };
  await Promise.all(lanes.filter((queue) => queue.length > 0).map(run));
  if (down) {
    const { error } = down;
    for (const message of untried) await settle(message, error);
  }
  return done;
}

/**
 * Runs the worker every `mail.pollMs` while the server is up (not when e-mail is disabled or polling is 0),
 * draining full batches at once. Errors are logged, never thrown.
 */
export function startMailWorker(app: FastifyInstance, db: Db, config: WorkerConfig): void {
  if (config.mail.disabled || config.mail.pollMs <= 0 || !config.mail.smtpUrl) return;
  const mailer = createMailer(config.mail);
  let running: Promise<unknown> | null = null;
  let closing = false;
  const round = async () => {
    for (let full = true; full && !closing;) {
      const done = await deliverDue(db, mailer, config);
      full = done.sent + done.retried + done.failed >= BATCH;
    }
  };
  const tick = () => {
    if (running || closing) return;
    running = round()
      .catch((error: unknown) => app.log.error({ err: error }, 'mail outbox'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, config.mail.pollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
    mailer.close();
  });
}
