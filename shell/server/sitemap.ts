// robots.txt and the sitemaps (the sitemaps.org protocol): an index that names child sitemaps, each of at
// most 50,000 URLs, so the list holds every product however many there are. Pure text; pages.ts reads the
// entries from the API.
import { paths } from '@app/shared/routing/paths';

/** A URL of a sitemap, and when its page last changed (ISO 8601, a W3C datetime), when known. */
export type SitemapUrl = { loc: string; lastmod?: string };

const XML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (value: string) => value.replace(/[&<>"']/g, (c) => XML[c]);

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entries(tag: 'url' | 'sitemap', items: SitemapUrl[]): string {
  return items
    .map(
      (item) =>
        `<${tag}><loc>${xml(item.loc)}</loc>${item.lastmod ? `<lastmod>${xml(item.lastmod)}</lastmod>` : ''}</${tag}>`,
    )
    .join('\n');
}

export function urlSet(urls: SitemapUrl[]): string {
  return `${HEADER}\n<urlset xmlns="${NS}">\n${entries('url', urls)}\n</urlset>\n`;
}

export function sitemapIndex(sitemaps: SitemapUrl[]): string {
  return `${HEADER}\n<sitemapindex xmlns="${NS}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`;
}

/**
 * Areas that are a visitor's own or an operator's (account, creator studio, admin, payment) and the sign-in
 * pages: nothing there is for a search engine, and most of it answers only after signing in. `/creator/` keeps
 * its slash (and `$` closes the bare path) so that the public `/creator-profile/…` pages stay open.
 */
export const DISALLOWED = [
  '/my',
  '/admin',
  '/checkout',
  '/payment-status',
  '/creator/',
  '/creator$',
  '/training/my-course',
  '/training/checkout',
  '/training/library',
  '/training/quiz',
  '/auth',
  '/forgot-password',
  '/vercel-callback',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The pages that are always there: the catalogue and the academy's public pages. */
export const FIXED_PAGES = [paths.catalogue, paths.training, paths.salepage];
