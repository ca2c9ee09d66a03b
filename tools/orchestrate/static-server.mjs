// A small static server for production builds, with the caching rules of docs/architecture.md §2:
// remotes.json, mf-manifest.json, remoteEntry.js and HTML are `no-cache` (but for the pages the shell's page server
// makes from an API read, which a CDN may keep as long as that read); hashed chunks are immutable.
// Every app is served from its own origin (port), with CORS so the shell can load the remotes, and with the
// browser security headers of ./security-headers.mjs (CSP on pages). The shell's origin also answers some paths
// itself (`pages`, ./shell-pages.mjs): public pages with their own head for crawlers and link previews,
// robots.txt and the sitemaps. A request never stops the server: a malformed URL answers 400, an unexpected
// failure 500.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  remoteOrigins,
  SAMPLE_PAGES,
  samplePagePolicy,
  securityHeaders,
} from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const NO_CACHE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

export function cacheControl(file) {
  const base = path.basename(file);
  if (NO_CACHE.has(base) || base.endsWith('.html')) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** The decoded path of a request URL, or null when it is malformed (bad percent-encoding, NUL byte). */
export function requestPath(url) {
  try {
    const decoded = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** The visitor's address chain as a proxy passes it on: what came in X-Forwarded-For, then who sent it. */
function forwardedFor(req) {
  const before = req.headers['x-forwarded-for'];
  return [typeof before === 'string' ? before : undefined, req.socket.remoteAddress].filter(Boolean).join(', ');
}

/**
 * `deploy`: a deploy folder of tools/deploy (areas published one at a time). The shell's origin (`area`
 * null) then answers /remotes.json from that folder when it has one, and an area's origin serves the
 * area's published versions under /<area>/<version>/, beside its own build.
 * @param {{dir: string, port: number, host?: string, spa?: boolean, hsts?: boolean,
 *   deploy?: {dir: string, area: string | null} | null,
 *   pages?: {answer: (pathname: string, request: object) => Promise<
 *     {status: number, contentType: string, cacheControl: string, body: string} | null>}}} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  hsts = process.env.NODE_ENV === 'production',
  pages = null,
  deploy = null,
}) {
  const root = path.resolve(dir);
  const deployRoot = deploy ? path.resolve(deploy.dir) : null;
  const deployedRemotes = deployRoot && !deploy.area ? path.join(deployRoot, 'remotes.json') : null;
  const areaPrefix = deployRoot && deploy.area ? `/${deploy.area}/` : null;

  /** The remotes.json this origin serves: the deploy folder's once a deploy wrote one, else the build's. */
  async function remotesFile() {
    if (deployedRemotes) {
      try {
        await stat(deployedRemotes);
        return deployedRemotes;
      } catch {
        // Nothing deployed yet: the shell's own, as built.
      }
    }
    return path.join(root, 'remotes.json');
  }
  const gzCache = new Map();
  // A page server's answer that comes back as the same object (a sitemap while its read is kept) is
  // compressed once.
  const gzAnswers = new WeakMap();
  /** The built index.html, read again when a build replaces it. */
  let built = { mtimeMs: -1, html: '' };
  async function template() {
    const file = path.join(root, 'index.html');
    const { mtimeMs } = await stat(file);
    if (mtimeMs !== built.mtimeMs) built = { mtimeMs, html: await readFile(file, 'utf8') };
    return built.html;
  }
  const common = { 'Access-Control-Allow-Origin': '*', ...securityHeaders({ hsts }) };

  /** The areas of this origin's remotes.json (the shell's); none for an area served on its own. */
  async function areaOrigins() {
    try {
      return remoteOrigins(JSON.parse(await readFile(await remotesFile(), 'utf8')));
    } catch {
      // No remotes.json: an area served on its own loads scripts from its own origin only.
      return [];
    }
  }

  /** The page's CSP: its inline scripts' hashes and the areas' origins (a sample demo page: its own policy). */
  async function pagePolicy(html, urlPath = '') {
    if (SAMPLE_PAGES.test(urlPath)) return samplePagePolicy({ ancestors: await areaOrigins() });
    return contentSecurityPolicy({ areaOrigins: await areaOrigins(), scriptHashes: inlineScriptHashes(html) });
  }

  /** The file for a request path, inside `base` only (`..` cannot leave it). */
  async function resolveFile(decoded, base = root) {
    if (base === root && deployedRemotes && decoded === '/remotes.json') {
      const file = await remotesFile();
      const info = await stat(file).catch(() => null);
      return info && { file, info };
    }
    if (base === root && areaPrefix && decoded.startsWith(areaPrefix)) {
      // A published version: never the SPA fallback, a missing file is a 404.
      return resolveFile(decoded.slice(areaPrefix.length - 1), path.join(deployRoot, deploy.area));
    }
    const candidate = path.resolve(base, `.${decoded}`);
    if (candidate !== base && !candidate.startsWith(base + path.sep)) return null;
    try {
      const info = await stat(candidate);
      if (info.isFile()) return { file: candidate, info };
      if (info.isDirectory()) {
        const index = path.join(candidate, 'index.html');
        const indexInfo = await stat(index);
        return { file: index, info: indexInfo };
      }
    } catch {
      // Not found: maybe the SPA fallback below.
    }
    return null;
  }

  async function handle(req, res) {
    for (const [name, value] of Object.entries(common)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const urlPath = requestPath(req.url);
    if (urlPath === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end('400 - Bad Request');
    }
    const answer = pages && (await pages.answer(urlPath, { template, forwardedFor: forwardedFor(req) }));
    if (answer) return sendAnswer(req, res, answer);
    let found = await resolveFile(urlPath);
    // Deep links of the shell (no file extension) get index.html; missing assets stay 404.
    if (!found && spa && !path.extname(urlPath) && !(areaPrefix && urlPath.startsWith(areaPrefix)))
      found = await resolveFile('/index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end('404 - Not Found');
    }
    const { file, info } = found;
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      'Cache-Control': cacheControl(file),
      'Last-Modified': info.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    const body = await readFile(file);
    if (type.startsWith('text/html')) {
      headers['Content-Security-Policy'] = await pagePolicy(body.toString('utf8'), urlPath);
      // A sample demo page is framed by the product page: its CSP's frame-ancestors says by whom.
      if (SAMPLE_PAGES.test(urlPath)) res.removeHeader('X-Frame-Options');
    }
    const key = `${file}:${info.mtimeMs}`;
    send(req, res, 200, headers, body, COMPRESSIBLE.test(type) && { cache: gzCache, key });
  }

  /**
   * Writes an answer, gzipped when the client takes it and `gzip` says how (the compressed body is kept in
   * `gzip.cache` under `gzip.key`, so each body is compressed once).
   */
  function send(req, res, status, headers, body, gzip) {
    let sent = body;
    if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      sent = gzip.cache.get(gzip.key);
      if (!sent) {
        sent = gzipSync(body, { level: 6 });
        gzip.cache.set(gzip.key, sent);
      }
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = sent.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : sent);
  }

  async function sendAnswer(req, res, answer) {
    const headers = {
      'Content-Type': answer.contentType,
      'Cache-Control': answer.cacheControl,
      Vary: 'Accept-Encoding',
    };
    // The policy of the page as built: the head's JSON-LD is data, not a script that runs, so it needs no hash.
    if (answer.contentType.startsWith('text/html'))
      headers['Content-Security-Policy'] = await pagePolicy(await template());
    send(req, res, answer.status, headers, Buffer.from(answer.body, 'utf8'), { cache: gzAnswers, key: answer });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`[static] ${req.method} ${req.url}: ${error?.message ?? error}`);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('500 - Internal Server Error');
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
