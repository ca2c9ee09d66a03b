// What the journeys know about the product: the route table of docs/product.md §2 with the page each route shows, the
// apps' ports, and which built chunks hold each shared library (read from each app's mf-manifest.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { apps, findApp, ROOT } from './stack';

export type Owner = 'shell' | 'marketplace' | 'academy' | 'creator' | 'admin' | 'account';

export const NOT_FOUND = '404 - Not Found';

/** Signed-out visits to signed-in pages (/my/*, /creator/*, /admin/*, the academy's own, one's orders) land on /auth. */
export const AUTH_H1 = 'Đăng nhập hoặc đăng ký';

/** An area's protected routes: a signed-out visit ends on /auth, which sends the visitor back there once signed in. */
const signInFirst = (owner: Owner, paths: string[]) =>
  paths.map((routePath) => ({
    path: routePath,
    owner,
    h1: AUTH_H1,
    finalPath: `/auth?redirect=${encodeURIComponent(routePath)}`,
  }));

/**
 * Every route of docs/product.md §2 with a concrete id for its params, the area that owns it
 * (docs/architecture.md §1) and the h1 its page frame shows (see each area's features). Extend this when a page gets its real title.
 */
export const ROUTES: { path: string; owner: Owner; h1: string; finalPath?: string }[] = [
  // shell
  { path: '/auth', owner: 'shell', h1: 'Đăng nhập hoặc đăng ký' },
  { path: '/forgot-password', owner: 'shell', h1: 'Quên mật khẩu' },
  { path: '/terms-of-service', owner: 'shell', h1: 'Điều khoản dịch vụ' },
  { path: '/privacy-policy', owner: 'shell', h1: 'Chính sách bảo mật' },
  // marketplace
  { path: '/', owner: 'marketplace', h1: 'Chợ ứng dụng AI và sản phẩm số' },
  { path: '/product/p-demo', owner: 'marketplace', h1: 'Chi tiết sản phẩm' },
  { path: '/creator-profile/c-demo', owner: 'marketplace', h1: 'Hồ sơ nhà sáng tạo' },
  // The review step, an order's payment and its status: a signed-out visitor signs in first.
  ...signInFirst('marketplace', ['/checkout/review/pong-neon', '/checkout/x', '/payment-status']),
  // academy
  { path: '/training', owner: 'academy', h1: 'Học viện Nhà sáng tạo AI' },
  ...signInFirst('academy', [
    '/training/my-course/bai-1',
    '/training/checkout',
    '/training/library',
    '/training/quiz/x',
  ]),
  { path: '/salepage', owner: 'academy', h1: 'Trở thành nhà sáng tạo sản phẩm AI' },
  { path: '/chung-nhan/x', owner: 'academy', h1: 'Chứng nhận hoàn thành' },
  // creator
  ...signInFirst('creator', [
    '/creator',
    '/creator/products',
    '/creator/payouts',
    '/creator/fee-info',
    // Anyone signed in may apply: a signed-out visitor signs in first.
    '/become-a-creator',
  ]),
  { path: '/pricing', owner: 'creator', h1: 'Bảng giá cho nhà sáng tạo' },
  // The hosting platform's callback acts for a signed-in creator: a signed-out visitor signs in first.
  ...signInFirst('creator', ['/vercel-callback']),
  // admin
  ...signInFirst('admin', [
    '/admin',
    '/admin/lessons',
    '/admin/quizzes',
    '/admin/dashboard',
    '/admin/products',
    '/admin/applications',
    '/admin/transfers',
    '/admin/refunds',
    '/admin/reviews',
    '/admin/payouts',
    '/admin/users',
    '/admin/certificates',
    '/admin/audit',
  ]),
  // account
  ...signInFirst('account', [
    '/my',
    '/my/wishlist',
    '/my/profile',
    '/my/my-courses',
    '/my/settings/payment',
    '/my/affiliate/dashboard',
    '/my/affiliate/marketplace',
    '/my/payment-instructions',
  ]),
  // unknown paths: the shell's 404, and each area's own 404 for unknown paths inside it
  { path: '/khong-ton-tai', owner: 'shell', h1: NOT_FOUND },
  { path: '/product', owner: 'marketplace', h1: NOT_FOUND },
  { path: '/product/p-demo/extra', owner: 'marketplace', h1: NOT_FOUND },
  { path: '/training/khong-co', owner: 'academy', h1: NOT_FOUND },
  { path: '/creator/khong-co', owner: 'creator', h1: NOT_FOUND },
  { path: '/admin/khong-co', owner: 'admin', h1: NOT_FOUND },
  { path: '/my/khong-co', owner: 'account', h1: NOT_FOUND },
];

export const origin = (app: string) => `http://localhost:${findApp(app).port}`;
export const remoteEntryUrl = (app: string) => `${origin(app)}/remoteEntry.js`;
export const REMOTE_NAMES = apps.filter((a) => a.remote).map((a) => a.name);

/** The area whose remoteEntry.js a request fetches, if any. */
export function remoteEntryOf(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.pathname !== '/remoteEntry.js') return null;
  return apps.find((a) => a.remote && String(a.port) === parsed.port)?.name ?? null;
}

type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
}

/**
 * URL (origin + file) -> shared entry (e.g. 'react', 'react-dom') for every app's build. Only chunks
 * listed for one shared entry count, so a common chunk (webpack runtime helpers) is not mistaken for a
 * library.
 */
export function sharedChunkMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const app of apps) {
    const manifest = readManifest(app.dir);
    const owners = new Map<string, Set<string>>();
    for (const entry of manifest.shared) {
      for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) {
        const set = owners.get(file) ?? new Set<string>();
        set.add(entry.name);
        owners.set(file, set);
      }
    }
    for (const [file, names] of owners) {
      if (names.size === 1) map.set(`http://localhost:${app.port}/${file}`, [...names][0]);
    }
  }
  return map;
}

/** Records every request the page makes (including other origins and preloads). */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * Keeps the shell's idle-time preloading from running (a browser that is never idle), so a journey can
 * tell which area a page really loaded, or that a hover alone triggered a preload.
 */
export async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { requestIdleCallback: () => number }).requestIdleCallback = () => 0;
  });
}
