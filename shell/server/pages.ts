// The shell's page server: what the shell's origin answers itself instead of a plain file, so that a crawler
// or a link preview that runs no script reads each public page's own title, description, picture and
// structured data, and finds the robots rules and the sitemaps. One public API read per page (kept
// `cacheSeconds`, see api-reader.ts); the page itself is the same index.html with its head filled in, so
// the application loads exactly as before. Wired into the static server by tools/orchestrate.
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { SITEMAP_MAX_URLS, type SitemapKind } from '@app/shared/contracts/sitemap';
import { paths } from '@app/shared/routing/paths';
import { ApiUnavailable, type ApiReader, type Read } from './api-reader';
import { withHead, type PageHead } from './head';
import {
  catalogueHead,
  certificateHead,
  creatorHead,
  productHead,
  salepageHead,
  siteHead,
  trainingHead,
  type Site,
} from './page-meta';
import { FIXED_PAGES, robotsTxt, sitemapIndex, urlSet, type SitemapUrl } from './sitemap';

export interface PageAnswer {
  status: number;
  contentType: string;
  cacheControl: string;
  body: string;
}

export interface ShellPagesOptions {
  site: Site;
  reader: ApiReader;
  /** How long shared caches (a CDN) may keep an answer; the API reads are kept as long. */
  cacheSeconds: number;
  /** URLs per child sitemap (the protocol's limit, 50,000, unless a test wants small pages). */
  sitemapPageSize?: number;
}

export interface PageRequest {
  /** The shell's index.html as built. */
  template: () => Promise<string>;
  /** The visitor's address chain, passed on to the API (its per-address limit). */
  forwardedFor?: string;
}

const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** `/Product/abc/` → ['product', 'abc']; literal segments compare without case, as the areas' routes do. */
const segmentsOf = (pathname: string) => pathname.replace(/\/+$/, '').split('/').slice(1);

const CHILD_SITEMAP = /^\/sitemaps\/(products|creators)(?:-after-([A-Za-z0-9_-]{1,64}))?\.xml$/;

export function createShellPages({
  site,
  reader,
  cacheSeconds,
  sitemapPageSize = SITEMAP_MAX_URLS,
}: ShellPagesOptions) {
  const pageSize = Math.min(Math.max(1, Math.floor(sitemapPageSize)), SITEMAP_MAX_URLS);
  // A page made from an API read: browsers revalidate it every time (a new deployment is seen at once), a CDN
  // may keep it as long as the read is kept here. A page made from nothing but the build stays `no-cache`.
  const sharedCache = `public, max-age=0, must-revalidate, s-maxage=${cacheSeconds}`;
  const rendered = new WeakMap<object, PageAnswer>();

  /** The same input object shape for the index's walk and a child's read, so both hit one cached answer. */
  const sitemapInput = (kind: SitemapKind, after: string | undefined) =>
    after === undefined ? { kind, limit: pageSize } : { kind, limit: pageSize, after };

  const childUrl = (kind: SitemapKind, after: string | undefined) =>
    `${site.origin}/sitemaps/${kind}${after === undefined ? '' : `-after-${after}`}.xml`;

  const pageUrl: Record<SitemapKind, (id: string) => string> = {
    products: (id) => site.origin + paths.product(id),
    creators: (id) => site.origin + paths.creatorProfile(id),
  };

  async function html(request: PageRequest, status: number, head: PageHead, cacheControl = sharedCache) {
    return { status, contentType: HTML, cacheControl, body: withHead(await request.template(), head) };
  }

  /** A page read from the API: its head, or the site's with 404 when the API knows no such thing. */
  async function page<T>(request: PageRequest, read: Promise<Read<T>>, head: (value: T) => PageHead) {
    const answer = await read;
    if (!answer.found) return html(request, 404, siteHead(site, { noindex: true }));
    return html(request, 200, head(answer.value));
  }

  async function htmlPage(pathname: string, request: PageRequest): Promise<PageAnswer | null> {
    const [first, id, ...rest] = segmentsOf(pathname);
    if (rest.length > 0) return null;
    const kind = first?.toLowerCase() ?? '';
    const from = request.forwardedFor;
    if (kind === '' && id === undefined) return html(request, 200, catalogueHead(site), 'no-cache');
    if (id === undefined) {
      if (kind !== 'training' && kind !== 'salepage') return null;
      const course = reader.read('getCourse', { courseId: ACADEMY_COURSE_ID }, from);
      return page(request, course, (value) => (kind === 'training' ? trainingHead : salepageHead)(value, site));
    }
    if (!id) return null;
    if (kind === 'product') {
      return page(request, reader.read('getProduct', { productId: id }, from), (p) => productHead(p, site));
    }
    if (kind === 'creator-profile') {
      const profile = reader.read('getPublicCreatorProfile', { creatorId: id }, from);
      return page(request, profile, (value) => creatorHead(value, site));
    }
    if (kind === 'chung-nhan') {
      return page(request, reader.read('getCertificate', { certId: id }, from), (c) => certificateHead(c, site));
    }
    return null;
  }

  function xml(body: string): PageAnswer {
    return { status: 200, contentType: XML, cacheControl: `public, max-age=${cacheSeconds}`, body };
  }

  /** Every page of `kind`, as child sitemaps: each names where its page starts and when it last changed. */
  async function children(kind: SitemapKind, from?: string): Promise<SitemapUrl[]> {
    const found: SitemapUrl[] = [];
    let after: string | undefined;
    for (;;) {
      const answer = await reader.read('listSitemapEntries', sitemapInput(kind, after), from);
      if (!answer.found) throw new ApiUnavailable(`listSitemapEntries(${kind}) refused its own cursor`);
      const { items, next } = answer.value;
      if (items.length === 0) return found;
      const lastmod = items.reduce((latest, item) => (item.updatedAt > latest ? item.updatedAt : latest), '');
      found.push({ loc: childUrl(kind, after), lastmod });
      if (next === null) return found;
      after = next;
    }
  }

  async function sitemap(pathname: string, from?: string): Promise<PageAnswer | null> {
    if (pathname === '/sitemap.xml') {
      const [products, creators] = await Promise.all([children('products', from), children('creators', from)]);
      return xml(sitemapIndex([{ loc: `${site.origin}/sitemaps/pages.xml` }, ...products, ...creators]));
    }
    if (pathname === '/sitemaps/pages.xml')
      return xml(urlSet(FIXED_PAGES.map((path) => ({ loc: site.origin + path }))));
    const match = CHILD_SITEMAP.exec(pathname);
    if (!match) return null;
    const kind = match[1] as SitemapKind;
    const answer = await reader.read('listSitemapEntries', sitemapInput(kind, match[2]), from);
    if (!answer.found) return { status: 404, contentType: TEXT, cacheControl: 'no-cache', body: '404 - Not Found' };
    // A page of 50,000 entries is written (and compressed, by the static server) once per read, however many
    // crawlers ask for it meanwhile: the same answer object comes back while the read is kept.
    let child = rendered.get(answer);
    if (child === undefined) {
      child = xml(urlSet(answer.value.items.map((item) => ({ loc: pageUrl[kind](item.id), lastmod: item.updatedAt }))));
      rendered.set(answer, child);
    }
    return child;
  }

  return {
    /** The answer for `pathname` (decoded, without query), or null when it is a plain file's or the SPA's. */
    async answer(pathname: string, request: PageRequest): Promise<PageAnswer | null> {
      if (pathname === '/robots.txt') {
        return { status: 200, contentType: TEXT, cacheControl: 'public, max-age=3600', body: robotsTxt(site.origin) };
      }
      try {
        if (pathname.endsWith('.xml')) return await sitemap(pathname, request.forwardedFor);
        return await htmlPage(pathname, request);
      } catch (error) {
        if (!(error instanceof ApiUnavailable)) throw error;
        console.error(`[pages] ${pathname}: ${error.message}`);
        // Not cached anywhere: the next request asks the API again. A crawler takes 503 as "come back later".
        if (pathname.endsWith('.xml')) {
          return { status: 503, contentType: TEXT, cacheControl: 'no-store', body: '503 - Service Unavailable' };
        }
        return html(request, 503, siteHead(site), 'no-store');
      }
    },
  };
}

export type ShellPages = ReturnType<typeof createShellPages>;
