// Where a product's embedded demo may point. The contract already requires https:// and no user name or
// password (contracts/creator.ts demoUrlField); this adds what depends on the deployment: outside local mode
// the host must be a public one. The API itself never fetches the address (only visitors' browsers open it,
// in a sandboxed frame), so this is not about the server's network: a demo that points at localhost or a
// private address would make every visitor's browser reach into their own machine or office network.
import { isIP } from 'node:net';
import { DEMO_SAMPLE_PATH } from '@app/shared/contracts/catalog';

export type DemoUrlProblem = 'notHttps' | 'credentials' | 'privateHost';

/** Host names that never name a public site. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|localdomain|home\.arpa)$/i;

function privateIpv4(address: string): boolean {
  const [a, b] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224 // multicast and reserved
  );
}

function privateIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return privateIpv4(mapped[1]);
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd][0-9a-f]{0,2}:/.test(lower) || // unique local fc00::/7
    /^fe[89ab][0-9a-f]?:/.test(lower) || // link-local fe80::/10
    lower.startsWith('::ffff:') // a mapped address written in hex
  );
}

/** Whether `hostname` (as URL gives it: IPv6 in brackets) names this machine or a private network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === '') return true;
  const kind = isIP(host);
  if (kind === 4) return privateIpv4(host);
  if (kind === 6) return privateIpv6(host);
  // A single label ("intranet", "router") resolves only inside someone's own network.
  if (!host.includes('.')) return true;
  return LOCAL_NAMES.test(host);
}

/**
 * What is wrong with a demo address, or null: one of the platform's own sample pages is always fine; any
 * other must be https without credentials, and (outside local mode) on a public host.
 */
export function demoUrlProblem(value: string, { localMode }: { localMode: boolean }): DemoUrlProblem | null {
  if (DEMO_SAMPLE_PATH.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'notHttps';
  }
  if (url.protocol !== 'https:') return 'notHttps';
  if (url.username || url.password) return 'credentials';
  if (!localMode && isPrivateHost(url.hostname)) return 'privateHost';
  return null;
}
