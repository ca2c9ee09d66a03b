// The OAuth code exchange with the hosting platform's token endpoint (Vercel's shape: a form POST of
// client_id, client_secret, code and redirect_uri, answering JSON with access_token). Failures become
// Vietnamese errors; what the platform said goes to the log (never the client secret), not to the user.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { CallableError } from '../../http/errors';
import { serverMessages } from '@app/shared/messages/server';

const MSG = serverMessages.hosting;

export type HostingGrant = { accessToken: string; teamId: string | null; installationId: string | null };

type Settings = Config['hosting'] & { clientId: string; clientSecret: string };

const stringField = (body: Record<string, unknown>, name: string): string | null =>
  typeof body[name] === 'string' && body[name] !== '' ? body[name] : null;

export async function exchangeCode(settings: Settings, code: string, log: FastifyBaseLogger): Promise<HostingGrant> {
  const form = new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, code });
  if (settings.redirectUri) form.set('redirect_uri', settings.redirectUri);
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let response: Response;
  try {
    response = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      redirect: 'error',
      signal,
    });
  } catch (error) {
    const timedOut = signal.aborted;
    log.warn(
      { reason: timedOut ? 'timeout' : String((error as { message?: unknown })?.message) },
      'hosting token exchange failed',
    );
    throw timedOut
      ? new CallableError('deadline-exceeded', MSG.timeout)
      : new CallableError('unavailable', MSG.unavailable);
  }
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    body = null;
  }
  if (!response.ok) {
    // The platform's error code only (e.g. invalid_grant); its description may echo what we sent.
    log.warn({ status: response.status, error: body ? stringField(body, 'error') : null }, 'hosting token refused');
    throw response.status >= 500
      ? new CallableError('unavailable', MSG.unavailable)
      : new CallableError('aborted', MSG.rejected);
  }
  const accessToken = body ? stringField(body, 'access_token') : null;
  if (!body || !accessToken) {
    log.warn({ status: response.status }, 'hosting token answer without access_token');
    throw new CallableError('unavailable', MSG.unavailable);
  }
  return { accessToken, teamId: stringField(body, 'team_id'), installationId: stringField(body, 'installation_id') };
}
