// Browser security headers of the front-end apps: what the static server sends, and what a CDN
// must send too (README, "Deploy"). The Content-Security-Policy allows exactly what the product loads:
// scripts and styles from the app's own origin and the areas' origins (read from remotes.json, which a team
// changes without rebuilding the shell), the inline theme script by its hash (no 'unsafe-inline' scripts),
// calls to the API and the identity service, and nobody may frame the pages. The pages may frame one thing: a
// product's embedded demo, in a sandbox without allow-same-origin (the product page's EmbedDemo).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { appEnv, identityOrigins } = require('../webpack/app-env.cjs');

/** sha256 source expressions of the inline `<script>` elements (those without `src`) of an HTML page. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origins of the areas' manifests in a remotes.json document (invalid entries are left out). */
export function remoteOrigins(remotesJson) {
  const origins = new Set();
  for (const url of Object.values(remotesJson ?? {})) {
    try {
      origins.add(new URL(String(url)).origin);
    } catch {
      // Not a URL: the shell shows that area's failure message; nothing to allow.
    }
  }
  return [...origins];
}

/**
 * @param {{areaOrigins?: string[], scriptHashes?: string[], settings?: ReturnType<typeof appEnv>}} options
 * @returns {string}
 */
export function contentSecurityPolicy({ areaOrigins = [], scriptHashes = [], settings = appEnv() } = {}) {
  const api = new URL(settings.FUNCTIONS_ORIGIN).origin;
  const identity = identityOrigins(settings);
  const areas = areaOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${areas} ${scriptHashes.join(' ')}`,
    // React and Radix set style attributes, and the page carries one small inline <style> (theme
    // background before first paint): styles cannot run code, so inline styles are allowed.
    `style-src 'self' ${areas} 'unsafe-inline'`,
    // Avatars and thumbnails are served by the API; QR codes are drawn into data: URLs.
    `img-src 'self' ${areas} ${api} data: blob:`,
    // Product videos are served by the API too (byte ranges, as uploaded); a lesson video's captions play
    // from a blob: address of the page (their text comes from a call).
    `media-src 'self' ${api} blob:`,
    `font-src 'self' ${areas} data:`,
    // The shell fetches the areas' manifests; every page calls the API (callables, uploads) and identity.
    `connect-src 'self' ${areas} ${api} ${identity.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // A product's embedded demo: the creator's own https page, anywhere on the web (so any https origin, and
    // nothing else: no http, data: or blob:), or one of the site's own sample pages ('self').
    "frame-src 'self' https:",
    "frame-ancestors 'none'",
  ];
  return directives.map((d) => d.replace(/\s+/g, ' ').trim()).join('; ');
}

/** The sample demo pages the shell serves (shell/public/static/demo-samples). */
export const SAMPLE_PAGES = /^\/demo-samples\//;

/**
 * The CSP of a sample demo page: framed by the site's own pages (and the areas' origins, where an area runs on
 * its own), and itself as locked as a page can be: no script at all, nothing but its own stylesheet and
 * inline pictures, and sandboxed even when opened in a tab of its own ("Mở trong tab mới").
 * @param {{ancestors?: string[]}} options
 */
export function samplePagePolicy({ ancestors = [] } = {}) {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${ancestors.join(' ')}`.trim(),
    'sandbox',
  ].join('; ');
}

/**
 * Headers for every answer of a front-end origin. HTML pages get the CSP; every answer gets the rest.
 * HSTS only where the site is served over HTTPS in production (`hsts`), never on localhost.
 * @param {{csp?: string | null, hsts?: boolean}} options
 */
export function securityHeaders({ csp = null, hsts = false } = {}) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    // For browsers without CSP level 2 frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
