// One-click unsubscribe from an optional kind of e-mail, without signing in: the e-mail's link (and its
// List-Unsubscribe header) carries a token that names the person and the kind, signed with UNSUBSCRIBE_SECRET
// (HMAC-SHA256), so nobody can switch off someone else's e-mails. GET shows a page with one button (a link
// scanner that opens every link changes nothing); POST — the button, or a mail client's List-Unsubscribe-Post
// — switches the kind off. Receipts and money notices are not optional and cannot be switched off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isOptionalKind,
  type NotificationKind,
  type OptionalNotificationKind,
} from '@app/shared/contracts/notifications';
import { notificationMessages } from '@app/shared/messages/notifications';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notificationOptOuts, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { escapeHtml } from './render';

export const UNSUBSCRIBE_PATH = '/notifications/unsubscribe';
const t = notificationMessages.unsubscribe;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const payload = `${Buffer.from(userId).toString('base64url')}.${kind}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The person and the kind a token names, or null when it is not one this API signed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: OptionalNotificationKind } | null {
  const [user, kind, signature, ...rest] = token.split('.');
  if (!user || !kind || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, `${user}.${kind}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!isOptionalKind(kind)) return null;
  return { userId: Buffer.from(user, 'base64url').toString('utf8'), kind };
}

export function unsubscribeUrl(
  config: Pick<Config, 'publicApiUrl'> & { mail: Pick<Config['mail'], 'unsubscribeSecret'> },
  userId: string,
  kind: NotificationKind,
): string | undefined {
  if (!config.mail.unsubscribeSecret) return undefined;
  return `${config.publicApiUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(config.mail.unsubscribeSecret, userId, kind)}`;
}

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.pageTitle)}</title></head><body><main><h1>${escapeHtml(t.pageTitle)}</h1>${body}</main></body></html>`,
    );
}

export function registerUnsubscribe(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const secret = deps.config.mail.unsubscribeSecret;
  const tokenOf = (query: unknown) => {
    const token = (query as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' && token.length <= 512 && secret ? readUnsubscribeToken(secret, token) : null;
  };
  void app.register(async (scope) => {
    // Mail clients send the one-click POST as a form (RFC 8058); its body says nothing the token does not.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const named = tokenOf(request.query);
      if (!named) return page(reply, 400, `<p>${escapeHtml(t.invalid)}</p>`);
      const token = (request.query as { token: string }).token;
      return page(
        reply,
        200,
        `<p>${escapeHtml(t.confirm(t.kinds[named.kind]))}</p><form method="post" action="${UNSUBSCRIBE_PATH}?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">${escapeHtml(t.button)}</button></form>`,
      );
    });
    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const named = tokenOf(request.query);
      if (!named) return page(reply, 400, `<p>${escapeHtml(t.invalid)}</p>`);
      const [user] = await deps.db.select({ uid: users.uid }).from(users).where(eq(users.uid, named.userId));
      if (!user) return page(reply, 400, `<p>${escapeHtml(t.invalid)}</p>`);
      await deps.db.insert(notificationOptOuts).values(named).onConflictDoNothing();
      return page(reply, 200, `<p>${escapeHtml(t.done(t.kinds[named.kind]))}</p>`);
    });
  });
}
