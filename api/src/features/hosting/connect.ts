// connectHostingPlatform: /vercel-callback hands over the platform's OAuth code; the API exchanges it
// (./exchange.ts) and records the connection on the creator's account, the access token encrypted
// (./crypto.ts) and never sent back. The exchange runs before any database write (no transaction waits on
// the network).
import { hostingConnections } from '../../db/schema';
import { CallableError } from '../../http/errors';
import { requireRole, type Handler } from '../../http/context';
import { now } from '../../lib/clock';
import { uuid } from '../../lib/ids';
import { serverMessages } from '@app/shared/messages/server';
import { encryptToken } from './crypto';
import { exchangeCode } from './exchange';
import { sameOriginPath } from './next-path';

export const MSG = serverMessages.hosting;

const PROVIDER = 'vercel';

export const connectHostingPlatform: Handler<'connectHostingPlatform'> = async (input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const settings = ctx.config.hosting;
  const { clientId, clientSecret, tokenKey } = settings;
  if (!clientId || !clientSecret || !tokenKey) throw new CallableError('unimplemented', MSG.notConfigured);
  const grant = await exchangeCode({ ...settings, clientId, clientSecret }, input.code, ctx.log);
  // The platform's word on the team wins over the query string's.
  const teamId = grant.teamId ?? input.teamId ?? null;
  const at = now();
  const sealed = encryptToken(tokenKey, grant.accessToken);
  await ctx.db
    .insert(hostingConnections)
    .values({
      id: uuid(),
      userId: creator.uid,
      provider: PROVIDER,
      configurationId: input.configurationId,
      teamId,
      accessTokenEncrypted: sealed,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [hostingConnections.userId, hostingConnections.provider, hostingConnections.configurationId],
      set: { teamId, accessTokenEncrypted: sealed, updatedAt: at },
    });
  return { provider: PROVIDER, configurationId: input.configurationId, teamId, next: sameOriginPath(input.next) };
};
