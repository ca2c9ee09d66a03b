// Areas are deployed one at a time, so the page may meet an area built against another version of the shared
// singletons (React, @app/shared's stores...). Within a major that is fine: the singletons' required ranges
// allow any later minor. Across a major the area's load fails (strictVersion, tools/webpack/shared-deps.cjs)
// and the shell shows its inline fallback. Two things here keep that failure to that one area:
// - an area's remoteEntry registers its own copies of the singletons in the page's share scope; for a
//   singleton nobody has loaded yet, the runtime would take the highest version registered, which may be
//   the mismatched area's copy, and every later consumer (the shell, the other areas) would then fail
//   too. `keepCompatibleSingleton` picks, among the copies nobody runs yet, one the consumer accepts.
// - a console warning names the cause, for whoever opens the console of a page showing the fallback.
import { satisfy } from '@module-federation/runtime-core';
import type { AreaName } from '@app/shared/routing/areas';

type RegisteredShare = { loaded?: boolean; loading?: unknown; lib?: unknown };
type ShareScopeMap = Record<string, Record<string, Record<string, RegisteredShare>> | undefined>;

/** The parameters of the federation runtime's `resolveShare` hook that are read here. */
export type ResolveShareArgs = {
  shareScopeMap: ShareScopeMap;
  scope: string;
  pkgName: string;
  version: string;
  shareInfo: { shareConfig?: { singleton?: boolean; requiredVersion?: string | false } };
  resolver: () => unknown;
};

function running(share: RegisteredShare | undefined): boolean {
  return Boolean(share && (share.loaded || share.loading || typeof share.lib === 'function'));
}

/** `a` is a later version than `b`. */
const later = (a: string, b: string) => satisfy(a, `>${b}`);

/**
 * The runtime's choice of a singleton, unless nobody runs that copy yet and it does not meet the consumer's
 * range while another registered copy does: then the latest copy that does. A copy that already runs is
 * never replaced (one instance per page); the consumer's strict check then fails as it should.
 */
export function keepCompatibleSingleton<T extends ResolveShareArgs>(args: T): T {
  const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
  const required = shareInfo.shareConfig?.requiredVersion;
  const versions = shareScopeMap[scope]?.[pkgName];
  if (!shareInfo.shareConfig?.singleton || typeof required !== 'string' || !versions?.[version]) return args;
  if (running(versions[version]) || satisfy(version, required)) return args;
  if (Object.values(versions).some(running)) return args;
  const fit = Object.keys(versions)
    .filter((candidate) => satisfy(candidate, required))
    .reduce<string | null>((best, candidate) => (best === null || later(candidate, best) ? candidate : best), null);
  if (fit === null) return args;
  return { ...args, version: fit, resolver: () => ({ shared: versions[fit], useTreesShaking: false }) };
}

export const sharedVersionsPlugin = { name: 'shell-shared-versions', resolveShare: keepCompatibleSingleton };

/** The federation runtime's message when a singleton on the page is outside an area's required range. */
const MISMATCH = /does not satisfy the requirement/;

/** Warns, with the runtime's own detail, when an area failed because of a shared singleton's version. */
export function warnIfVersionMismatch(area: AreaName, error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (!MISMATCH.test(message)) return false;
  console.warn(
    `[shell] area "${area}" was built against shared modules this shell does not provide (${message}). ` +
      'It shows its fallback until a build made against the same major of @app/shared and React is deployed.',
  );
  return true;
}
