import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from '@app/shared/router';
import { areaForPath } from './areas';
import { authPath, paths } from './paths';

type App = { dir: string; name: string; remote: boolean };
const { apps, root } = require('../../../tools/apps.cjs') as { apps: App[]; root: string };

/**
 * Every path each app's route table declares: the shell's `<Route path="…">` elements and the areas' areaRoutes
 * tables (`'/path': Page` keys of `signedIn`, `open` and `redirects`; the areas use absolute paths).
 */
const routesOf = (app: App) => {
  const file = path.join(root, app.dir, 'src', 'App.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const elements = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]);
  const tableKeys = [...source.matchAll(/['"](\/[^'"]*)['"]\s*:/g)].map((m) => m[1]);
  return [...elements, ...tableKeys].filter((route) => route !== '*');
};

/** Each entry of `paths`, made concrete (builders get a sample id). */
const everyPath = Object.entries(paths).map(([name, value]) => [name, typeof value === 'string' ? value : value('x1')]);

describe('cross-area paths', () => {
  it('authPath comes back to the path and query, encoded', () => {
    expect(authPath()).toBe('/auth');
    expect(authPath('/my/library?tab=2')).toBe('/auth?redirect=%2Fmy%2Flibrary%3Ftab%3D2');
    expect(authPath({ pathname: '/', search: '?cat=giai-tri' })).toBe('/auth?redirect=%2F%3Fcat%3Dgiai-tri');
    expect(authPath({ pathname: '/checkout/ABC' })).toBe('/auth?redirect=%2Fcheckout%2FABC');
  });

  it('builds the pages that take an id or a query', () => {
    expect(paths.product('pong-neon')).toBe('/product/pong-neon');
    expect(paths.checkout('ABCDEFGHJK')).toBe('/checkout/ABCDEFGHJK');
    expect(paths.productReview('pong-neon')).toBe('/checkout/review/pong-neon');
    expect(paths.paymentStatus('ABCDEFGHJK')).toBe('/payment-status?transactionId=ABCDEFGHJK');
    expect(paths.paymentStatus()).toBe('/payment-status');
    expect(paths.categoryFilter('giai-tri')).toBe('/?cat=giai-tri');
    expect(paths.certificate('CN-1')).toBe('/chung-nhan/CN-1');
  });

  it.each(everyPath)('paths.%s (%s) is a route of the app that owns it', (_name, href) => {
    const pathname = href.split('?')[0];
    const owner = apps.find((app) => app.name === (areaForPath(pathname) ?? 'shell'));
    if (!owner) throw new Error(`${href}: no app in tools/apps.cjs owns it`);
    const routes = routesOf(owner);
    const matched = routes.some((route) => matchPath({ path: route, end: !route.endsWith('/*') }, pathname));
    if (!matched) throw new Error(`${href} is not a route of ${owner.dir} (its routes: ${routes.join(', ')})`);
  });

  it('encodes ids so a strange id cannot change the route', () => {
    expect(paths.product('a/b?c')).toBe('/product/a%2Fb%3Fc');
  });
});
