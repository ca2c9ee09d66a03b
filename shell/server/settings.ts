// The page server's settings, from the environment of the process that serves the shell (README, "Search
// engines and link previews"), and the page server they make.
import { SITEMAP_MAX_URLS } from '@app/shared/contracts/sitemap';
import { seoMessages } from '@app/shared/messages/seo';
import { createApiReader } from './api-reader';
import { SHARE_IMAGE_SIZE } from './page-meta';
import { createShellPages, type ShellPages } from './pages';

/** The brand's 1200×630 picture, shipped with the shell (shell/public/static). */
export const DEFAULT_IMAGE_PATH = '/og-image.png';

export interface PageServerSettings {
  /** The public origin of the site: canonical URLs, link previews and the sitemaps name it, never the request's Host. */
  siteOrigin: string;
  functionsOrigin: string;
  projectId: string;
  cacheSeconds: number;
  sitemapPageSize: number;
}

function whole(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/**
 * SITE_ORIGIN (the shell's local origin by default), PAGE_CACHE_SECONDS (60), SITEMAP_PAGE_SIZE (50,000 at
 * most); the API's origin and project are the build's (`api` of tools/webpack/app-env.cjs). A setting that
 * makes no sense stops the server rather than publishing wrong URLs.
 */
export function settingsFrom(
  env: Record<string, string | undefined>,
  defaults: { siteOrigin: string; functionsOrigin: string; projectId: string },
): PageServerSettings {
  const raw = env.SITE_ORIGIN || defaults.siteOrigin;
  let origin: URL;
  try {
    origin = new URL(raw);
  } catch {
    throw new Error(`SITE_ORIGIN must be an http(s) origin such as https://aimarket.vn (got "${raw}")`);
  }
  if ((origin.protocol !== 'https:' && origin.protocol !== 'http:') || origin.pathname !== '/' || origin.search) {
    throw new Error(`SITE_ORIGIN must be an http(s) origin such as https://aimarket.vn (got "${raw}")`);
  }
  return {
    siteOrigin: origin.origin,
    functionsOrigin: defaults.functionsOrigin,
    projectId: defaults.projectId,
    cacheSeconds: whole('PAGE_CACHE_SECONDS', env.PAGE_CACHE_SECONDS, 60, 0, 86_400),
    sitemapPageSize: whole('SITEMAP_PAGE_SIZE', env.SITEMAP_PAGE_SIZE, SITEMAP_MAX_URLS, 1, SITEMAP_MAX_URLS),
  };
}

export function pageServer(settings: PageServerSettings): ShellPages {
  const site = {
    origin: settings.siteOrigin,
    defaultImage: {
      url: settings.siteOrigin + DEFAULT_IMAGE_PATH,
      ...SHARE_IMAGE_SIZE,
      alt: seoMessages.defaultImageAlt,
    },
  };
  const reader = createApiReader({
    functionsOrigin: settings.functionsOrigin,
    projectId: settings.projectId,
    ttlMs: settings.cacheSeconds * 1000,
  });
  return createShellPages({
    site,
    reader,
    cacheSeconds: settings.cacheSeconds,
    sitemapPageSize: settings.sitemapPageSize,
  });
}
